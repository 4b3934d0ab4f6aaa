import { useEffect, useState } from 'preact/hooks';
import { listJobs } from '@/lib/jobs/history';
import { watchJobs } from '@/lib/jobs/job-events';
import type { Job } from '@/lib/jobs/job-schema';

/** History, newest first, filtered by `query`; re-read when any job changes. */
export function useJobs(query = '', limit = 500): { jobs: Job[]; loading: boolean } {
  const [state, setState] = useState<{ jobs: Job[]; loading: boolean }>({ jobs: [], loading: true });
  useEffect(() => {
    let live = true;
    let again: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      listJobs({ query, limit }).then(
        (jobs) => live && setState({ jobs, loading: false }),
        () => live && setState({ jobs: [], loading: false }),
      );
    void load();
    // Progress writes come several times a second: re-read at most every 500 ms.
    const stop = watchJobs(() => {
      again ??= setTimeout(() => {
        again = undefined;
        void load();
      }, 500);
    });
    return () => {
      live = false;
      clearTimeout(again);
      stop();
    };
  }, [query, limit]);
  return state;
}
