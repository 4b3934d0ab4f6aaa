import { ApiError } from '@/lib/api/api-error';
import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { resolveTab, unscriptableReason } from '@/lib/browser/tabs';
import { scrapeEngine } from '@/lib/engines/choose-engine';
import { getJob, getJobSummary } from '@/lib/jobs/history';
import { cancelJob, newJobId } from '@/lib/jobs/job-runner';
import type { Engine } from '@/lib/jobs/job-schema';
import { startScrapeJob } from '@/lib/jobs/start-scrape';
import { startParseOf } from '@/lib/engines/start-parse';
import { startBackgroundScrape } from '@/lib/scrape/background-scrape';
import { stageBlob, stagedFile } from '@/lib/jobs/staged-files';
import { handle } from '@/lib/messaging/handle';
import { scrapeMessages } from '@/lib/scrape/scrape-protocol';
import { t } from '@/lib/i18n/t';
import { retryFailedPages } from '@/lib/batch';
import { startupDone } from '@/lib/jobs/housekeeping';
import { warmTab } from '@/lib/engines/local/scrape/warm-tab';

/** Starts a scrape job and returns at once; the job runs on and is written to history. */
export async function startScrape(engine: Engine, request: ScrapeRequest, tabId?: number): Promise<{ jobId: string }> {
  await startupDone(); // so the start-up sweep never takes this job for an orphan
  const tab = engine === 'local' || tabId !== undefined ? await resolveTab(tabId) : undefined;
  const url = request.url;
  const refusal = unscriptableReason(engine === 'local' ? tab?.url : url, engine);
  if (refusal)
    throw new ApiError({ kind: 'invalid-request', message: refusal, details: [{ field: 'url', message: refusal }] });
  const jobId = startScrapeJob(
    { engine, request, tabId: tab?.id, title: tab?.url === url ? tab.title : undefined },
    scrapeEngine(engine, request, tab),
  );
  return { jobId };
}

export async function startParse(engine: Engine, fileId: string, options: ParseOptions): Promise<{ jobId: string }> {
  await startupDone();
  // The staged file's id becomes the job's, so the file already sits where a retry and a delete
  // look for it: moving a large Blob between keys cost a parse 5-12 ms.
  const [staged, existing] = await Promise.all([stagedFile(fileId), getJobSummary(fileId)]);
  if (existing)
    throw new ApiError({
      kind: 'invalid-request',
      message: t('jobs_fileAlreadySent'),
    });
  if (!staged) throw new ApiError({ kind: 'invalid-request', message: t('jobs_fileNotReadBack') });
  return startParseOf(fileId, engine, staged.blob, staged.name, options);
}

async function retry(jobId: string): Promise<{ jobId: string }> {
  const job = await getJob(jobId);
  if (!job) throw new ApiError({ kind: 'invalid-request', message: t('jobs_jobGone') });
  // A local scrape with no tab of the user's (a program's, a document link's) runs again the same
  // way, not on the active tab; a program's on the service too.
  if (job.kind === 'scrape' && (job.client !== undefined || job.engine === 'local') && job.tabId === undefined)
    return { jobId: await startBackgroundScrape(job.engine, job.request, job.client) };
  if (job.kind === 'scrape')
    return startScrape(job.engine, job.request, job.engine === 'local' ? job.tabId : undefined);
  if (job.kind === 'batch') return retryFailedPages(job.id);
  const file = await stagedFile(job.id);
  if (!file)
    throw new ApiError({
      kind: 'invalid-request',
      message: t('localParse_fileGone', job.fileName),
    });
  const nextId = newJobId();
  await stageBlob(nextId, file.blob, file.name);
  return startParseOf(
    nextId,
    job.engine,
    file.blob,
    file.name,
    job.options,
    job.url ? { url: job.url, title: job.title } : undefined,
  );
}

export function registerJobHandlers(): void {
  handle(scrapeMessages, 'startScrape', ({ engine, request, tabId }) => startScrape(engine, request, tabId));
  handle(scrapeMessages, 'warmTab', async ({ tabId }) => ({ practised: await warmTab(tabId) }));
  handle(scrapeMessages, 'startParse', ({ engine, fileId, options }) => startParse(engine, fileId, options));
  handle(scrapeMessages, 'cancelJob', async ({ jobId }) => ({ cancelled: cancelJob(jobId) }));
  handle(scrapeMessages, 'retryJob', ({ jobId }) => retry(jobId));
  handle(scrapeMessages, 'getJob', async ({ jobId }) => (await getJob(jobId)) ?? null);
}
