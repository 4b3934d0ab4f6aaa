import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import type { LocalSession } from '@/lib/interact/local/session/local-session';
import type { RunResult } from '@/lib/interact/local/run/run-result';

/** The code a refused `node` run carries. */
export const NODE_UNAVAILABLE = 'INTERACT_NODE_UNAVAILABLE';

/** Whether Chrome's debugger API is here: node code needs it (Firefox has none). */
const hasDebuggerApi = () => typeof (globalThis as { chrome?: { debugger?: unknown } }).chrome?.debugger === 'object';

/**
 * Whether `language: "node"` runs in this browser, and if not, why in words. Node code runs in the
 * bridge's host with a Playwright `page` on a DevTools relay of the session's tab (Chrome only);
 * until that relay is built, it is refused everywhere, and in Firefox for good.
 */
export function nodeSupport(): { ok: true } | { ok: false; code: string; message: string } {
  if (!hasDebuggerApi()) return { ok: false, code: NODE_UNAVAILABLE, message: t('interactLocal_nodeNotInFirefox') };
  return { ok: false, code: NODE_UNAVAILABLE, message: t('interactLocal_nodeNotYet') };
}

/** Runs node code in the session's tab (the CDP relay's part); refused until it is built. */
export async function runNodeInSession(_session: LocalSession, _code: string, _timeoutSec: number): Promise<RunResult> {
  const support = nodeSupport();
  throw new ApiError({
    kind: 'invalid-request',
    code: NODE_UNAVAILABLE,
    message: support.ok ? t('interactLocal_nodeNotYet') : support.message,
  });
}
