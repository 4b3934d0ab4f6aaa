import { ApiError } from '@/lib/api/api-error';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { closeTab, openBackgroundTab, waitUntilLoaded } from '@/lib/browser/background-tab';
import { scrapeLocal } from '@/lib/engines/local/scrape/scrape-local';
import { readIfDocument } from '@/lib/engines/local/document/read-document';
import { t } from '@/lib/i18n/t';

const LOAD_TIMEOUT_MS = 45_000;

/**
 * Reads a watched page with the local engine and the monitor's scrape options, freshly loaded in
 * a background tab that never takes focus and is closed afterwards: a tab that already shows the
 * page may show it as it was when it loaded (or as the user changed it), so it is not read, and
 * "Check now" sees the page as it is now. The background tab has the browser's cookies, so a page
 * behind a login reads as the user's. Formats are the monitor's own (markdown); history's cache is
 * never used.
 */
export async function readWatchedPage(request: ScrapeRequest, signal: AbortSignal): Promise<ParseData> {
  const scrape: ScrapeRequest = {
    ...request,
    formats: ['markdown'],
    maxAge: undefined,
    changeTrackingOptions: undefined,
  };
  const document = await readIfDocument(scrape, signal);
  if (document) return document;
  const tabId = await openBackgroundTab(request.url, t('monitor_noTabOpened'));
  try {
    await waitUntilLoaded(
      tabId,
      signal,
      LOAD_TIMEOUT_MS,
      () =>
        new ApiError({ kind: 'timeout', message: t('monitor_loadTimeout', LOAD_TIMEOUT_MS / 1000), retryable: true }),
    );
    return await scrapeLocal(scrape, tabId)(signal, () => undefined);
  } finally {
    await closeTab(tabId);
  }
}
