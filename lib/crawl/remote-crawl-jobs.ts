import { newBatchJob } from '@/lib/batch';
import { ApiError } from '@/lib/api/api-error';
import { resume } from '@/lib/batch';
import { getBatch } from '@/lib/jobs/batch-store';
import { jobsInStatus } from '@/lib/jobs/history';
import { t } from '@/lib/i18n/t';
import { crawlKey } from '@/lib/crawl/crawl-key';
import { createCrawl } from '@/lib/crawl/crawl-store';

/** The job that follows a crawl started elsewhere: one per service crawl, found again by its id. */
const adoptedId = (remoteId: string) => `crawl-${remoteId}`;

/** The job following this service crawl, if any: one the extension started, or one opened from Active crawls. */
export async function jobOfRemoteCrawl(remoteId: string): Promise<string | undefined> {
  const running = (await jobsInStatus('running')).find((job) => job.kind === 'batch' && job.remoteId === remoteId);
  if (running) return running.id;
  return (await getBatch(adoptedId(remoteId))) ? adoptedId(remoteId) : undefined;
}

/**
 * Opens a crawl listed in Active crawls as a job: its pages are read from the service's status
 * as they arrive, like a crawl started here. Opening it again shows the same job.
 */
export async function openRemoteCrawl(remoteId: string, url: string | undefined): Promise<{ jobId: string }> {
  const known = await jobOfRemoteCrawl(remoteId);
  if (known) {
    const job = await getBatch(known);
    if (job?.status === 'running') resume(known);
    return { jobId: known };
  }
  const start = url ?? '';
  if (!crawlKey(start, { ignoreQueryParameters: false }))
    throw new ApiError({ kind: 'invalid-request', message: t('crawl_listedWithoutAddress') });
  const job = await newBatchJob({
    id: adoptedId(remoteId),
    engine: 'remote',
    title: t('crawl_title', new URL(start).host),
    source: 'crawl',
    crawl: { url: start },
    options: {},
    total: 0,
    remoteId,
  });
  await createCrawl(job, undefined);
  resume(job.id);
  return { jobId: job.id };
}
