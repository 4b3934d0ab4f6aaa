import { useEffect, useState } from 'preact/hooks';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import { readItems } from '@/lib/jobs/batch-store';
import { watchJobs } from '@/lib/jobs/job-events';
import { pageKey } from '@/lib/jobs/page-key';
import type { SearchAnswer } from '@/lib/search/search-answer';
import { readAnswer } from '@/lib/search/search-store';

/** While a search runs, its answer and pages are read again at most this often. */
const REFRESH_MS = 300;

export interface SearchState {
  answer?: SearchAnswer;
  /** The results read (the job's pages), by page key of their address. */
  pages: ReadonlyMap<string, BatchItem>;
}

/** A search job's answer and pages, live: results show as they arrive. */
export function useSearchState(jobId: string): SearchState | undefined {
  const [state, setState] = useState<SearchState>();
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      timer = undefined;
      void Promise.all([readAnswer(jobId), readItems(jobId)]).then(
        ([answer, items]) => live && setState({ answer, pages: new Map(items.map((i) => [pageKey(i.url), i])) }),
        () => undefined,
      );
    };
    load();
    const stop = watchJobs((event) => {
      if (event.jobId === jobId) timer ??= setTimeout(load, REFRESH_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
      stop();
    };
  }, [jobId]);
  return state;
}
