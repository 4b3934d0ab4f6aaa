import { errorData } from '@/lib/api/api-error';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import { saveJob } from '@/lib/jobs/history';
import type { Job, JobProgress } from '@/lib/jobs/job-schema';
import { t } from '@/lib/i18n/t';
import { cancelledData, cancelledError, isCancellation } from '@/lib/api/cancellation';

export type JobWork = (signal: AbortSignal, report: (progress: JobProgress) => void) => Promise<ParseData>;

const running = new Map<string, AbortController>();

export const newJobId = () => crypto.randomUUID();

/**
 * Runs a job to its end. The record is written when it starts, on progress and when it ends, so
 * a closed popup or a restarted worker never loses it (markInterrupted handles the latter).
 * Writes go through one queue per job, so a late progress write never lands after the end.
 */
export async function runJob(job: Job, work: JobWork): Promise<void> {
  const controller = new AbortController();
  running.set(job.id, controller);
  let record: Job = { ...job, status: 'running', updatedAt: Date.now(), progress: { message: t('jobs_starting') } };
  let writes = saveJob(record);
  const write = (change: Partial<Job>) => {
    record = { ...record, ...change, updatedAt: Date.now() } as Job;
    const snapshot = record;
    writes = writes.then(() => saveJob(snapshot));
    return writes;
  };
  // Progress can be frequent; history needs only enough of it to show life: at most one write
  // per quarter second, the latest report written when the quarter ends (so a wait before a
  // retry shows), and none at all for a job that ends within its first quarter second.
  let lastProgress = Date.now();
  let ended = false;
  let pending: JobProgress | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (!pending || controller.signal.aborted || ended) return;
    lastProgress = Date.now();
    void write({ progress: pending });
    pending = undefined;
  };
  const report = (progress: JobProgress) => {
    pending = progress;
    const wait = 250 - (Date.now() - lastProgress);
    if (wait <= 0) flush();
    else timer ??= setTimeout(flush, wait);
  };
  try {
    const result = await work(controller.signal, report);
    ended = true;
    await write({ status: 'done', result, progress: undefined, finishedAt: Date.now() });
  } catch (error) {
    ended = true;
    const cancelled = isCancellation(error, controller.signal);
    await write({
      status: cancelled ? 'cancelled' : 'failed',
      error: cancelled ? cancelledData() : errorData(error),
      progress: undefined,
      finishedAt: Date.now(),
    });
  } finally {
    clearTimeout(timer);
    running.delete(job.id);
  }
}

export function cancelJob(id: string): boolean {
  const controller = running.get(id);
  controller?.abort(cancelledError());
  return Boolean(controller);
}
