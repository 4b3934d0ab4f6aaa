import { ask } from '@/lib/app/ask';

/**
 * Asks the background to ready a tab for its first local scrape (warm-tab.ts), from a view where
 * the user is about to scrape it. Nothing rides on the answer: a tab that cannot be warmed is
 * scraped cold. No zod here: the popup's first module imports it.
 */
export function askWarmTab(tabId: number): void {
  void ask('warmTab', { tabId }).catch(() => undefined);
}
