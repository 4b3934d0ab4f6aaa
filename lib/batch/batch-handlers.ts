import { newBatchJob } from '@/lib/batch/new-batch-job';
import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { keepAliveWhile } from '@/lib/browser/keep-alive';
import { gatherPages } from '@/lib/batch/gather-pages';
import { localPool } from '@/lib/batch/local-pool';
import { remoteBatch } from '@/lib/batch/remote-batch';
import { localRefusal } from '@/lib/engines/local/scrape/local-support';
import { localHasModel } from '@/lib/engines/local/scrape/local-model-setting';
import { remoteRefusal } from '@/lib/engines/remote/remote-support';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import {
  cancelBatch,
  cancelledBeforeRead,
  endBatch,
  isBatchRunning,
  runBatch,
  type BatchEngine,
} from '@/lib/batch/batch-runner';
import type { BatchPage, BatchSource } from '@/lib/jobs/batch-schema';
import { createBatch, getBatch, reopenFailed } from '@/lib/jobs/batch-store';
import { jobsInStatus } from '@/lib/jobs/history';
import type { BatchJob, Engine } from '@/lib/jobs/job-schema';
import { handle } from '@/lib/messaging/handle';
import { batchMessages } from '@/lib/batch/batch-protocol';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import { startupDone } from '@/lib/jobs/housekeeping';

/** More pages than this is a crawl: the service's crawl is the tool for it. */
export const MAX_BATCH_PAGES = 1000;
/** Wakes a stopped worker while a batch is unfinished, so it resumes without waiting for a click. */
const WAKE_ALARM = 'batch-resume';

/**
 * A job whose pages are found as it runs (a crawl, a search) is run by the engine its feature
 * registered (registerGrowingBatches); any other batch by the pool of tabs, or the service's
 * batch scrape.
 */
const growing: ((batch: BatchJob) => BatchEngine | undefined)[] = [];

export function registerGrowingBatches(engineFor: (batch: BatchJob) => BatchEngine | undefined): void {
  growing.push(engineFor);
}

function engineFor(batch: BatchJob): BatchEngine {
  for (const registered of growing) {
    const engine = registered(batch);
    if (engine) return engine;
  }
  if (batch.crawl) throw new ApiError({ kind: 'invalid-request', message: t('batch_noGrowingEngine') });
  return batch.engine === 'remote' ? remoteBatch() : localPool(batch.concurrency);
}

/** Runs or resumes a batch (a crawl too: a batch that grows) in this worker, once, keeping the worker alive. */
export function resume(batchId: string): void {
  if (isBatchRunning(batchId)) return;
  void browser.alarms.create(WAKE_ALARM, { periodInMinutes: 0.5 });
  void keepAliveWhile(() => runBatch(batchId, engineFor)).finally(async () => {
    if (!(await runningBatches()).length) await browser.alarms.clear(WAKE_ALARM);
  });
}

const runningBatches = async () =>
  (await jobsInStatus('running')).filter((job) => job.kind === 'batch').map((job) => job.id);

async function resumeAll(): Promise<void> {
  await startupDone();
  for (const id of await runningBatches()) resume(id);
}

export async function startBatch(
  engine: Engine,
  source: BatchSource,
  options: ScrapeDefaults,
  pages: BatchPage[],
  /** A bridge batch's: the program that asked, and its pool size. */
  by: Pick<BatchJob, 'client' | 'concurrency'> = {},
): Promise<{ jobId: string }> {
  await startupDone();
  const refuse = (message: string) =>
    new ApiError({ kind: 'invalid-request', message, details: [{ field: 'pages', message }] });
  if (!pages.length) throw refuse(t('batch_chooseAtLeastOnePage'));
  if (pages.length > MAX_BATCH_PAGES) throw refuse(tPlural('batch_tooManyPages', MAX_BATCH_PAGES, pages.length));
  const checked = scrapeRequestSchema.safeParse({ ...options, url: pages[0]!.url });
  if (!checked.success) throw refuse(t('batch_optionsInvalid', checked.error.issues[0]?.message ?? ''));
  const refusal = engine === 'local' ? localRefusal(options, await localHasModel()) : remoteRefusal(options);
  if (refusal) throw refuse(refusal);
  const job = await newBatchJob({
    engine,
    title: tPlural('batch_title', pages.length),
    source,
    options,
    total: pages.length,
    ...by,
  });
  await createBatch(job, pages);
  resume(job.id);
  return { jobId: job.id };
}

/** "Retry failed": the failed and cancelled pages run again in the same batch. */
export async function retryFailedPages(batchId: string): Promise<{ jobId: string }> {
  if (isBatchRunning(batchId))
    throw new ApiError({
      kind: 'invalid-request',
      message: t('batch_stillRunning'),
    });
  // The service's crawl reads a site, not single pages: its failed pages go to a batch instead.
  const batch = await getBatch(batchId);
  if (batch?.crawl && batch.engine === 'remote')
    throw new ApiError({ kind: 'invalid-request', message: t('crawl_remoteRetry') });
  const reopened = await reopenFailed(batchId);
  if (!reopened)
    throw new ApiError({
      kind: 'invalid-request',
      message: t('batch_nothingToRetry'),
    });
  resume(batchId);
  return { jobId: batchId };
}

/** Stops a batch (or crawl): the run in this worker, or, when none runs here, its record. */
export async function cancelBatchJob(batchId: string): Promise<{ cancelled: boolean }> {
  if (cancelBatch(batchId)) return { cancelled: true };
  // Not running in this worker (cut off, not resumed yet): end it here.
  const batch = await getBatch(batchId);
  if (batch?.status !== 'running') return { cancelled: false };
  await endBatch(batchId, 'cancelled', cancelledBeforeRead());
  return { cancelled: true };
}

export function registerBatchHandlers(): void {
  handle(batchMessages, 'startBatch', ({ engine, source, options, pages }) =>
    startBatch(engine, source, options, pages),
  );
  handle(batchMessages, 'cancelBatch', ({ jobId }) => cancelBatchJob(jobId));
  handle(batchMessages, 'gatherPages', (request) => gatherPages(request));
  // A worker that starts (after a restart, or woken by the alarm) picks up unfinished batches.
  void resumeAll();
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === WAKE_ALARM) void resumeAll();
  });
}
