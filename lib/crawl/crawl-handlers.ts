import { registerGrowingBatches } from '@/lib/batch';
import { crawlEngine } from '@/lib/crawl/crawl-engine';
import { newBatchJob } from '@/lib/batch';
import { crawlCalls } from '@/lib/crawl/crawl-calls';
import { ApiError } from '@/lib/api/api-error';
import { invalidRequest } from '@/lib/api/field-errors';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { CRAWL_LIMIT, crawlOptionsFromPreview, localCrawlLimit } from '@/lib/api/schemas/crawl';
import { cancelBatchJob, resume } from '@/lib/batch';
import { isBatchRunning } from '@/lib/batch';
import { hasSiteAccess } from '@/lib/permissions/site-access';
import { remoteClient } from '@/lib/engines/remote/remote-client';
import { localRefusal } from '@/lib/engines/local/scrape/local-support';
import { localHasModel } from '@/lib/engines/local/scrape/local-model-setting';
import { remoteRefusal } from '@/lib/engines/remote/remote-support';
import { startupDone } from '@/lib/jobs/housekeeping';
import { t } from '@/lib/i18n/t';
import type { BatchJob, Engine } from '@/lib/jobs/job-schema';
import { handle } from '@/lib/messaging/handle';
import { crawlMessages } from '@/lib/crawl/crawl-protocol';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import { crawlKey } from '@/lib/crawl/crawl-key';
import { crawlSpecSchema, type CrawlSpec } from '@/lib/api/schemas/crawl-spec';
import { createCrawl } from '@/lib/crawl/crawl-store';
import { jobOfRemoteCrawl, openRemoteCrawl } from '@/lib/crawl/remote-crawl-jobs';
import { localMap } from '@/lib/crawl/local-map';
import { stoppedAtServiceAlready } from '@/lib/crawl/remote-crawl';
import type { MapOptions } from '@/lib/crawl/map-schema';

/** Starts a crawl as a job; the local engine first checks it may read the site (asked for in the click). */
export async function startCrawl(
  engine: Engine,
  input: CrawlSpec,
  options: ScrapeDefaults,
  /** A bridge crawl's: the program that asked. */
  by: Pick<BatchJob, 'client'> = {},
): Promise<{ jobId: string }> {
  await startupDone();
  const checked = crawlSpecSchema.safeParse(input);
  if (!checked.success) throw invalidRequest('crawl', checked.error);
  const crawl = checked.data;
  const refuse = (message: string, field = 'options') =>
    new ApiError({ kind: 'invalid-request', message, details: [{ field, message }] });
  const scrape = scrapeRequestSchema.safeParse({ ...options, url: crawl.url });
  if (!scrape.success) throw refuse(t('batch_optionsInvalid', scrape.error.issues[0]?.message ?? ''));
  const remoteProblem = engine === 'remote' ? remoteRefusal(options) : undefined;
  if (remoteProblem) throw refuse(remoteProblem);
  if (engine === 'local') {
    const limit = localCrawlLimit.safeParse(crawl.limit ?? CRAWL_LIMIT.default);
    if (!limit.success) throw refuse(limit.error.issues[0]?.message ?? '', 'limit');
    const refusal = localRefusal(options, await localHasModel());
    if (refusal) throw refuse(refusal);
    if (!(await hasSiteAccess(crawl.url))) throw refuse(t('batch_noSiteAccess', new URL(crawl.url).host), 'url');
  }
  const job = await newBatchJob({
    engine,
    title: t('crawl_title', new URL(crawl.url).host),
    source: 'crawl',
    crawl,
    options,
    total: engine === 'local' ? 1 : 0,
    ...by,
  });
  const key = crawlKey(crawl.url, { ignoreQueryParameters: crawl.ignoreQueryParameters ?? false }) ?? crawl.url;
  // The service reports its start page with the others: a pending start item would never finish.
  await createCrawl(job, engine === 'local' ? { url: crawl.url, key, depth: 0 } : undefined);
  resume(job.id);
  return { jobId: job.id };
}

/** The service's crawl and map calls, with the user's key. */
const serviceCrawls = async () => crawlCalls((await remoteClient()).transport);

async function previewCrawl(url: string, prompt: string): Promise<{ crawl: Partial<CrawlSpec> }> {
  const answer = await (await serviceCrawls()).crawlParamsPreview({ url, prompt });
  // Only the options a crawl takes that pass their own checks: the service may add others.
  return { crawl: crawlOptionsFromPreview(answer.data) };
}

async function mapSite(engine: Engine, map: MapOptions) {
  if (engine === 'local') return localMap(map, AbortSignal.timeout(120_000));
  const { deeper: _deeper, ...request } = map;
  const answer = await (await serviceCrawls()).map(request);
  return { links: answer.links };
}

async function cancelRemoteCrawl(id: string): Promise<{ cancelled: boolean }> {
  // The service is asked first and answers before we do, so a refreshed list no longer shows the
  // crawl; then the job following it stops here, without asking the service a second time.
  await (await serviceCrawls()).crawlCancel(id);
  const jobId = await jobOfRemoteCrawl(id);
  if (jobId && isBatchRunning(jobId)) stoppedAtServiceAlready(id);
  if (jobId) await cancelBatchJob(jobId);
  return { cancelled: true };
}

export function registerCrawlHandlers(): void {
  // A crawl is a batch whose pages grow: batch runs and resumes it with the crawl's engine.
  registerGrowingBatches(crawlEngine);
  handle(crawlMessages, 'activeCrawls', async () => (await remoteClient()).activeCrawls());
  handle(crawlMessages, 'startCrawl', ({ engine, crawl, options }) => startCrawl(engine, crawl, options));
  handle(crawlMessages, 'previewCrawl', ({ url, prompt }) => previewCrawl(url, prompt));
  handle(crawlMessages, 'mapSite', ({ engine, map }) => mapSite(engine, map));
  handle(crawlMessages, 'openRemoteCrawl', ({ id, url }) => openRemoteCrawl(id, url));
  handle(crawlMessages, 'cancelRemoteCrawl', ({ id }) => cancelRemoteCrawl(id));
}
