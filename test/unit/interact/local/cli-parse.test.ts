import { describe, expect, it } from 'vitest';
import { parseCode, parseCommand } from '@/lib/interact/local/cli/parse-command';
import { splitCode } from '@/lib/interact/local/cli/split-code';

// The bash code of a run read as agent-browser's command line reads it: the words a shell makes,
// the same command names, defaults and error words (vercel-labs/agent-browser cli/src/commands.rs).

const words = (code: string) => {
  const split = splitCode(code);
  if (!split.ok) throw new Error(split.message);
  return split.commands.map((c) => [c.line, ...c.words]);
};

describe('splitting the code', () => {
  it('reads one command a line and && chains, with the agent-browser prefix kept as a word', () => {
    expect(words('agent-browser snapshot -i\nagent-browser click @e3 && agent-browser get url')).toEqual([
      [1, 'agent-browser', 'snapshot', '-i'],
      [2, 'agent-browser', 'click', '@e3'],
      [2, 'agent-browser', 'get', 'url'],
    ]);
  });

  it('keeps quoted words whole, escapes as bash does, skips comments and blank lines', () => {
    expect(
      words(`# log in\n\nfill @e1 "Ada  Lovelace"\nfill @e2 'it''s'\nfill @e3 "say \\"hi\\""\ntype @e4 a\\ b # typed`),
    ).toEqual([
      [3, 'fill', '@e1', 'Ada  Lovelace'],
      [4, 'fill', '@e2', 'its'],
      [5, 'fill', '@e3', 'say "hi"'],
      [6, 'type', '@e4', 'a b'],
    ]);
  });

  it("reads # at a word's start as a comment, as bash does: a CSS id is quoted", () => {
    expect(words('click #submit\nclick "#submit"')).toEqual([
      [1, 'click'],
      [2, 'click', '#submit'],
    ]);
  });

  it('joins a line ending in a backslash to the next, and counts lines across it', () => {
    expect(words('click \\\n  @e1\nget title')).toEqual([
      [1, 'click', '@e1'],
      [3, 'get', 'title'],
    ]);
  });

  it.each([
    ['get text body | head', '|'],
    ['snapshot > out.txt', '>'],
    ['open $(cat url)', '$('],
    ['wait 100 &', '&'],
  ])('refuses shell syntax in %s, naming it and its line', (code, operator) => {
    expect(splitCode(`snapshot\n${code}`)).toEqual({
      ok: false,
      line: 2,
      message: `line 2: '${operator}' is shell syntax, and this code is agent-browser commands: one a line, or joined by &&.`,
    });
  });

  it('names an unclosed quote', () => {
    expect(splitCode('fill @e1 "Ada')).toMatchObject({
      ok: false,
      line: 1,
      message: 'line 1: the " quote is never closed.',
    });
  });
});

describe('reading commands', () => {
  it('reads every command the local interact runs, with the CLI defaults', () => {
    const parsed = parseCode(
      [
        'agent-browser open example.com',
        'goto http://127.0.0.1:3000/a',
        'snapshot -i -c -d 3 -s main',
        'click @e2 --new-tab',
        'dblclick ref=e4',
        'fill "#name" Ada Lovelace',
        'type e5 more text --clear --delay 20',
        'key Enter',
        "select '#size' M L",
        'scroll',
        'scroll up 120 -s .list',
        'wait 500',
        'wait \\#ready',
        'wait --text "Signed in" --timeout 4000',
        'wait --load networkidle',
        'wait --url "**/list"',
        'get text @e1',
        'get attr a.next href',
        'get count li.row',
        'get title',
        'screenshot',
        'screenshot shot.png --full',
        'back',
        'reload',
      ].join('\n'),
    );
    if (!parsed.ok) expect(parsed.error).toBe('');
    if (!parsed.ok) return;
    expect(parsed.commands.map((c) => c.command)).toEqual([
      { name: 'open', url: 'https://example.com' },
      { name: 'open', url: 'http://127.0.0.1:3000/a' },
      { name: 'snapshot', interactive: true, compact: true, depth: 3, selector: 'main', urls: false },
      { name: 'click', target: '@e2', newTab: true },
      { name: 'dblclick', target: 'ref=e4' },
      { name: 'fill', target: '#name', text: 'Ada Lovelace' },
      { name: 'type', target: 'e5', text: 'more text', clear: true, delayMs: 20 },
      { name: 'press', key: 'Enter' },
      { name: 'select', target: '#size', values: ['M', 'L'] },
      { name: 'scroll', direction: 'down', amount: 300 },
      { name: 'scroll', direction: 'up', amount: 120, target: '.list' },
      { name: 'wait', for: 'time', ms: 500 },
      { name: 'wait', for: 'selector', target: '#ready', timeoutMs: 25_000 },
      { name: 'wait', for: 'text', text: 'Signed in', timeoutMs: 4000 },
      { name: 'wait', for: 'load', state: 'networkidle', timeoutMs: 25_000 },
      { name: 'wait', for: 'url', pattern: '**/list', timeoutMs: 25_000 },
      { name: 'get', what: 'text', target: '@e1' },
      { name: 'get', what: 'attr', target: 'a.next', attribute: 'href' },
      { name: 'get', what: 'count', target: 'li.row' },
      { name: 'get', what: 'title' },
      { name: 'screenshot', full: false },
      { name: 'screenshot', path: 'shot.png', full: true },
      { name: 'back' },
      { name: 'reload' },
    ]);
    expect(parsed.commands[0]).toMatchObject({ line: 1, text: 'open example.com' });
    expect(parsed.commands[13]).toMatchObject({ line: 14, text: 'wait --text "Signed in" --timeout 4000' });
  });

  it('answers an unknown command with the CLI words and the line it is on; nothing runs', () => {
    expect(parseCode('snapshot -i\nagent-browser frobnicate @e1\nclick @e1')).toEqual({
      ok: false,
      line: 2,
      error: 'line 2: Unknown command: frobnicate',
    });
  });

  it.each([
    ['click', 'Missing arguments for: click\nUsage: agent-browser click <selector> [--new-tab]'],
    ['fill', 'Missing arguments for: fill\nUsage: agent-browser fill <selector> <text>'],
    ['select #a', 'Missing arguments for: select\nUsage: agent-browser select <selector> <value...>'],
    ['get', 'Missing arguments for: get\nUsage: agent-browser get <text|html|value|attr|url|title|count> [selector]'],
    ['get text', 'Missing arguments for: get text\nUsage: agent-browser get text <selector>'],
    ['get box #a', 'Unknown subcommand: box\nValid options: text, html, value, attr, url, title, count'],
    ['wait', 'Missing arguments for: wait\nUsage: agent-browser wait <selector|ms|--url|--load|--fn|--text>'],
    ['goto', 'Missing arguments for: goto\nUsage: agent-browser goto <url>'],
  ])('answers %s as the CLI does', (line, error) => {
    expect(parseCommand(line.split(' '))).toEqual({ error });
  });

  it('says which real agent-browser commands this tab does not run, and what it runs', () => {
    expect(parseCommand(['eval', 'document.title'])).toEqual({
      error: expect.stringMatching(
        /^'eval' is an agent-browser command that interact in your own browser does not run\. It runs: open, back/,
      ),
    });
  });

  it('refuses code with no command', () => {
    expect(parseCode('# nothing\n\n')).toMatchObject({ ok: false, error: expect.stringMatching(/holds no command/) });
  });
});
