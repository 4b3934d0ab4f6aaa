import { useEffect, useState } from 'preact/hooks';
import { readItems } from '@/lib/jobs/batch-store';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import { watchJobs } from '@/lib/jobs/job-events';

/** While a batch runs, its list is re-read at most this often. */
const REFRESH_MS = 300;

/** The first `limit` items of a batch (records only, never results), live. */
export function useBatchItems(batchId: string, limit: number): BatchItem[] | undefined {
  const [items, setItems] = useState<BatchItem[]>();
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      timer = undefined;
      void readItems(batchId, { limit }).then(
        (next) => live && setItems(next),
        () => undefined,
      );
    };
    load();
    const stop = watchJobs((event) => {
      if (event.jobId === batchId) timer ??= setTimeout(load, REFRESH_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
      stop();
    };
  }, [batchId, limit]);
  return items;
}
