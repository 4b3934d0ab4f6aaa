import { useEffect, useState } from 'preact/hooks';
import { getJob } from '@/lib/jobs/history';
import { watchJobs } from '@/lib/jobs/job-events';
import type { Job } from '@/lib/jobs/job-schema';

export type JobState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; job: Job };

/** A job from history, live: re-read whenever the runner announces a change to it. */
export function useJob(jobId: string | undefined): JobState {
  const [state, setState] = useState<JobState>({ status: 'loading' });
  useEffect(() => {
    if (!jobId) {
      setState({ status: 'missing' });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    const load = () =>
      getJob(jobId).then(
        (job) => live && setState(job ? { status: 'ready', job } : { status: 'missing' }),
        () => live && setState({ status: 'missing' }),
      );
    void load();
    const stop = watchJobs((event) => {
      if (event.jobId === jobId) void load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [jobId]);
  return state;
}
