import { browser } from 'wxt/browser';
import { openBackgroundTab } from '@/lib/browser/background-tab';
import { watchTab } from '@/lib/browser/tab-update';
import { t } from '@/lib/i18n/t';
import { loadAfter, type LoadWait } from '@/lib/search/local/tab-load';
import { needsPermission } from '@/lib/search/search-errors';
import { ApiError } from '@/lib/api/api-error';

/** Chrome's and Firefox's `search` API (the `search` permission), as far as a search needs it. */
interface SearchApi {
  query(info: { text: string; tabId?: number }): Promise<void>;
  /** Firefox only: the engines, with the default marked (no address). */
  get?(): Promise<{ name: string; isDefault: boolean }[]>;
}

const searchApi = (): SearchApi | undefined => (browser as unknown as { search?: SearchApi }).search;

export const hasSearchApi = (): boolean => typeof searchApi()?.query === 'function';

/** The name of the browser's default engine where the browser tells it (Firefox), else undefined. */
export async function defaultEngineName(): Promise<string | undefined> {
  const engines = await searchApi()
    ?.get?.()
    .catch(() => undefined);
  return engines?.find((engine) => engine.isDefault)?.name;
}

/**
 * Sends `text` to the browser's default search engine in a new background tab (`onTab` hears of it
 * at once, so a stopped worker can close it) and waits until the results page has loaded. The new
 * tab's own first load must end before the query goes to it: Chromium leaves a tab it is still
 * opening unloaded otherwise (docs/search.md).
 */
export async function searchInBrowser(
  text: string,
  wait: LoadWait,
  onTab: (tabId: number) => Promise<void>,
): Promise<number> {
  const api = searchApi();
  if (!api) throw needsPermission(t('search_needsSearchApi'));
  const tabId = await openBackgroundTab('about:blank', t('batch_noTabOpened'));
  await onTab(tabId);
  if (!(await watchTab(tabId, (tab) => tab.status === 'complete', wait)))
    throw new ApiError({ kind: 'timeout', message: t('search_pageTimeout') });
  await loadAfter(tabId, () => api.query({ text, tabId }), wait, true);
  return tabId;
}
