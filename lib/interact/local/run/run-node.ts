import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { keepAliveWhile } from '@/lib/browser/keep-alive';
import {
  cdpHostConnected,
  cdpRelayUnavailable,
  runNodeInSession as runInRelay,
  startCdpRelay,
  type CdpSession,
} from '@/lib/cdp-relay';
import { t } from '@/lib/i18n/t';
import type { ActGate } from '@/lib/interact/local/run/act-gate';
import { startRun } from '@/lib/interact/local/run/start-run';
import { RunStopped, type RunResult } from '@/lib/interact/local/run/run-result';
import type { LocalSession } from '@/lib/interact/local/session/local-session';
import { endSession } from '@/lib/interact/local/session/end-session';
import { findSession, note, touch } from '@/lib/interact/local/session/session-store';
import { tabAddress } from '@/lib/interact/local/session/session-tab';

/** The code a refused `node` run carries. */
export const NODE_UNAVAILABLE = 'INTERACT_NODE_UNAVAILABLE';

/**
 * Whether `language: "node"` runs in this browser, and if not, why in words. Node code runs in the
 * bridge's host with a Playwright `page` on a DevTools relay of the session's tab (lib/cdp-relay):
 * Chrome's debugger and the host's connection are needed. Firefox has no debugger.
 */
export function nodeSupport(): { ok: true } | { ok: false; code: string; message: string } {
  if (cdpRelayUnavailable()) return { ok: false, code: NODE_UNAVAILABLE, message: t('interactLocal_nodeNotInFirefox') };
  if (!cdpHostConnected()) return { ok: false, code: NODE_UNAVAILABLE, message: t('cdpRelay_notConnected') };
  return { ok: true };
}

/**
 * The session as the relay serves it. A program on cdpUrl acts as node code does, so the same
 * consent holds: a navigation asks for its site (`gate.site`), a file put into the page asks as an
 * upload does. Chrome's Cancel on its debugging bar ends the session.
 */
function relayed(session: LocalSession, gate: ActGate): CdpSession {
  return {
    id: session.id,
    tabId: session.tabId,
    async navigation(url) {
      try {
        await gate.site(url);
        gate.log({ command: `cdp: Page.navigate ${url}`, url, ok: true, durationMs: 0 });
        return undefined;
      } catch (error) {
        return errorText(error);
      }
    },
    async upload(files) {
      const shown = `cdp: DOM.setFileInputFiles ${files.join(', ')}`;
      const yes = await gate.sensitive('upload', session.url, shown).catch(() => false);
      gate.log({ command: shown, url: session.url, ok: yes, durationMs: 0 });
      return yes ? undefined : t('interactLocal_refused_upload', session.url);
    },
    onDebuggerEnded({ reason, words }) {
      note(session, 'note', words);
      if (reason === 'canceled_by_user') void endSession(session, 'user-stopped');
    },
  };
}

/**
 * The session's DevTools address (Chrome, the bridge's host connected, the debugger allowed), for
 * every answer about it; undefined where it cannot be served (the answer then has no cdpUrl).
 */
export async function sessionCdpUrl(session: LocalSession, gate: ActGate): Promise<string | undefined> {
  if (!nodeSupport().ok || findSession(session.id) !== session) return undefined;
  try {
    return (await startCdpRelay(relayed(session, gate))).cdpUrl;
  } catch {
    return undefined;
  }
}

/**
 * Runs node code in the session's tab: the bridge's host runs it with Playwright's `page` connected
 * through the relay (stdout, stderr, exit code; killed on its timeout). Acting on the tab's site is
 * consented first, as for commands, and the run is in the activity log. One run at a time.
 */
export async function runNodeInSession(
  session: LocalSession,
  code: string,
  timeoutSec: number,
  gate: ActGate,
  clientSignal: AbortSignal,
): Promise<RunResult> {
  const support = nodeSupport();
  if (!support.ok) throw new ApiError({ kind: 'server', status: 501, code: support.code, message: support.message });
  // Consent to act on the page the tab shows now (asked once in this request).
  const control = await startRun(session, gate);
  const onGone = () => control.abort(new RunStopped('client-gone', t('interactLocal_clientGone')));
  clientSignal.addEventListener('abort', onGone, { once: true });
  const started = Date.now();
  const url = session.url;
  try {
    await startCdpRelay(relayed(session, gate));
    const result = await keepAliveWhile(() => runInRelay(relayed(session, gate), code, timeoutSec, control.signal));
    gate.log({
      command: `node: ${code.split('\n')[0]}`,
      url,
      ok: result.exitCode === 0 && !result.killed,
      ...(result.stderr && { error: result.stderr }),
      durationMs: Date.now() - started,
    });
    return { stdout: result.stdout, stderr: result.stderr, exitCode: result.exitCode, killed: result.killed };
  } catch (error) {
    // The session ended (or the program went) under the run: the host killed it; its words, as a
    // bash run answers them.
    if (!(control.signal.aborted && control.signal.reason instanceof RunStopped)) throw error;
    const message = control.signal.reason.message;
    note(session, 'error', message);
    gate.log({
      command: `node: ${code.split('\n')[0]}`,
      url,
      ok: false,
      error: message,
      durationMs: Date.now() - started,
    });
    return { stdout: '', stderr: `${message}\n`, exitCode: 1, killed: false };
  } finally {
    clientSignal.removeEventListener('abort', onGone);
    if (session.run === control) session.run = undefined;
    session.url = (await tabAddress(session.tabId)) ?? session.url;
    touch(session);
    note(session, 'note', t('interactLocal_runEnded'));
  }
}
