import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { sleep } from '@/lib/api/retry-delay';
import { watchTab } from '@/lib/browser/tab-update';

/**
 * Opens a page in a background tab: never active, so it never takes the user's focus. The caller
 * closes it. (Pages read many at a time go through the pool, tab-pool.ts; a monitor's check opens
 * its own.)
 */
export async function openBackgroundTab(url: string, noTabMessage: string): Promise<number> {
  const tab = await browser.tabs.create({ url, active: false });
  if (tab.id === undefined) throw new ApiError({ kind: 'scrape-failed', message: noTabMessage });
  return tab.id;
}

/** Waits until the tab shows its page (not the blank page a new tab starts on), or throws `timedOut()`. */
export async function waitUntilLoaded(
  tabId: number,
  signal: AbortSignal,
  timeoutMs: number,
  timedOut: () => ApiError,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  await sleep(50, signal);
  const shown = (tab: { status?: string; url?: string }) =>
    tab.status === 'complete' && !!tab.url && tab.url !== 'about:blank';
  if (!(await watchTab(tabId, shown, { signal, until }))) throw timedOut();
}

export const closeTab = (tabId: number) => browser.tabs.remove(tabId).catch(() => undefined);
