import { useEffect, useState } from 'preact/hooks';
import { jobsOfPage, listJobs } from '@/lib/jobs/history';
import { watchJobs } from '@/lib/jobs/job-events';
import type { JobSummary } from '@/lib/jobs/job-schema';

/** Re-reads `load` now and whenever a job changes, at most every 500 ms (progress writes come often). */
function useLiveRead<T>(load: () => Promise<T>, deps: unknown[], initial: T): { value: T; loading: boolean } {
  const [state, setState] = useState({ value: initial, loading: true });
  useEffect(() => {
    let live = true;
    let again: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      load().then(
        (value) => live && setState({ value, loading: false }),
        () => live && setState({ value: initial, loading: false }),
      );
    void read();
    const stop = watchJobs(() => {
      again ??= setTimeout(() => {
        again = undefined;
        void read();
      }, 500);
    });
    return () => {
      live = false;
      clearTimeout(again);
      stop();
    };
    // The caller names what the read depends on.
  }, deps);
  return state;
}

const PAGE = 50;

/**
 * History, newest first, filtered by `query`, a page of summaries at a time (no result is read to
 * draw a list); `loadMore` adds the next page.
 */
export function useJobs(query = ''): { jobs: JobSummary[]; loading: boolean; more: boolean; loadMore(): void } {
  const [pages, setPages] = useState(1);
  useEffect(() => setPages(1), [query]);
  const { value, loading } = useLiveRead(() => listJobs({ query, limit: pages * PAGE }), [query, pages], {
    jobs: [] as JobSummary[],
  });
  return { jobs: value.jobs, loading, more: value.next !== undefined, loadMore: () => setPages((n) => n + 1) };
}

/** The jobs of the page at `url`, newest first (at most `limit`), and how many there are in all. */
export function usePageJobs(url: string | undefined, limit: number): { jobs: JobSummary[]; total: number } {
  const empty = { jobs: [] as JobSummary[], total: 0 };
  return useLiveRead(() => (url ? jobsOfPage(url, limit) : Promise.resolve(empty)), [url, limit], empty).value;
}
