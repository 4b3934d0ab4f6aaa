import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { BADGE_COLORS } from '@/lib/browser/badge-look';
import { openBackgroundTab, waitUntilLoaded, closeTab } from '@/lib/browser/background-tab';
import { groupTab } from '@/lib/browser/tab-group';
import { setTabBadge } from '@/lib/browser/toolbar-badge';
import { t } from '@/lib/i18n/t';
import type { LocalSession } from '@/lib/interact/local/session/local-session';

// A session's tab: opened in the background (never taking the user's focus), in the user's own
// browser session (logged in), grouped under the program's name where the browser groups tabs,
// and marked on the toolbar badge while it is in front; closed when the session ends.

/** The group of each program's sessions, per program, reused while it exists. */
const groups = new Map<string, number>();

/** A new background tab showing `url`, loaded; `about:blank` for a session of its own. */
export async function openSessionTab(url: string, signal: AbortSignal, timeoutMs: number): Promise<number> {
  const tabId = await openBackgroundTab(url, t('interactLocal_noTab'));
  if (url === 'about:blank') return tabId;
  try {
    await waitUntilLoaded(
      tabId,
      signal,
      timeoutMs,
      () =>
        new ApiError({ kind: 'timeout', message: t('interactLocal_openTimedOut', url, Math.round(timeoutMs / 1000)) }),
    );
  } catch (error) {
    await closeTab(tabId);
    throw error;
  }
  return tabId;
}

/** Shows the user which tab a program acts in: the program's tab group, and the badge while it is in front. */
export async function markSessionTab(session: LocalSession): Promise<void> {
  const group = await groupTab(session.tabId, session.client, 'green', groups.get(session.client));
  if (group !== undefined) groups.set(session.client, group);
  await setTabBadge(session.tabId, {
    text: t('interactLocal_badgeText'),
    color: BADGE_COLORS.acting,
    title: t('interactLocal_badgeTitle', session.client),
  });
}

/**
 * A session's first page, in a tab of its own in place of its blank one (a background tab Chrome
 * may keep unloaded, which a navigation then never loads): opened, marked, and the blank one closed.
 */
export async function replaceBlankTab(
  session: LocalSession,
  url: string,
  until: number,
  signal: AbortSignal,
): Promise<void> {
  const blank = session.tabId;
  session.tabId = await openSessionTab(url, signal, Math.max(1000, until - Date.now()));
  session.url = url;
  await markSessionTab(session);
  await releaseTab(blank);
}

/** Whether the tab is still open, and its address. */
export async function tabAddress(tabId: number): Promise<string | undefined> {
  try {
    const tab = await browser.tabs.get(tabId);
    return tab.url || tab.pendingUrl || 'about:blank';
  } catch {
    return undefined;
  }
}

/** Closes a session's tab (a tab the user closed already is no error). */
export const releaseTab = (tabId: number): Promise<void> => closeTab(tabId);
