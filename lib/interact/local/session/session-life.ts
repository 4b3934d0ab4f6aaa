import { browser } from 'wxt/browser';
import { expiresAt } from '@/lib/interact/local/session/local-session';
import { activeSessions, readMirror, sessionOfTab } from '@/lib/interact/local/session/session-store';
import { releaseTab } from '@/lib/interact/local/session/session-tab';
import { endSession } from '@/lib/interact/local/session/end-session';

/** How often sessions are checked for their time (a session ends at most this late). */
const CHECK_MS = 5_000;
let checker: ReturnType<typeof setInterval> | undefined;

/** Ends the sessions whose time to live, or time without activity, has run out (never one mid-run). */
export async function endExpired(now = Date.now()): Promise<void> {
  for (const session of activeSessions())
    if (!session.run && expiresAt(session) <= now)
      await endSession(session, now - session.lastActivity >= session.activityTtlMs ? 'idle' : 'expired');
  if (!activeSessions().length && checker) {
    clearInterval(checker);
    checker = undefined;
  }
}

/** Starts the check of sessions' time while any runs. */
export function watchExpiry(): void {
  checker ??= setInterval(() => void endExpired(), CHECK_MS);
}

/**
 * The sessions' life in the background: a tab the user closes ends its session (its run stops
 * with words saying so), and at the worker's start the tabs an earlier worker's sessions left are
 * closed (their sessions ended with it: nothing is left behind).
 */
export function watchSessionTabs(): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    const session = sessionOfTab(tabId);
    if (session) void endSession(session, 'tab-closed');
  });
}

export async function closeLeftTabs(): Promise<void> {
  const left = await readMirror();
  const running = new Set(activeSessions().map((s) => s.tabId));
  await Promise.all(left.filter((s) => !running.has(s.tabId)).map((s) => releaseTab(s.tabId)));
}
