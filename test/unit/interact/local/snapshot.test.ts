// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { runPageCommand } from '@/lib/interact/local/in-page/page-commands';
import type { InteractPageRequest } from '@/lib/interact/local/in-page/page-protocol';
import type { PageCliCommand } from '@/lib/interact/local/cli/cli-command';

// The page side of the local interact in a DOM: the snapshot's lines in agent-browser's format
// (cli/src/native/snapshot.rs), refs kept and never reused, and each command's answer.

const REFS_KEY = '__webDataExtractorInteractRefs';

/** Markup parsed apart and moved into the page (no script runs). */
const nodes = (html: string) => new DOMParser().parseFromString(`<body>${html}`, 'text/html').body.childNodes;
const add = (html: string) => document.body.append(...Array.from(nodes(html)));

function page(html: string): void {
  document.title = 'Fixture';
  document.body.replaceChildren(...Array.from(nodes(html)));
  delete (globalThis as Record<string, unknown>)[REFS_KEY];
}

let issued = 1;
async function send(command: PageCliCommand, allowed: InteractPageRequest['allowed'] = []) {
  const answer = await runPageCommand({ command, issued, allowed, budgetMs: 300 });
  issued = answer.next;
  return answer;
}
const snap = (options: Partial<Extract<PageCliCommand, { name: 'snapshot' }>> = {}) =>
  send({ name: 'snapshot', interactive: false, compact: false, urls: false, ...options });

beforeEach(() => {
  issued = 1;
});

const LOGIN = `
  <header><nav aria-label="Main"><a href="/">Home</a> <a href="/help">Help</a></nav></header>
  <main>
    <h1>Sign in</h1>
    <form>
      <label for="user">User name</label> <input id="user" name="user" required>
      <label>Password <input type="password" name="pass" value="hunter2"></label>
      <label><input type="checkbox" name="keep"> Keep me signed in</label>
      <select name="team" aria-label="Team"><option>Red</option><option selected>Blue</option></select>
      <button type="submit">Sign in</button>
    </form>
    <p>Forgot it? <b>Ask</b> your admin.</p>
    <div onclick="more()">Load more</div>
  </main>`;

describe('snapshot', () => {
  it('prints the tree in agent-browser’s line format, refs in page order', async () => {
    page(LOGIN);
    const answer = await snap();
    expect(answer).toMatchObject({ ok: true });
    expect(answer.ok && 'out' in answer ? answer.out : '').toBe(
      [
        '- banner',
        '  - navigation "Main" [ref=e1]',
        '    - link "Home" [ref=e2]',
        '    - link "Help" [ref=e3]',
        '- main',
        '  - heading "Sign in" [level=1, ref=e4]',
        '  - generic',
        '    - StaticText "User name"',
        '    - textbox "User name" [required, ref=e5]',
        '    - StaticText "Password"',
        '    - textbox "Password" [ref=e6]: •••••••',
        '    - checkbox "Keep me signed in" [checked=false, ref=e7]',
        '    - StaticText "Keep me signed in"',
        '    - combobox "Team" [expanded=false, ref=e8]: Blue',
        '    - button "Sign in" [ref=e9]',
        '  - paragraph',
        '    - StaticText "Forgot it? Ask your admin."',
        '  - generic [ref=e10] clickable [onclick]',
        '    - StaticText "Load more"',
      ].join('\n'),
    );
    expect(issued).toBe(11);
  });

  it('-i keeps the nodes with a ref, the cursor box named by its text', async () => {
    page(LOGIN);
    const answer = await snap({ interactive: true });
    expect(answer.ok && 'out' in answer ? answer.out.split('\n') : []).toEqual([
      '- navigation "Main" [ref=e1]',
      '  - link "Home" [ref=e2]',
      '  - link "Help" [ref=e3]',
      '- heading "Sign in" [level=1, ref=e4]',
      '- textbox "User name" [required, ref=e5]',
      '- textbox "Password" [ref=e6]: •••••••',
      '- checkbox "Keep me signed in" [checked=false, ref=e7]',
      '- combobox "Team" [expanded=false, ref=e8]: Blue',
      '- button "Sign in" [ref=e9]',
      '- generic "Load more" [ref=e10] clickable [onclick]',
    ]);
  });

  it('-c keeps lines with a ref or a value and their ancestors; -d cuts the depth; -s roots it', async () => {
    page('<main><section aria-label="Rows"><ul><li>One</li><li>Two</li></ul></section><p>Note</p></main>');
    const compact = await snap({ compact: true });
    expect(compact.ok && 'out' in compact ? compact.out : '').toBe(['- main', '  - region "Rows" [ref=e1]'].join('\n'));
    const shallow = await snap({ depth: 0 });
    expect(shallow.ok && 'out' in shallow ? shallow.out : '').toBe('- main');
    const rooted = await snap({ selector: 'ul' });
    expect(rooted.ok && 'out' in rooted ? rooted.out : '').toBe(
      ['- list', '  - listitem', '    - StaticText "One"', '  - listitem', '    - StaticText "Two"'].join('\n'),
    );
    expect(await snap({ selector: '#none' })).toMatchObject({
      ok: false,
      error: "Selector '#none' did not match any element",
    });
  });

  it('says the page is empty, or has nothing to act on', async () => {
    page('<div hidden>x</div>');
    expect(await snap()).toMatchObject({ out: '(empty page)' });
    page('<p>Only words</p>');
    expect(await snap({ interactive: true })).toMatchObject({ out: '(no interactive elements)' });
  });

  it('keeps an element’s ref across snapshots and never gives a number twice', async () => {
    page('<button>A</button>');
    expect(await snap()).toMatchObject({ out: '- button "A" [ref=e1]' });
    add('<button>B</button>');
    expect(await snap()).toMatchObject({ out: '- button "A" [ref=e1]\n- button "B" [ref=e2]' });
    document.body.replaceChildren();
    add('<button>C</button>');
    expect(await snap()).toMatchObject({ out: '- button "C" [ref=e3]' });
  });
});

describe('refs', () => {
  it('a ref whose element left the page, or from an earlier page, asks for a new snapshot', async () => {
    page('<button onclick="this.remove()">Gone</button>');
    await snap();
    document.querySelector('button')!.remove();
    const gone = await send({ name: 'click', target: '@e1', newTab: false });
    expect(gone).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^@e1 is from an older snapshot.*take a new snapshot/),
    });
    // A new document (the world's refs gone): a number the session gave is stale, a higher one unknown.
    delete (globalThis as Record<string, unknown>)[REFS_KEY];
    expect(await send({ name: 'click', target: 'e1', newTab: false })).toMatchObject({
      error: expect.stringMatching(/older snapshot/),
    });
    expect(await send({ name: 'click', target: 'ref=e9', newTab: false })).toMatchObject({ error: 'Unknown ref: e9' });
  });

  it('a CSS selector that matches nothing gets the CLI’s words', async () => {
    page('<p>x</p>');
    expect(await send({ name: 'click', target: '#missing', newTab: false })).toMatchObject({
      ok: false,
      error:
        'Element not found: #missing. Verify the selector, role, or name is correct and the element exists in the DOM.',
    });
  });
});

describe('acting', () => {
  it('fills, checks, selects and clicks as a user would, the page seeing the events', async () => {
    page(LOGIN);
    const seen: string[] = [];
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(
        `submit ${new FormData(form).get('user')} ${new FormData(form).get('keep')} ${new FormData(form).get('team')}`,
      );
    });
    document.querySelector('#user')!.addEventListener('input', () => seen.push('input'));
    await snap({ interactive: true });
    expect(await send({ name: 'fill', target: '@e5', text: 'ada' })).toMatchObject({ ok: true, out: '✓ Done' });
    expect(await send({ name: 'check', target: '@e7' })).toMatchObject({ out: '✓ Done' });
    expect(await send({ name: 'select', target: '@e8', values: ['Red'] })).toMatchObject({ out: '✓ Done' });
    expect(await send({ name: 'click', target: '@e9', newTab: false })).toMatchObject({ out: '✓ Done' });
    expect(seen).toEqual(['input', 'submit ada on Red']);
    expect(await send({ name: 'get', what: 'value', target: '#user' })).toMatchObject({ out: 'ada' });
  });

  it('asks before typing a password, and types it once allowed', async () => {
    page(LOGIN);
    await snap();
    expect(await send({ name: 'fill', target: '@e6', text: 's3cret' })).toEqual({
      ok: false,
      needs: 'password',
      next: 11,
    });
    expect((document.querySelector('[name=pass]') as HTMLInputElement).value).toBe('hunter2');
    expect(await send({ name: 'fill', target: '@e6', text: 's3cret' }, ['password'])).toMatchObject({ ok: true });
    expect((document.querySelector('[name=pass]') as HTMLInputElement).value).toBe('s3cret');
    // Reading it back shows dots only.
    expect(await send({ name: 'get', what: 'value', target: '@e6' })).toMatchObject({ out: '••••••' });
  });

  it('asks before a click that opens a file chooser or starts a download', async () => {
    page('<input type="file" id="f"><a href="/r.csv" download>Report</a>');
    expect(await send({ name: 'click', target: '#f', newTab: false })).toMatchObject({ needs: 'upload' });
    expect(await send({ name: 'click', target: 'a', newTab: false })).toMatchObject({ needs: 'download' });
  });

  it('sends a link that opens another tab to the session’s own tab instead', async () => {
    page('<a href="https://example.com/next" target="_blank">Next</a>');
    expect(await send({ name: 'click', target: 'a', newTab: false })).toMatchObject({
      ok: true,
      navigate: 'https://example.com/next',
    });
  });

  it('names an option that is not there with those that are', async () => {
    page(LOGIN);
    expect(await send({ name: 'select', target: 'select', values: ['Green'] })).toMatchObject({
      error: 'No option matched ["Green"]. Available options: Red, Blue',
    });
  });

  it('presses Enter to submit and Tab to move on', async () => {
    page('<form><input id="a"><input id="b"></form>');
    let submitted = 0;
    document.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted++;
    });
    (document.querySelector('#a') as HTMLInputElement).focus();
    await send({ name: 'press', key: 'Tab' });
    expect(document.activeElement?.id).toBe('b');
    await send({ name: 'press', key: 'Enter' });
    expect(submitted).toBe(1);
  });
});

describe('reading and waiting', () => {
  it('gets text, html, attributes, counts and the title as the CLI prints them', async () => {
    page('<ul><li class="row">One</li><li class="row">Two</li></ul><a href="/x" id="l">X</a>');
    expect(await send({ name: 'get', what: 'count', target: 'li.row' })).toMatchObject({ out: '2' });
    expect(await send({ name: 'get', what: 'text', target: 'li.row' })).toMatchObject({ out: 'One' });
    expect(await send({ name: 'get', what: 'html', target: 'ul' })).toMatchObject({
      out: expect.stringContaining('<li class="row">Two</li>'),
    });
    expect(await send({ name: 'get', what: 'attr', target: '#l', attribute: 'href' })).toMatchObject({ out: '/x' });
    expect(await send({ name: 'get', what: 'attr', target: '#l', attribute: 'rel' })).toMatchObject({ out: '✓ Done' });
    expect(await send({ name: 'get', what: 'title' })).toMatchObject({ out: 'Fixture' });
  });

  it('waits for an element or a text to appear, and times out in the CLI’s words', async () => {
    page('<p>Loading</p>');
    setTimeout(() => add('<div id="done">Ready now</div>'), 50);
    expect(await send({ name: 'wait', for: 'selector', target: '#done', timeoutMs: 25_000 })).toMatchObject({
      out: '✓ Done',
    });
    expect(await send({ name: 'wait', for: 'text', text: 'Ready now', timeoutMs: 25_000 })).toMatchObject({
      out: 'Ready now',
    });
    expect(await send({ name: 'wait', for: 'selector', target: '#never', timeoutMs: 200 })).toMatchObject({
      ok: false,
      error: 'Wait timed out after 200ms',
    });
  });
});
