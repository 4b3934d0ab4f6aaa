import { getBatch, getItemResult, readItems } from '@/lib/jobs/batch-store';
import type { BatchRead } from '@/lib/bridge/bridge-deps';
import { inStatusData } from '@/lib/bridge/status-data';

/**
 * A batch or crawl and a page of its items, for the status routes; with `results`, the answers of
 * the items a status lists in `data` (inStatusData). A limit under 1 reads no item: idb's getAll
 * takes a count of 0 as "all", which would read a whole crawl.
 */
export async function readBatch(
  id: string,
  { from, limit, results }: { from: number; limit: number; results: boolean },
): Promise<BatchRead | undefined> {
  const job = await getBatch(id);
  if (!job) return undefined;
  const count = Math.floor(limit);
  if (!(count >= 1)) return { job, items: [] };
  const items = await readItems(id, { from: Math.max(0, Math.floor(from) || 0), limit: count });
  return {
    job,
    items: await Promise.all(
      items.map(async (item) =>
        results && inStatusData(item) ? { item, result: await getItemResult(id, item.index) } : { item },
      ),
    ),
  };
}
