import { ApiError } from '@/lib/api/api-error';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { readInPool } from '@/lib/browser/tab-pool';
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
import { newJobId } from '@/lib/jobs/job-runner';

/**
 * A scrape of an address no tab of the user's shows (a program's, or a document link's): the local
 * engine reads a document (PDF, DOCX…) from its address, and loads any other page in a tab of the
 * pool of background tabs (never the user's active tab, never focused; parked afterwards under the
 * job's id) and reads it as the buttons' scrape does, logged in. A job in History, marked with the
 * client when a program asked (storeInCache:false and zero data retention kept out of it, as for
 * the buttons); returns its id at once.
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
  const id = newJobId();
  const work = engine === 'local' ? inPoolTab(request, id) : scrapeEngine(engine, request, undefined);
  return startScrapeJob({ id, engine, request, ...(client !== undefined && { client }) }, work);
}

/** A document read from its address; any other page in a tab of the pool, parked afterwards under the job's id. */
const inPoolTab =
  (request: ScrapeRequest, jobId: string): JobWork =>
  async (signal, report) =>
    (await readIfDocument(request, signal, report)) ??
    readInPool(request.url, { signal, timeoutMs: request.timeout ?? SCRAPE_DEFAULTS.timeout, owner: jobId }, (tabId) =>
      scrapeLocal(request, tabId)(signal, report),
    );
