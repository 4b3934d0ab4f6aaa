import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { watchTab } from '@/lib/browser/tab-update';
import { t } from '@/lib/i18n/t';

/** How long a press in the page is given to start a load before it counts as changing the page in place. */
const START_MS = 1_500;

export interface LoadWait {
  signal: AbortSignal;
  /** The search's deadline (ms since the epoch). */
  until: number;
}

/**
 * Runs `trigger` (a search sent to the tab, a link followed, a form sent) and waits until the
 * load it started has ended. True when a load happened; false when none started (the page
 * changed in place, or not at all). Listening starts before the trigger, so no load is missed.
 * `mustLoad`: the trigger always starts a load (a query sent to a blank tab): it is waited for.
 */
export async function loadAfter(
  tabId: number,
  trigger: () => Promise<unknown>,
  wait: LoadWait,
  mustLoad = false,
): Promise<boolean> {
  let loading = false;
  const onUpdated = (id: number, change: { status?: string }) => {
    if (id === tabId && change.status === 'loading') loading = true;
  };
  browser.tabs.onUpdated.addListener(onUpdated);
  try {
    await trigger();
    const startBy = Date.now() + START_MS;
    const tab = await watchTab(
      tabId,
      (tab) => {
        if (tab.status === 'loading') loading = true;
        // A query sent to a blank tab always loads a page, however long the browser takes to start
        // it (Firefox under load: over START_MS), so it is waited for until the search's deadline.
        if (mustLoad) return loading && tab.status === 'complete' && tab.url !== 'about:blank';
        return loading ? tab.status === 'complete' : Date.now() > startBy;
      },
      wait,
    );
    if (!tab) throw new ApiError({ kind: 'timeout', message: t('search_pageTimeout') });
    return loading;
  } finally {
    browser.tabs.onUpdated.removeListener(onUpdated);
  }
}
