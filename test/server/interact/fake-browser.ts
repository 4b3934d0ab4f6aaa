// A browser session with no browser: the code of a run, and a prompt, answered by script from the
// page the session shows (its address, title and text). Time is counted, not spent: a wait adds to
// the run's clock, and a run whose clock passes its timeout is killed at once, as the service's is.

export interface FakePage {
  url: string;
  title: string;
  /** The page's text (the scrape's markdown), for `get text body` and a prompt's answer. */
  text: string;
}

export interface RunResult {
  stdout: string;
  stderr: string;
  /** null when the run was killed. */
  exitCode: number | null;
  killed: boolean;
  /** A prompt's final answer. */
  output?: string;
  /** A prompt's last look at the page (the service's `result` of an agent run). */
  result?: string;
}

/** What the session may do beyond its page: open another one (a fixture page, through the scrape's fetch). */
export interface BrowserDeps {
  open(url: string): Promise<FakePage | undefined>;
}

interface Run {
  page: FakePage;
  out: string[];
  err: string[];
  /** Milliseconds the run has used on its clock. */
  clock: number;
  limitMs: number;
}

class Killed extends Error {}
class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

const spend = (run: Run, ms: number) => {
  run.clock += ms;
  if (run.clock > run.limitMs) throw new Killed();
};

async function finish(run: Run, body: () => Promise<number>): Promise<RunResult> {
  const result = (exitCode: number | null, killed: boolean): RunResult => ({
    stdout: run.out.join('\n') + (run.out.length > 0 ? '\n' : ''),
    stderr: run.err.join('\n') + (run.err.length > 0 ? '\n' : ''),
    exitCode,
    killed,
  });
  try {
    return result(await body(), false);
  } catch (error) {
    if (error instanceof Killed) return result(null, true);
    if (error instanceof Exit) return result(error.code, false);
    throw error;
  }
}

/** Runs code in the session (bash: agent-browser commands; node and python: a Playwright `page`). */
export function runCode(
  page: FakePage,
  request: { code: string; language: 'bash' | 'node' | 'python'; timeout: number },
  deps: BrowserDeps,
): Promise<RunResult> {
  const run: Run = { page, out: [], err: [], clock: 0, limitMs: request.timeout * 1000 };
  const lines = request.code.split('\n').map((l) => l.trim());
  const { language } = request;
  if (language === 'bash') return finish(run, () => bash(run, lines, deps));
  return finish(run, () => script(run, lines, language, deps));
}

// --- bash: each line runs; `a && b` stops at a's failure; the exit code is the last command's.
async function bash(run: Run, lines: string[], deps: BrowserDeps): Promise<number> {
  let status = 0;
  for (const line of lines) {
    if (line === '' || line.startsWith('#')) continue;
    for (const command of line.split('&&').map((c) => c.trim())) {
      status = await bashCommand(run, command, deps);
      if (status !== 0) break;
    }
  }
  return status;
}

async function bashCommand(run: Run, command: string, deps: BrowserDeps): Promise<number> {
  const words = command.replace(/^agent-browser\s+/, '').split(/\s+/);
  const [name = '', ...args] = words;
  const rest = args.join(' ');
  const fail = (text: string) => {
    run.err.push(text);
    return 1;
  };
  switch (name) {
    case 'echo':
      run.out.push(unquote(rest));
      return 0;
    case 'sleep':
      spend(run, Number(args[0] ?? 0) * 1000);
      return 0;
    case 'exit':
      throw new Exit(Number(args[0] ?? 0));
    case 'wait':
      if (/^\d+$/.test(args[0] ?? '')) spend(run, Number(args[0]));
      run.out.push('✓ Done');
      return 0;
    case 'get':
      return getCommand(run, args, fail);
    case 'snapshot':
      run.out.push(snapshot(run.page));
      return 0;
    case 'open':
    case 'goto':
    case 'navigate': {
      const opened = await openPage(run, unquote(rest), deps);
      if (!opened) return fail(`✗ Could not open ${unquote(rest)}: net::ERR_NAME_NOT_RESOLVED`);
      run.out.push(`✓ ${run.page.title}`, `  ${run.page.url}`);
      return 0;
    }
    case 'click':
    case 'fill':
    case 'type':
    case 'press':
    case 'scroll':
    case 'hover':
      if (name !== 'scroll' && args.length === 0) return fail(`Missing arguments for: ${name}`);
      spend(run, 100);
      run.out.push('✓ Done');
      return 0;
    default:
      return fail(`Unknown command: ${name}`);
  }
}

function getCommand(run: Run, args: string[], fail: (text: string) => number): number {
  const [what, selector] = args;
  if (what === 'title') run.out.push(run.page.title);
  else if (what === 'url') run.out.push(run.page.url);
  else if (what === 'text' && (selector === 'body' || selector === 'html')) run.out.push(run.page.text);
  else if (what === 'text')
    return fail(
      `✗ Element not found: ${selector ?? ''}. Verify the selector, role, or name is correct and the element exists in the DOM.`,
    );
  else return fail(`Unknown subcommand: ${what ?? ''}\nValid options: text, html, value, attr, title, url, count`);
  return 0;
}

const snapshot = (page: FakePage) =>
  page.url === 'about:blank' ? '(empty page)' : `- heading ${JSON.stringify(page.title)} [level=1, ref=e1]`;

async function openPage(run: Run, url: string, deps: BrowserDeps): Promise<boolean> {
  spend(run, 200);
  const next = await deps.open(url);
  if (!next) return false;
  Object.assign(run.page, next);
  return true;
}

// --- node and python: one statement a line, the few a test needs; anything else is an error.
async function script(run: Run, lines: string[], language: 'node' | 'python', deps: BrowserDeps): Promise<number> {
  for (const raw of lines) {
    const line = raw.replace(/;$/, '');
    if (line === '' || line.startsWith('//') || line.startsWith('#') || /^import \w+$/.test(line)) continue;
    const print = (language === 'node' ? /^console\.log\((.*)\)$/ : /^print\((.*)\)$/).exec(line);
    if (print) {
      const value = expression(run.page, print[1] ?? '');
      if (value === undefined) return unknown(run, language, line);
      run.out.push(value);
      continue;
    }
    const goto = /^(?:await )?page\.goto\((.*)\)$/.exec(line);
    if (goto) {
      if (!(await openPage(run, unquote(goto[1] ?? ''), deps)))
        return thrown(run, language, 'net::ERR_NAME_NOT_RESOLVED');
      continue;
    }
    const wait = /^(?:await )?(?:page\.waitForTimeout|page\.wait_for_timeout|time\.sleep)\(([\d.]+)\)$/.exec(line);
    if (wait) {
      spend(run, Number(wait[1]) * (line.includes('time.sleep') ? 1000 : 1));
      continue;
    }
    const raised = /^(?:throw new Error|raise Exception)\((.*)\)$/.exec(line);
    if (raised) return thrown(run, language, unquote(raised[1] ?? ''));
    const exit = /^(?:process\.exit|sys\.exit)\((\d+)\)$/.exec(line);
    if (exit) throw new Exit(Number(exit[1]));
    return unknown(run, language, line);
  }
  return 0;
}

function expression(page: FakePage, text: string): string | undefined {
  const e = text.trim();
  if (/^(await )?page\.title\(\)$/.test(e)) return page.title;
  if (/^page\.url(\(\))?$/.test(e)) return page.url;
  if (/^(['"`]).*\1$/.test(e)) return e.slice(1, -1);
  if (/^-?\d+(\.\d+)?$/.test(e)) return e;
  return undefined;
}

function thrown(run: Run, language: 'node' | 'python', message: string): number {
  run.err.push(
    language === 'node'
      ? `Error: ${message}\n    at <anonymous>`
      : `Traceback (most recent call last):\nException: ${message}`,
  );
  return 1;
}

function unknown(run: Run, language: 'node' | 'python', line: string): number {
  run.err.push(
    `${language === 'node' ? 'SyntaxError' : 'NameError'}: the contract server's browser runs only scripted statements: ${line}`,
  );
  return 1;
}

const unquote = (text: string) => text.trim().replace(/^(['"`])(.*)\1$/, '$2');

/**
 * A prompt, carried out by a scripted agent: it looks at the page (a snapshot), and answers from
 * what the page shows. "wait N seconds" makes a step take N seconds (killed past the timeout, which
 * is each step's, as on the service); "fail" makes the agent give up.
 */
export function runPrompt(page: FakePage, request: { prompt: string; timeout: number }): Promise<RunResult> {
  const run: Run = { page, out: [], err: [], clock: 0, limitMs: request.timeout * 1000 };
  return finish(run, async () => {
    run.out.push('agent-browser snapshot -i');
    const wait = /wait (\d+) seconds?/i.exec(request.prompt);
    if (wait) spend(run, Number(wait[1]) * 1000);
    if (/\bfail\b/i.test(request.prompt)) {
      run.err.push(`The agent could not finish the task: ${request.prompt}`);
      return 1;
    }
    return 0;
  }).then((result) => ({
    ...result,
    result: snapshot(page),
    ...(result.exitCode === 0 ? { output: answer(page, request.prompt) } : { output: '' }),
  }));
}

function answer(page: FakePage, prompt: string): string {
  if (/title/i.test(prompt)) return `The page title is "${page.title}".`;
  if (/\b(url|address)\b/i.test(prompt)) return `The page address is ${page.url}.`;
  return `Done. I looked at "${page.title}" (${page.url}) for: ${prompt}`;
}
