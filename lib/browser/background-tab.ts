import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { sleep } from '@/lib/api/retry-delay';
import { t } from '@/lib/i18n/t';
import { watchTab } from '@/lib/browser/tab-update';

/** Opens a page in a background tab: never active, so it never takes the user's focus. The caller closes it. */
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

/**
 * A batch page in a tab of the pool, loaded; `onCreated` records the tab before the wait so a stopped worker can close
 * it.
 */
export async function openPoolTab(
  url: string,
  signal: AbortSignal,
  timeoutMs: number,
  onCreated: (tabId: number) => Promise<void>,
): Promise<number> {
  const tabId = await openBackgroundTab(url, t('batch_noTabOpened'));
  await onCreated(tabId);
  await waitUntilLoaded(
    tabId,
    signal,
    timeoutMs,
    () => new ApiError({ kind: 'timeout', message: t('batch_pageLoadTimeout', timeoutMs / 1000) }),
  );
  return tabId;
}

export const closeTab = (tabId: number) => browser.tabs.remove(tabId).catch(() => undefined);
