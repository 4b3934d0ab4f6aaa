import { t } from '@/lib/i18n/t';
import { CLI_WORDING } from '@/lib/interact/local/cli/cli-wording';
import {
  DEFAULT_WAIT_MS,
  type CliCommand,
  type LoadState,
  type WrittenCommand,
} from '@/lib/interact/local/cli/cli-command';
import { splitCode, wordsText } from '@/lib/interact/local/cli/split-code';

// agent-browser's command line, read as that CLI reads it (vercel-labs/agent-browser
// cli/src/commands.rs): the same names and aliases, the same defaults, the same words when a
// command is unknown or lacks its arguments.

export type ParsedCode = { ok: true; commands: WrittenCommand[] } | { ok: false; line: number; error: string };

type Parsed = CliCommand | { error: string };

/** agent-browser commands that exist but that the user's own tab does not run (docs/interact.md). */
const NOT_HERE = new Set([
  'eval',
  'upload',
  'download',
  'drag',
  'keydown',
  'keyup',
  'keyboard',
  'tab',
  'window',
  'frame',
  'dialog',
  'close',
  'quit',
  'exit',
  'cookies',
  'storage',
  'network',
  'set',
  'mouse',
  'find',
  'is',
  'pdf',
  'connect',
  'state',
  'record',
  'trace',
  'profiler',
  'console',
  'errors',
  'highlight',
  'clipboard',
  'auth',
  'diff',
  'stream',
  'inspect',
]);

const GET_OPTIONS = ['text', 'html', 'value', 'attr', 'url', 'title', 'count'] as const;
const LOAD_STATES: readonly LoadState[] = ['load', 'domcontentloaded', 'networkidle'];

const missing = (context: string, usage: string) => ({ error: CLI_WORDING.missingArguments(context, usage) });

/** The code of a run, every command read before any runs: a line that cannot be read stops it all. */
export function parseCode(code: string): ParsedCode {
  const split = splitCode(code);
  if (!split.ok) return { ok: false, line: split.line, error: split.message };
  const commands: WrittenCommand[] = [];
  for (const { line, words } of split.commands) {
    const args = words[0] === 'agent-browser' ? words.slice(1) : words;
    const parsed = parseCommand(args);
    if ('error' in parsed) return { ok: false, line, error: t('interactLocal_atLine', line, parsed.error) };
    commands.push({ line, text: wordsText(args), command: parsed });
  }
  if (!commands.length) return { ok: false, line: 1, error: t('interactLocal_noCommands') };
  return { ok: true, commands };
}

/** One command's words (without `agent-browser`) as the command, or agent-browser's words for what is wrong. */
export function parseCommand(args: readonly string[]): Parsed {
  const [name = '', ...rest] = args;
  if (!name) return missing('', '<command> [args...]');
  const first = rest[0];
  const target = (usage: string, context = name) => (first === undefined ? missing(context, usage) : first);
  switch (name) {
    case 'open':
    case 'goto':
    case 'navigate': {
      const url = rest.find((a) => !a.startsWith('--'));
      return url === undefined
        ? missing(name, `${name === 'open' ? 'open' : 'goto'} <url>`)
        : { name: 'open', url: withScheme(url) };
    }
    case 'back':
    case 'forward':
    case 'reload':
      return { name };
    case 'snapshot':
      return snapshot(rest);
    case 'click': {
      const sel = rest.find((a) => a !== '--new-tab');
      return sel === undefined
        ? missing('click', 'click <selector> [--new-tab]')
        : { name: 'click', target: sel, newTab: rest.includes('--new-tab') };
    }
    case 'dblclick':
    case 'hover':
    case 'focus':
    case 'check':
    case 'uncheck': {
      const sel = target(`${name} <selector>`);
      return typeof sel === 'string' ? { name, target: sel } : sel;
    }
    case 'scrollintoview':
    case 'scrollinto': {
      const sel = target('scrollintoview <selector>', 'scrollintoview');
      return typeof sel === 'string' ? { name: 'scrollintoview', target: sel } : sel;
    }
    case 'fill': {
      const sel = target('fill <selector> <text>');
      return typeof sel === 'string' ? { name: 'fill', target: sel, text: rest.slice(1).join(' ') } : sel;
    }
    case 'type':
      return typeCommand(rest);
    case 'press':
    case 'key': {
      const key = target('press <key>', 'press');
      return typeof key === 'string' ? { name: 'press', key } : key;
    }
    case 'select':
      return rest.length < 2
        ? missing('select', 'select <selector> <value...>')
        : { name: 'select', target: rest[0]!, values: rest.slice(1) };
    case 'scroll':
      return scroll(rest);
    case 'wait':
      return wait(rest);
    case 'get':
      return get(rest);
    case 'screenshot':
      return screenshot(rest);
    default:
      return { error: NOT_HERE.has(name) ? t('interactLocal_notHere', name) : CLI_WORDING.unknownCommand(name) };
  }
}

/** A bare host is https, as the CLI reads it. */
function withScheme(url: string): string {
  return /^(https?:|about:|data:|file:|chrome-extension:\/\/|chrome:\/\/)/i.test(url) ? url : `https://${url}`;
}

function snapshot(rest: readonly string[]): Parsed {
  const command: Extract<CliCommand, { name: 'snapshot' }> = {
    name: 'snapshot',
    interactive: false,
    compact: false,
    urls: false,
  };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '-i' || arg === '--interactive') command.interactive = true;
    else if (arg === '-c' || arg === '--compact') command.compact = true;
    else if (arg === '-u' || arg === '--urls') command.urls = true;
    else if ((arg === '-d' || arg === '--depth') && /^-?\d+$/.test(rest[i + 1] ?? '')) {
      command.depth = Math.max(0, Number(rest[++i]));
    } else if ((arg === '-s' || arg === '--selector') && rest[i + 1] !== undefined) command.selector = rest[++i];
    // The CLI passes over flags it does not know (-C, --cursor: cursor hints are always on here).
  }
  return command;
}

function typeCommand(rest: readonly string[]): Parsed {
  const words: string[] = [];
  let clear = false;
  let delayMs = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--clear') clear = true;
    else if (rest[i] === '--delay' && /^\d+$/.test(rest[i + 1] ?? '')) delayMs = Number(rest[++i]);
    else words.push(rest[i]!);
  }
  const [sel, ...text] = words;
  return sel === undefined
    ? missing('type', 'type <selector> <text>')
    : { name: 'type', target: sel, text: text.join(' '), clear, delayMs };
}

function scroll(rest: readonly string[]): Parsed {
  let direction: 'up' | 'down' | 'left' | 'right' = 'down';
  let amount = 300;
  let target: string | undefined;
  let position = 0;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '-s' || arg === '--selector') {
      if (rest[i + 1] === undefined)
        return missing('scroll --selector', 'scroll [direction] [amount] [--selector <sel>]');
      target = rest[++i];
    } else if (!arg.startsWith('-')) {
      if (position === 0) {
        if (!['up', 'down', 'left', 'right'].includes(arg))
          return {
            error: CLI_WORDING.invalidValue(
              t('interactLocal_badDirection', arg),
              'scroll [up|down|left|right] [amount] [--selector <sel>]',
            ),
          };
        direction = arg as typeof direction;
      } else if (position === 1 && /^-?\d+$/.test(arg)) amount = Number(arg);
      position++;
    }
  }
  return { name: 'scroll', direction, amount, ...(target !== undefined && { target }) };
}

function wait(rest: readonly string[]): Parsed {
  const flag = (...names: string[]) => rest.findIndex((a) => names.includes(a));
  const timeoutAt = flag('--timeout');
  const timeoutMs =
    timeoutAt >= 0 && /^\d+$/.test(rest[timeoutAt + 1] ?? '') ? Number(rest[timeoutAt + 1]) : DEFAULT_WAIT_MS;
  const valueOf = (at: number, context: string, usage: string): string | { error: string } =>
    rest[at + 1] === undefined ? missing(context, usage) : rest[at + 1]!;
  const url = flag('--url', '-u');
  if (url >= 0) {
    const pattern = valueOf(url, 'wait --url', 'wait --url <pattern>');
    return typeof pattern === 'string' ? { name: 'wait', for: 'url', pattern, timeoutMs } : pattern;
  }
  const load = flag('--load', '-l');
  if (load >= 0) {
    const state = valueOf(load, 'wait --load', 'wait --load <state>');
    if (typeof state !== 'string') return state;
    if (!LOAD_STATES.includes(state as LoadState))
      return {
        error: CLI_WORDING.invalidValue(
          t('interactLocal_badLoadState', state),
          'wait --load <load|domcontentloaded|networkidle>',
        ),
      };
    return { name: 'wait', for: 'load', state: state as LoadState, timeoutMs };
  }
  if (flag('--fn', '-f') >= 0) return { error: t('interactLocal_waitFnNotHere') };
  if (flag('--download', '-d') >= 0) return { error: t('interactLocal_waitDownloadNotHere') };
  const text = flag('--text', '-t');
  if (text >= 0) {
    const words = valueOf(text, 'wait --text', 'wait --text <text>');
    return typeof words === 'string' ? { name: 'wait', for: 'text', text: words, timeoutMs } : words;
  }
  const arg = rest[0];
  if (arg === undefined) return missing('wait', 'wait <selector|ms|--url|--load|--fn|--text>');
  if (/^\d+$/.test(arg)) return { name: 'wait', for: 'time', ms: Number(arg) };
  return { name: 'wait', for: 'selector', target: arg, timeoutMs };
}

function get(rest: readonly string[]): Parsed {
  const [what, sel, attribute] = rest;
  if (what === undefined) return missing('get', `get <${GET_OPTIONS.join('|')}> [selector]`);
  switch (what) {
    case 'title':
    case 'url':
      return { name: 'get', what };
    case 'text':
    case 'html':
    case 'value':
    case 'count':
      return sel === undefined ? missing(`get ${what}`, `get ${what} <selector>`) : { name: 'get', what, target: sel };
    case 'attr':
      return sel === undefined || attribute === undefined
        ? missing('get attr', 'get attr <selector> <attribute>')
        : { name: 'get', what, target: sel, attribute };
    default:
      return { error: CLI_WORDING.unknownSubcommand(what, GET_OPTIONS) };
  }
}

const IMAGE_PATH = /\.(png|jpe?g|webp)$/i;

function screenshot(rest: readonly string[]): Parsed {
  const full = rest.includes('--full') || rest.includes('-f');
  const positional = rest.filter((a) => !a.startsWith('-'));
  const [first, second] = positional;
  if (first !== undefined && second !== undefined) return { name: 'screenshot', target: first, path: second, full };
  if (first === undefined) return { name: 'screenshot', full };
  // One word: a selector unless it reads as a path, as the CLI decides.
  const relative = first.startsWith('./') || first.startsWith('../');
  const selector = !relative && /^[.#@]/.test(first);
  const path = relative || first.includes('/') || IMAGE_PATH.test(first);
  return selector || !path ? { name: 'screenshot', target: first, full } : { name: 'screenshot', path: first, full };
}
