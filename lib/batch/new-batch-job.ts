import type { BatchJob } from '@/lib/jobs/job-schema';
import { newJobId } from '@/lib/jobs/job-runner';
import { getSettings } from '@/lib/settings/settings-store';

/** What differs between one batch (or crawl) and another when it starts. */
type Started = Pick<BatchJob, 'engine' | 'title' | 'source' | 'options' | 'total'> &
  Partial<Pick<BatchJob, 'id' | 'crawl' | 'search' | 'remoteId' | 'concurrency' | 'client'>>;

/** A batch's record as it starts: running, nothing read yet, the pool size of the user's settings unless given. */
export async function newBatchJob(started: Started): Promise<BatchJob> {
  const now = Date.now();
  return {
    id: newJobId(),
    kind: 'batch',
    status: 'running',
    createdAt: now,
    updatedAt: now,
    done: 0,
    failed: 0,
    ...(started.source === 'crawl' ? { skipped: 0 } : {}),
    ...started,
    concurrency: started.concurrency ?? (await getSettings()).batchConcurrency,
  };
}
