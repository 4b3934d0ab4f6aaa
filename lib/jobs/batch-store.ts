import type { ApiErrorData } from '@/lib/api/api-error';
import { parseDataSchema, type ParseData } from '@/lib/api/schemas/parse-response';
import type { IDBPTransaction } from 'idb';
import { historyDb, type HistoryDb } from '@/lib/jobs/history-db';
import { announceJob } from '@/lib/jobs/job-events';
import { batchJobSchema, scrapeJobSchema, type BatchJob, type JobStatus, type ScrapeJob } from '@/lib/jobs/job-schema';
import { resultSize } from '@/lib/jobs/result-size';
import {
  answeredError,
  batchItemSchema,
  isItemFinished,
  itemId,
  parseItemId,
  type BatchItem,
  type BatchItemStatus,
  type BatchPage,
} from '@/lib/jobs/batch-schema';
import { pageTitle } from '@/lib/api/page-metadata';
import { stampLocalRead } from '@/lib/jobs/local-read';

// A batch is one job in `jobs` (counts, no result) and its pages in `batchItems` under
// [batch id, index]; each page's result sits in `results` under its item id. Lists read the
// job alone; the Batch view reads items a page at a time; only an opened item reads a result.

const range = (batchId: string, from = 0) => IDBKeyRange.bound([batchId, from], [batchId, Number.MAX_SAFE_INTEGER]);

const readItem = (value: unknown): BatchItem | undefined => {
  const parsed = batchItemSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The job and its pages in one transaction: never a job without its pages. */
export async function createBatch(job: BatchJob, pages: readonly BatchPage[]): Promise<void> {
  const tx = (await historyDb()).transaction(['jobs', 'batchItems'], 'readwrite');
  pages.forEach((page, index) => {
    const item: BatchItem = {
      batchId: job.id,
      index,
      url: page.url,
      title: page.title,
      tabId: page.tabId,
      status: 'pending',
    };
    void tx.objectStore('batchItems').put(item, [job.id, index]);
  });
  void tx.objectStore('jobs').put(batchJobSchema.parse(job), job.id);
  await tx.done;
  announceJob({ jobId: job.id });
}

/** A batch's record (counts, status), re-checked; undefined when gone or not a batch. */
export async function getBatch(batchId: string): Promise<BatchJob | undefined> {
  const parsed = batchJobSchema.safeParse(await (await historyDb()).get('jobs', batchId));
  return parsed.success ? parsed.data : undefined;
}

/** Items in index order from `from`, at most `limit` (no results read). */
export async function readItems(
  batchId: string,
  { from = 0, limit }: { from?: number; limit?: number } = {},
): Promise<BatchItem[]> {
  const values = await (await historyDb()).getAll('batchItems', range(batchId, from), limit);
  return values.map(readItem).filter((item): item is BatchItem => item !== undefined);
}

/** Changes the batch's own record in one transaction (status, remote id, counts). */
export async function updateBatch(
  batchId: string,
  change: (job: BatchJob) => Partial<BatchJob>,
): Promise<BatchJob | undefined> {
  const tx = (await historyDb()).transaction('jobs', 'readwrite');
  const parsed = batchJobSchema.safeParse(await tx.store.get(batchId));
  if (!parsed.success) return undefined;
  const next: BatchJob = { ...parsed.data, ...change(parsed.data), updatedAt: Date.now() };
  await tx.store.put(next, batchId);
  await tx.done;
  announceJob({ jobId: batchId });
  return next;
}

/** Sets fields of unfinished items (running, its pool tab, back to pending). Finished items are left alone. */
export async function markItems(
  batchId: string,
  indexes: readonly number[],
  change: Partial<Pick<BatchItem, 'status' | 'poolTabId' | 'error' | 'updatedAt' | 'startedAt'>>,
): Promise<void> {
  const tx = (await historyDb()).transaction('batchItems', 'readwrite');
  for (const index of indexes) {
    const item = readItem(await tx.store.get([batchId, index]));
    if (item && !isItemFinished(item))
      await tx.store.put({ ...item, ...change, updatedAt: Date.now() }, [batchId, index]);
  }
  await tx.done;
  announceJob({ jobId: batchId });
}

export interface ItemOutcome {
  status: Extract<BatchItemStatus, 'done' | 'failed' | 'cancelled' | 'skipped'>;
  /** A crawl's page read at another address (a redirect, its canonical link). */
  finalUrl?: string;
  result?: ParseData;
  error?: ApiErrorData;
  title?: string;
}

/** A transaction over what finishing an item changes (a crawl adds its own stores to it). */
export type FinishTx = IDBPTransaction<HistoryDb, ('jobs' | 'batchItems' | 'results' | 'crawlSeen')[], 'readwrite'>;

/**
 * Finishes one item with its result or error, and counts it on the batch, in one transaction.
 * An item already finished is left as it is (false): after a restart, a page is kept once.
 */
export async function finishItem(batchId: string, index: number, outcome: ItemOutcome): Promise<boolean> {
  const tx = (await historyDb()).transaction(['jobs', 'batchItems', 'results', 'crawlSeen'], 'readwrite');
  const finished = await finishItemIn(tx, batchId, index, outcome);
  if (!finished) {
    tx.abort();
    await tx.done.catch(() => undefined);
    return false;
  }
  await tx.done;
  announceJob({ jobId: batchId });
  return true;
}

/** finishItem's work inside a caller's transaction; false (nothing written) when the item is gone or finished. */
export async function finishItemIn(
  tx: FinishTx,
  batchId: string,
  index: number,
  outcome: ItemOutcome,
): Promise<boolean> {
  const items = tx.objectStore('batchItems');
  const item = readItem(await items.get([batchId, index]));
  const batch = batchJobSchema.safeParse(await tx.objectStore('jobs').get(batchId));
  if (!item || isItemFinished(item) || !batch.success) return false;
  const now = Date.now();
  const { result, ...rest } = outcome;
  const title = outcome.title ?? pageTitle(result?.metadata) ?? item.title;
  await items.put(
    {
      ...item,
      ...rest,
      title,
      poolTabId: undefined,
      resultSize: result ? resultSize(result) : undefined,
      updatedAt: now,
      finishedAt: now,
    },
    [batchId, index],
  );
  const id = itemId(batchId, index);
  if (result)
    await tx.objectStore('results').put(batch.data.engine === 'local' ? stampLocalRead(result, id) : result, id);
  const counts = batch.data;
  await tx.objectStore('jobs').put(
    {
      ...counts,
      done: counts.done + (outcome.status === 'done' ? 1 : 0),
      failed: counts.failed + (outcome.status === 'failed' ? 1 : 0),
      ...(answeredError(outcome) ? { answered: (counts.answered ?? 0) + 1 } : {}),
      ...(outcome.status === 'skipped' ? { skipped: (counts.skipped ?? 0) + 1 } : {}),
      updatedAt: now,
    },
    batchId,
  );
  return true;
}

/** Failed (and cancelled) items back to pending, for "Retry failed"; returns how many. */
export async function reopenFailed(batchId: string): Promise<number> {
  const tx = (await historyDb()).transaction(['jobs', 'batchItems'], 'readwrite');
  let reopened = 0;
  for (
    let cursor = await tx.objectStore('batchItems').openCursor(range(batchId));
    cursor;
    cursor = await cursor.continue()
  ) {
    const item = readItem(cursor.value);
    if (item?.status !== 'failed' && item?.status !== 'cancelled') continue;
    await cursor.update({
      ...item,
      status: 'pending',
      error: undefined,
      startedAt: undefined,
      finishedAt: undefined,
      updatedAt: Date.now(),
    });
    reopened++;
  }
  const batch = batchJobSchema.safeParse(await tx.objectStore('jobs').get(batchId));
  if (batch.success)
    await tx.objectStore('jobs').put({ ...batch.data, failed: 0, answered: 0, remoteId: undefined }, batchId);
  await tx.done;
  announceJob({ jobId: batchId });
  return reopened;
}

/** One item's stored result (read only when it is shown or exported). */
export async function getItemResult(batchId: string, index: number): Promise<ParseData | undefined> {
  const parsed = parseDataSchema.safeParse(await (await historyDb()).get('results', itemId(batchId, index)));
  return parsed.success ? parsed.data : undefined;
}

/** An item seen as a scrape job, so the Result view shows it as it shows any scrape. */
export async function getItemAsJob(id: string): Promise<ScrapeJob | undefined> {
  const key = parseItemId(id);
  if (!key) return undefined;
  const [batch, item] = await Promise.all([
    getBatch(key.batchId),
    (await historyDb()).get('batchItems', [key.batchId, key.index]).then(readItem),
  ]);
  if (!batch || !item) return undefined;
  const result = item.status === 'done' ? await getItemResult(key.batchId, key.index) : undefined;
  const status: JobStatus =
    item.status === 'pending' || item.status === 'running'
      ? 'running'
      : item.status === 'skipped'
        ? 'cancelled'
        : item.status;
  const job = scrapeJobSchema.safeParse({
    id,
    kind: 'scrape',
    engine: batch.engine,
    url: item.url,
    title: item.title,
    status,
    createdAt: batch.createdAt,
    updatedAt: item.updatedAt ?? batch.updatedAt,
    finishedAt: item.finishedAt,
    error: item.error,
    request: { ...batch.options, url: item.url },
    result,
  });
  return job.success ? job.data : undefined;
}
