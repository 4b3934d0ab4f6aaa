import { ApiError } from '@/lib/api/api-error';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { closeTab, openPoolTab } from '@/lib/browser/background-tab';
import { hasSiteAccess } from '@/lib/permissions/site-access';
import { NO_SITE_ACCESS } from '@/lib/permissions/program-refusal-codes';
import { unscriptableReason } from '@/lib/browser/tabs';
import { scrapeEngine } from '@/lib/engines/choose-engine';
import { scrapeLocal } from '@/lib/engines/local/scrape/scrape-local';
import { readIfDocument } from '@/lib/engines/local/document/read-document';
import { startupDone } from '@/lib/jobs/housekeeping';
import { t } from '@/lib/i18n/t';
import type { JobWork } from '@/lib/jobs/job-runner';
import type { Engine } from '@/lib/jobs/job-schema';
import { startScrapeJob } from '@/lib/jobs/start-scrape';

/**
 * A scrape of an address no tab of the user's shows (a program's, or a document link's): the local
 * engine reads a document (PDF, DOCX…) from its address, and loads any other page in a background
 * tab (never the user's active tab, never focused) and reads it as the buttons' scrape does, logged
 * in. A job in History, marked with the client when a program asked (storeInCache:false and zero
 * data retention kept out of it, as for the buttons); returns its id at once.
 */
export async function startBackgroundScrape(engine: Engine, request: ScrapeRequest, client?: string): Promise<string> {
  await startupDone(); // so the start-up sweep never takes this job for an orphan
  const refusal = unscriptableReason(request.url, engine);
  if (refusal)
    throw new ApiError({ kind: 'invalid-request', message: refusal, details: [{ field: 'url', message: refusal }] });
  // A program cannot answer the browser's permission prompt: the site must be allowed already.
  if (engine === 'local' && !(await hasSiteAccess(request.url)))
    throw new ApiError({
      kind: 'forbidden',
      code: NO_SITE_ACCESS,
      message: t('bridge_noSiteAccess', new URL(request.url).host),
    });
  const work = engine === 'local' ? inBackgroundTab(request) : scrapeEngine(engine, request, undefined);
  return startScrapeJob({ engine, request, ...(client !== undefined && { client }) }, work);
}

/** The local scrape in a tab opened for it and closed after, however the scrape ends. */
const inBackgroundTab =
  (request: ScrapeRequest): JobWork =>
  async (signal, report) => {
    const document = await readIfDocument(request, signal, report);
    if (document) return document;
    let tabId: number | undefined;
    try {
      const timeout = request.timeout ?? SCRAPE_DEFAULTS.timeout;
      tabId = await openPoolTab(request.url, signal, timeout, async (id) => {
        tabId = id;
      });
      return await scrapeLocal(request, tabId)(signal, report);
    } finally {
      if (tabId !== undefined) await closeTab(tabId);
    }
  };
