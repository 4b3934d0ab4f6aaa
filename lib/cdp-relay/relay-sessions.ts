import { browser } from 'wxt/browser';
import { SESSION_ID } from '@/bridge-host/cdp/cdp-paths.mjs';
import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { browserFacts, type BrowserFacts } from '@/lib/cdp-relay/browser-facts';
import { chromeDebugger, type DetachReason } from '@/lib/cdp-relay/chrome-debugger';
import { CDP_CODES, firefoxRefusal, notConnected, type CdpSession } from '@/lib/cdp-relay/cdp-session';
import { cdpUrlFor, currentHost, postToHost } from '@/lib/cdp-relay/host-port';
import { createTabRelay, type TabAccess, type TabRelay } from '@/lib/cdp-relay/tab-relay';
import { t } from '@/lib/i18n/t';
import { hasDebuggerAccess } from '@/lib/permissions/debugger-access';

// The sessions whose tab the relay serves, and the one DevTools client each may have at a time
// (a node run's Playwright, or a program's own connection to cdpUrl). The debugger is attached
// while a client is connected and let go when it leaves: every client starts from a fresh debugger
// session (Runtime.enable reports the page's contexts again), and Chrome's "started debugging"
// bar shows only while a program is connected.

/** WebSocket close codes the host sends the client (RFC 6455 §7.4.1). */
const GOING_AWAY = 1001;
const POLICY = 1008;
const FAILED = 1011;

interface Live {
  session: CdpSession;
  client?: { conn: string; relay: TabRelay };
}

const live = new Map<string, Live>();
const sessionOfConn = new Map<string, string>();
let facts: Promise<BrowserFacts> | undefined;
const browserOnce = () => (facts ??= browserFacts());

const tabAccess: TabAccess = {
  activate: async (tabId) => {
    await browser.tabs.update(tabId, { active: true });
  },
  close: async (tabId) => {
    await browser.tabs.remove(tabId);
  },
};

/** Chrome's session ids are 32 upper-case hexadecimal digits; the relay's look the same. */
const newSessionId = () => crypto.randomUUID().replaceAll('-', '').toUpperCase();

const isSession = (session: CdpSession) =>
  typeof session?.id === 'string' && SESSION_ID.test(session.id) && Number.isInteger(session.tabId);

/** Whether the relay serves this session now. */
export const isRelayed = (sessionId: string): boolean => live.has(sessionId);

/**
 * Serves an already-consented session's tab at a DevTools address on the bridge (Chrome only).
 * Calling it again for the same session answers the same address. Throws an ApiError with a
 * `code`: Firefox, no debugger permission, the bridge not connected, a session without id or tab.
 */
export async function startCdpRelay(session: CdpSession): Promise<{ cdpUrl: string }> {
  if (!chromeDebugger()) throw firefoxRefusal();
  if (!isSession(session)) {
    throw new ApiError({ kind: 'invalid-request', code: CDP_CODES.badSession, message: t('cdpRelay_badSession') });
  }
  if (!(await hasDebuggerAccess())) {
    throw new ApiError({
      kind: 'forbidden',
      status: 403,
      code: CDP_CODES.noDebugger,
      message: t('cdpRelay_noDebugger'),
    });
  }
  const host = currentHost();
  if (!host) throw notConnected();
  live.set(session.id, { ...live.get(session.id), session });
  postToHost({ type: 'cdp-session', session: session.id, open: true, browser: await browserOnce() });
  return { cdpUrl: cdpUrlFor(host, session.id) };
}

/** Ends the session's address: its client (if any) is let go with `words`, the debugger detached. */
export async function stopCdpRelay(sessionId: string, words = t('cdpRelay_sessionEnded')): Promise<void> {
  const entry = live.get(sessionId);
  if (!entry) return;
  live.delete(sessionId);
  const client = entry.client;
  if (client) sessionOfConn.delete(client.conn);
  postToHost({ type: 'cdp-session', session: sessionId, open: false, reason: words });
  await client?.relay.close();
}

function endClient(conn: string, code: number, reason: string): void {
  postToHost({ type: 'cdp-end', conn, code, reason });
}

function release(entry: Live, conn: string): void {
  if (entry.client?.conn === conn) delete entry.client;
  sessionOfConn.delete(conn);
}

/** Chrome let go of the tab under a client: the client goes, and the session hears why. */
function debuggerEnded(sessionId: string, conn: string, end: { reason: DetachReason; words: string }): void {
  const entry = live.get(sessionId);
  endClient(conn, GOING_AWAY, end.words);
  if (!entry) return;
  release(entry, conn);
  // The user's Cancel is the user saying stop: no program re-attaches behind it.
  if (end.reason === 'canceled_by_user') void stopCdpRelay(sessionId, end.words);
  entry.session.onDebuggerEnded?.(end);
}

/** The host took a client's WebSocket for a session; its messages may follow at once. */
export async function clientConnected(conn: string, sessionId: string): Promise<void> {
  const entry = live.get(sessionId);
  const api = chromeDebugger();
  if (!entry || !api) return endClient(conn, POLICY, t('cdpRelay_sessionEnded'));
  if (entry.client) return endClient(conn, POLICY, t('cdpRelay_busy'));
  const { session } = entry;
  const relay = createTabRelay({
    tabId: session.tabId,
    api,
    tabs: tabAccess,
    browser: browserOnce,
    toClient: (message) => postToHost({ type: 'cdp-out', conn, text: JSON.stringify(message) }),
    onEnd: (end) => debuggerEnded(sessionId, conn, end),
    newSessionId,
    ...(session.navigation ? { navigation: (url: string) => session.navigation!(url) } : {}),
    ...(session.upload ? { upload: (files: readonly string[]) => session.upload!(files) } : {}),
  });
  entry.client = { conn, relay };
  sessionOfConn.set(conn, sessionId);
  try {
    await relay.start();
  } catch (error) {
    release(entry, conn);
    endClient(conn, FAILED, errorText(error));
  }
}

export function clientSent(conn: string, text: string): void {
  const sessionId = sessionOfConn.get(conn);
  const client = sessionId === undefined ? undefined : live.get(sessionId)?.client;
  if (client?.conn === conn) client.relay.fromClient(text);
}

/** The client went away (closed its WebSocket, or the host let it go): the debugger lets go too. */
export async function clientLeft(conn: string): Promise<void> {
  const sessionId = sessionOfConn.get(conn);
  const entry = sessionId === undefined ? undefined : live.get(sessionId);
  sessionOfConn.delete(conn);
  const client = entry?.client;
  if (!entry || client?.conn !== conn) return;
  delete entry.client;
  await client.relay.close();
}

/** A host (again): it learns the open sessions, so their addresses work after a reconnect. */
export async function announceSessions(): Promise<void> {
  for (const sessionId of live.keys()) {
    postToHost({ type: 'cdp-session', session: sessionId, open: true, browser: await browserOnce() });
  }
}

/** The host went away: its clients are gone, so every debugger lets go; the sessions stay. */
export async function dropClients(): Promise<void> {
  const closing: Promise<void>[] = [];
  for (const entry of live.values()) {
    if (entry.client) closing.push(entry.client.relay.close());
    delete entry.client;
  }
  sessionOfConn.clear();
  await Promise.all(closing);
}
