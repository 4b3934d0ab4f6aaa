import { ApiError } from '@/lib/api/api-error';
import type { DetachReason } from '@/lib/cdp-relay/chrome-debugger';
import type { SessionChecks } from '@/lib/cdp-relay/command-policy';
import { t } from '@/lib/i18n/t';

/**
 * An interact session as the relay takes it: a tab the user has already consented to let a
 * program act on (consent is the interact session's, asked before this is called).
 */
export interface CdpSession extends SessionChecks {
  /** The session's id (letters, digits, `-` and `_`, at most 128): cdpUrl's last segment. */
  id: string;
  tabId: number;
  /**
   * Chrome let go of the tab under a connected program: `canceled_by_user` (the user's Cancel on
   * Chrome's "started debugging this browser" bar: the relay has ended the session's cdpUrl, and
   * the session should end too) or `target_closed` (the tab closed, or went to a page the debugger
   * may not reach). `words` say so, for the session's answer.
   */
  onDebuggerEnded?(end: { reason: DetachReason; words: string }): void;
}

/** The answer of a node run, with the provider's fields (`result` is stdout again). */
export interface NodeRunResult {
  stdout: string;
  result: string;
  stderr: string;
  exitCode: number;
  killed: boolean;
}

/** The codes a program reads when node code or cdpUrl is refused. */
export const CDP_CODES = {
  firefox: 'INTERACT_NODE_UNAVAILABLE_IN_FIREFOX',
  noDebugger: 'INTERACT_DEBUGGER_NOT_ALLOWED',
  notConnected: 'INTERACT_BRIDGE_NOT_CONNECTED',
  badSession: 'INTERACT_SESSION_INVALID',
  badRun: 'BAD_REQUEST',
} as const;

/** Firefox has no debugger API: node and cdpUrl are refused there at once, naming what works. */
export const firefoxRefusal = (): ApiError =>
  new ApiError({ kind: 'bad-request', status: 400, code: CDP_CODES.firefox, message: t('cdpRelay_firefox') });

export const notConnected = (): ApiError =>
  new ApiError({ kind: 'network', status: 503, code: CDP_CODES.notConnected, message: t('cdpRelay_notConnected') });
