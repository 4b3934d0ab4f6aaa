import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { sleep } from '@/lib/api/retry-delay';
import { siteOf } from '@/lib/permissions/site-of';
import { t } from '@/lib/i18n/t';
import { CLI_WORDING, FAIL_MARK } from '@/lib/interact/local/cli/cli-wording';
import type { PageCliCommand, WrittenCommand } from '@/lib/interact/local/cli/cli-command';
import { parseCode } from '@/lib/interact/local/cli/parse-command';
import type { Sensitive } from '@/lib/interact/local/in-page/sensitive';
import type { LocalSession } from '@/lib/interact/local/session/local-session';
import { note, touch } from '@/lib/interact/local/session/session-store';
import { replaceBlankTab, tabAddress } from '@/lib/interact/local/session/session-tab';
import type { ActGate } from '@/lib/interact/local/run/act-gate';
import { callInteractPage, PageNavigated, settle } from '@/lib/interact/local/run/page-call';
import { RunStopped, type RunResult } from '@/lib/interact/local/run/run-result';
import {
  captureTab,
  CommandFailed,
  historyStep,
  openedLine,
  openIn,
  waitForLoad,
  waitForUrl,
} from '@/lib/interact/local/run/tab-commands';

/** What a run needs: its session, the user's consent, its end (timeout, tab closed, client gone) and its deadline. */
export interface RunContext {
  session: LocalSession;
  gate: ActGate;
  /** Aborts with a RunStopped saying why. */
  signal: AbortSignal;
  /** When the run's time is up, in ms since the epoch. */
  deadline: number;
}

/** Commands that act on the page: a navigation while they run means they did their work. */
const ACTIONS = new Set(['click', 'dblclick', 'press', 'fill', 'type', 'check', 'uncheck', 'select']);

/**
 * Runs bash code of agent-browser commands in the session's tab, answered as the CLI answers:
 * each command's output on stdout, the first failure's `✗ …` (or the CLI's parse words) on
 * stderr with exit code 1, and nothing after it. Every line is read before any runs.
 */
export async function runBash(ctx: RunContext, code: string): Promise<RunResult> {
  const parsed = parseCode(code);
  if (!parsed.ok) {
    note(ctx.session, 'error', parsed.error);
    return { stdout: '', stderr: `${parsed.error}\n`, exitCode: 1, killed: false };
  }
  return runCommands(ctx, parsed.commands);
}

export async function runCommands(ctx: RunContext, commands: readonly WrittenCommand[]): Promise<RunResult> {
  const out: string[] = [];
  for (const written of commands) {
    const started = Date.now();
    const url = ctx.session.url;
    note(ctx.session, 'command', written.text);
    try {
      const printed = await runOne(ctx, written);
      out.push(printed);
      note(ctx.session, 'output', printed);
      ctx.gate.log({ command: written.text, url, ok: true, durationMs: Date.now() - started });
    } catch (error) {
      const stopped =
        ctx.signal.aborted && ctx.signal.reason instanceof RunStopped
          ? ctx.signal.reason
          : error instanceof RunStopped
            ? error
            : undefined;
      const message = stopped ? stopped.message : errorText(error);
      note(ctx.session, 'error', message);
      ctx.gate.log({ command: written.text, url, ok: false, error: message, durationMs: Date.now() - started });
      const stdout = joined(out);
      if (stopped?.why === 'timeout') return { stdout, stderr: `${message}\n`, exitCode: null, killed: true };
      return { stdout, stderr: `${FAIL_MARK} ${message}\n`, exitCode: 1, killed: false };
    } finally {
      touch(ctx.session);
    }
  }
  return { stdout: joined(out), stderr: '', exitCode: 0, killed: false };
}

const joined = (lines: string[]) => (lines.length ? `${lines.join('\n')}\n` : '');

/** A promise that rejects when the run is stopped, whatever the work is waiting on. */
function raced<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function runOne(ctx: RunContext, written: WrittenCommand): Promise<string> {
  const { session, signal, deadline } = ctx;
  const before = await tabAddress(session.tabId);
  if (before === undefined) throw new RunStopped('tab-closed', t('interactLocal_tabClosed'));
  session.url = before;
  const { command } = written;
  let printed: string;
  switch (command.name) {
    case 'open':
      await ctx.gate.site(command.url);
      // A session's blank tab is one Chrome may leave unloaded in the background: its first page gets a tab of its own.
      if (before === 'about:blank') {
        await raced(signal, replaceBlankTab(session, command.url, deadline, signal));
        printed = await openedLine(session.tabId, command.url);
      } else printed = await raced(signal, openIn(session.tabId, command.url, deadline, signal));
      break;
    case 'back':
    case 'forward':
    case 'reload':
      printed = await raced(signal, historyStep(session.tabId, command.name, deadline, signal));
      break;
    case 'wait':
      if (command.for === 'time') {
        await raced(signal, sleep(command.ms, signal));
        printed = CLI_WORDING.done;
      } else if (command.for === 'load') {
        await raced(
          signal,
          waitForLoad(session.tabId, Math.min(deadline, Date.now() + command.timeoutMs), signal, command.state),
        );
        printed = CLI_WORDING.done;
      } else if (command.for === 'url') {
        printed = await raced(signal, waitForUrl(session.tabId, command.pattern, command.timeoutMs, deadline, signal));
      } else printed = await inPage(ctx, written, command);
      break;
    case 'screenshot':
      if (command.target !== undefined) await inPage(ctx, written, { name: 'scrollintoview', target: command.target });
      printed = CLI_WORDING.screenshotSaved(await raced(signal, captureTab(session.tabId, command.full)));
      break;
    case 'get':
      printed =
        command.what === 'url' ? ((await tabAddress(session.tabId)) ?? '') : await inPage(ctx, written, command);
      break;
    default:
      printed = before === 'about:blank' ? blankPage(command) : await inPage(ctx, written, command);
  }
  if (ACTIONS.has(command.name) || command.name === 'open')
    await raced(signal, settle(session.tabId, deadline, signal));
  await checkSiteAfter(ctx, before);
  return printed;
}

/** A page command in a session with no page yet (a blank tab): as on an empty page. */
function blankPage(command: PageCliCommand): string {
  if (command.name === 'snapshot') return command.interactive ? CLI_WORDING.noInteractive : CLI_WORDING.emptyPage;
  if (command.name === 'get' && command.what === 'title') return '';
  throw new CommandFailed(t('interactLocal_noPageYet'));
}

/**
 * A command that led the tab to another site: acting there needs that site's consent too. Refused,
 * the tab goes back to where it was, and the command fails with the refusal.
 */
async function checkSiteAfter(ctx: RunContext, before: string): Promise<void> {
  const now = await tabAddress(ctx.session.tabId);
  if (now === undefined) throw new RunStopped('tab-closed', t('interactLocal_tabClosed'));
  ctx.session.url = now;
  if (siteOf(now) === siteOf(before) || now === 'about:blank') return;
  try {
    await ctx.gate.site(now);
  } catch (error) {
    await historyStep(ctx.session.tabId, 'back', Date.now() + 10_000, ctx.signal).catch(() => undefined);
    ctx.session.url = (await tabAddress(ctx.session.tabId)) ?? before;
    throw error;
  }
}

/** A command the page script runs; a password, file chooser or download asked about first. */
async function inPage(ctx: RunContext, written: WrittenCommand, command: PageCliCommand): Promise<string> {
  const { session, signal, deadline } = ctx;
  const allowed: Sensitive[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    let answer;
    try {
      answer = await raced(
        signal,
        callInteractPage(session.tabId, {
          command,
          issued: session.nextRef,
          allowed,
          budgetMs: Math.max(0, deadline - Date.now()),
        }),
      );
    } catch (error) {
      if (!(error instanceof PageNavigated)) throw asFailure(error);
      // An action that navigated has done its work; a read or a wait meets the new page.
      if (ACTIONS.has(command.name)) return CLI_WORDING.done;
      await raced(signal, settle(session.tabId, deadline, signal));
      continue;
    }
    session.nextRef = Math.max(session.nextRef, answer.next);
    if (answer.ok && 'navigate' in answer) {
      await ctx.gate.site(answer.navigate);
      await raced(signal, openIn(session.tabId, answer.navigate, deadline, signal));
      return CLI_WORDING.done;
    }
    if (answer.ok) return answer.out;
    if ('needs' in answer) {
      const yes = await raced(signal, ctx.gate.sensitive(answer.needs, session.url, written.text));
      if (!yes) throw new CommandFailed(t(`interactLocal_refused_${answer.needs}`, siteOf(session.url) ?? session.url));
      allowed.push(answer.needs);
      continue;
    }
    throw new CommandFailed(answer.error);
  }
  throw new CommandFailed(t('interactLocal_keptNavigating'));
}

function asFailure(error: unknown): Error {
  if (error instanceof RunStopped || error instanceof CommandFailed) return error;
  if (error instanceof ApiError) return new CommandFailed(error.message);
  return error instanceof Error ? error : new Error(String(error));
}
