import { t } from '@/lib/i18n/t';
/** Resolves once an element matches (checked every 100 ms); rejects after `timeoutMs`. */
export async function waitForSelector(selector: string, timeoutMs: number): Promise<void> {
  document.querySelector(selector); // an invalid selector throws at once, not after the wait
  const until = Date.now() + timeoutMs;
  while (!document.querySelector(selector)) {
    if (Date.now() > until) throw new Error(t('localScrape_waitTimedOut', selector, Math.round(timeoutMs / 1000)));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
