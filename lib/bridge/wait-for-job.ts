import { ApiError } from '@/lib/api/api-error';
import { getJob } from '@/lib/jobs/history';
import { t } from '@/lib/i18n/t';
import { watchJobs } from '@/lib/jobs/job-events';
import { cancelJob } from '@/lib/jobs/job-runner';
import { isFinished, type Job } from '@/lib/jobs/job-schema';

/** A read now and then besides the events: a lost event never strands a client. */
const POLL_MS = 2000;

/** What waitForJob reads and calls, injected for tests. */
export interface JobWatch {
  read: (id: string) => Promise<Job | undefined>;
  watch: (callback: (event: { jobId: string; deleted?: boolean }) => void) => () => void;
  cancel: (id: string) => void;
}

const history: JobWatch = { read: getJob, watch: watchJobs, cancel: cancelJob };

/**
 * The job once it has ended, read from History on each of its events. When `signal` aborts first
 * (the client went away), the job is cancelled and the promise rejects with the signal's reason.
 * A job deleted from History meanwhile rejects too.
 */
export function waitForJob(jobId: string, signal: AbortSignal, io: JobWatch = history): Promise<Job> {
  return new Promise<Job>((resolve, reject) => {
    let settled = false;
    const end = (settle: () => void) => {
      if (settled) return;
      settled = true;
      unwatch();
      clearInterval(poll);
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    const check = () =>
      void io.read(jobId).then(
        (job) => {
          // Not there yet is normal: a job's first write may land after its start returned.
          if (job && isFinished(job)) end(() => resolve(job));
        },
        (error: unknown) => end(() => reject(error)),
      );
    const onAbort = () =>
      end(() => {
        io.cancel(jobId);
        reject(signal.reason);
      });
    const unwatch = io.watch((event) => {
      if (event.jobId !== jobId) return;
      if (event.deleted) end(() => reject(new ApiError({ kind: 'not-found', message: t('jobs_jobGone') })));
      else check();
    });
    const poll = setInterval(check, POLL_MS);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    check();
  });
}
