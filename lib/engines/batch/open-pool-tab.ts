import { browser } from 'wxt/browser';
import { ApiError } from '../../api/api-error';
import { sleep } from '../../api/retry-delay';
import { t } from '../../i18n/t';

/**
 * Loads a page in a background tab of the pool: never active, so it never takes the user's
 * focus. Resolves with the tab once it has loaded; the caller closes it.
 */
export async function openPoolTab(url: string, signal: AbortSignal, timeoutMs: number, onCreated: (tabId: number) => Promise<void>): Promise<number> {
  const tab = await browser.tabs.create({ url, active: false });
  if (tab.id === undefined) throw new ApiError({ kind: 'scrape-failed', message: t('batch_noTabOpened') });
  await onCreated(tab.id);
  const until = Date.now() + timeoutMs;
  await sleep(50, signal);
  while ((await browser.tabs.get(tab.id)).status !== 'complete') {
    if (Date.now() > until) {
      throw new ApiError({ kind: 'timeout', message: t('batch_pageLoadTimeout', timeoutMs / 1000) });
    }
    await sleep(100, signal);
  }
  return tab.id;
}

export const closeTab = (tabId: number) => browser.tabs.remove(tabId).catch(() => undefined);
