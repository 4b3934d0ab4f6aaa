/**
 * The DevTools relay for interact sessions (docs/interact.md, "node and cdpUrl"; Chrome only):
 * one consented tab served to Playwright or Puppeteer at a `cdpUrl` on the bridge, and a
 * program's `node` code run by the bridge's host with Playwright's `page` on that tab.
 *
 *   startCdpRelay(session) → { cdpUrl }                   serve the session's tab (idempotent)
 *   stopCdpRelay(sessionId, words?)                        end it: the client is let go, the debugger detached
 *   runNodeInSession(session, code, timeoutSeconds, signal?)
 *     → { stdout, result, stderr, exitCode, killed }       starts the relay when needed
 *   cdpRelayUnavailable() → ApiError | undefined           Firefox's refusal, to answer at once
 *   cdpHostConnected() → boolean                           the bridge's host is there to serve it
 *
 * `session` is `{ id, tabId, onDebuggerEnded?, navigation?, upload? }` (cdp-session.ts): the tab
 * the user already consented to let the program act on. Refusals are ApiErrors with a `code`
 * (CDP_CODES, and the host's: INTERACT_SESSION_NOT_FOUND, INTERACT_CDP_BUSY,
 * INTERACT_NODE_PLAYWRIGHT_MISSING…). The bridge wires the host's link with connectCdpHost,
 * disconnectCdpHost and receiveCdpHostMessage.
 */
import { chromeDebugger } from '@/lib/cdp-relay/chrome-debugger';
import { firefoxRefusal } from '@/lib/cdp-relay/cdp-session';
import { currentHost } from '@/lib/cdp-relay/host-port';
import { runNodeInSession } from '@/lib/cdp-relay/node-run';
import { startCdpRelay, stopCdpRelay } from '@/lib/cdp-relay/relay-sessions';

export { CDP_CODES, type CdpSession, type NodeRunResult } from '@/lib/cdp-relay/cdp-session';
export type { SessionChecks } from '@/lib/cdp-relay/command-policy';
export type { CdpHost } from '@/lib/cdp-relay/host-port';
export { connectCdpHost, disconnectCdpHost, receiveCdpHostMessage } from '@/lib/cdp-relay/host-messages';
export { runNodeInSession, startCdpRelay, stopCdpRelay };

/** Node code and cdpUrl's refusal where Chrome's debugger does not exist (Firefox), else undefined. */
export const cdpRelayUnavailable = () => (chromeDebugger() ? undefined : firefoxRefusal());

/** Whether the bridge's host is connected, so a session's tab can be served and node code run. */
export const cdpHostConnected = (): boolean => currentHost() !== undefined;

/**
 * At the worker's start. The relay itself starts from the interact session; this only gives the
 * end-to-end test its way in (test/e2e/interact-cdp.e2e.ts): the functions above on the worker's
 * global, which only code already running in the worker (DevTools, a test driving the browser)
 * can reach, and which grant it nothing it could not do with chrome.debugger itself.
 */
export function registerCdpRelay(): void {
  Object.assign(globalThis, { wdeCdpRelay: { startCdpRelay, stopCdpRelay, runNodeInSession } });
}
