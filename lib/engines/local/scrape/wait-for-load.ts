import { sleep } from '@/lib/api/retry-delay';
import { watchTab } from '@/lib/browser/tab-update';

/**
 * After a click or a key press the page may navigate (a submitted form, a followed link): wait
 * until the tab has loaded again before the next action reads it.
 */
export async function waitForLoad(tabId: number, signal: AbortSignal): Promise<void> {
  await sleep(150, signal); // a navigation starts a moment after the event
  await watchTab(tabId, (tab) => tab.status !== 'loading', { signal });
}
