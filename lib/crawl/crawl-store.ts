import type { ApiErrorData } from '@/lib/api/api-error';
import { historyDb } from '@/lib/jobs/history-db';
import { announceJob } from '@/lib/jobs/job-events';
import { batchJobSchema, type BatchJob } from '@/lib/jobs/job-schema';
import { finishItemIn, type FinishTx, type ItemOutcome } from '@/lib/jobs/batch-store';
import type { BatchItem } from '@/lib/jobs/batch-schema';

// A crawl is a batch whose items grow as pages are found: its frontier is its pending items, and
// `crawlSeen` holds every address it has met ([crawl id, key] -> item index). Reading a page,
// keeping its result and adding the pages it links to happen in one transaction, so a worker or
// browser stopped at any moment resumes with each page read once and no link lost.

/** An address found on a page or in a sitemap, already normalised to its key and checked against the crawl's scope. */
export interface FoundPage {
  url: string;
  /** crawlKey(url): the one "same page" rule. */
  key: string;
  depth: number;
  /** Found but not to be read (robots.txt): kept as a skipped item with this reason, never counted in the limit. */
  skip?: ApiErrorData;
}

/** The crawl's record and its start page (none for a crawl the service runs), in one transaction. */
export async function createCrawl(job: BatchJob, start: FoundPage | undefined): Promise<void> {
  const tx = (await historyDb()).transaction(['jobs', 'batchItems', 'crawlSeen'], 'readwrite');
  if (start) {
    const item: BatchItem = { batchId: job.id, index: 0, url: start.url, status: 'pending', depth: 0 };
    void tx.objectStore('batchItems').put(item, [job.id, 0]);
    void tx.objectStore('crawlSeen').put({ index: 0 }, [job.id, start.key]);
  }
  void tx.objectStore('jobs').put(batchJobSchema.parse({ ...job, total: start ? 1 : 0 }), job.id);
  await tx.done;
  announceJob({ jobId: job.id });
}

/** Adds found pages to the frontier (each address once, at most `limit` pages to read); returns how many were new. */
export async function admitPages(crawlId: string, found: readonly FoundPage[], limit: number): Promise<number> {
  if (!found.length) return 0;
  const tx = (await historyDb()).transaction(['jobs', 'batchItems', 'results', 'crawlSeen'], 'readwrite');
  const added = await admitIn(tx, crawlId, found, limit);
  await tx.done;
  if (added) announceJob({ jobId: crawlId });
  return added;
}

export interface PageOutcome extends ItemOutcome {
  /** Other keys of the page read (its address after redirects, its canonical link). */
  aliases?: readonly string[];
  /** The pages it links to, in scope. */
  found?: readonly FoundPage[];
}

/**
 * Keeps one page's outcome and admits the pages it links to, in one transaction. A page whose
 * final address or canonical link was already read under another item is kept as skipped
 * ("same page as …"), so the crawl's result holds each page once. False when already finished.
 */
export async function finishCrawlPage(
  crawlId: string,
  index: number,
  outcome: PageOutcome,
  limit: number,
  sameAs: (url: string) => ApiErrorData,
): Promise<boolean> {
  const tx = (await historyDb()).transaction(['jobs', 'batchItems', 'results', 'crawlSeen'], 'readwrite');
  const seen = tx.objectStore('crawlSeen');
  const { aliases = [], found = [], ...rest } = outcome;
  let kept: ItemOutcome = rest;
  for (const key of aliases) {
    const other = await seen.get([crawlId, key]);
    if (other && other.index !== index) {
      const otherItem = (await tx.objectStore('batchItems').get([crawlId, other.index])) as BatchItem | undefined;
      kept = { status: 'skipped', error: sameAs(otherItem?.url ?? key), finalUrl: rest.finalUrl };
      break;
    }
  }
  const finished = await finishItemIn(tx, crawlId, index, kept);
  if (!finished) {
    tx.abort();
    await tx.done.catch(() => undefined);
    return false;
  }
  if (kept.status === 'done') for (const key of aliases) await seen.put({ index }, [crawlId, key]);
  if (kept.status === 'done') await admitIn(tx, crawlId, found, limit);
  await tx.done;
  announceJob({ jobId: crawlId });
  return true;
}

async function admitIn(tx: FinishTx, crawlId: string, found: readonly FoundPage[], limit: number): Promise<number> {
  const jobs = tx.objectStore('jobs');
  const parsed = batchJobSchema.safeParse(await jobs.get(crawlId));
  if (!parsed.success) return 0;
  const job = parsed.data;
  let { total, skipped = 0 } = job;
  const seen = tx.objectStore('crawlSeen');
  const items = tx.objectStore('batchItems');
  const now = Date.now();
  let added = 0;
  for (const page of found) {
    if (await seen.get([crawlId, page.key])) continue;
    if (!page.skip && total - skipped >= limit) continue;
    const item: BatchItem = {
      batchId: crawlId,
      index: total,
      url: page.url,
      depth: page.depth,
      ...(page.skip ? { status: 'skipped', error: page.skip, finishedAt: now } : { status: 'pending' }),
      updatedAt: now,
    };
    await items.put(item, [crawlId, total]);
    await seen.put({ index: total }, [crawlId, page.key]);
    if (page.skip) skipped++;
    total++;
    added++;
  }
  if (added) await jobs.put({ ...job, total, skipped, updatedAt: now }, crawlId);
  return added;
}

/** A page the service read (or could not), as the remote crawl reports it. */
export interface ReportedPage {
  url: string;
  key: string;
  outcome: ItemOutcome;
}

/**
 * Adds pages the service has finished as finished items, each address once (a status answer
 * read again after a restart adds nothing twice). Returns how many were new.
 */
export async function addReportedPages(crawlId: string, pages: readonly ReportedPage[]): Promise<number> {
  if (!pages.length) return 0;
  const tx = (await historyDb()).transaction(['jobs', 'batchItems', 'results', 'crawlSeen'], 'readwrite');
  const seen = tx.objectStore('crawlSeen');
  let added = 0;
  for (const page of pages) {
    if (await seen.get([crawlId, page.key])) continue;
    const job = batchJobSchema.safeParse(await tx.objectStore('jobs').get(crawlId));
    if (!job.success) break;
    const index = job.data.total;
    const item: BatchItem = { batchId: crawlId, index, url: page.url, status: 'pending' };
    await tx.objectStore('batchItems').put(item, [crawlId, index]);
    await tx.objectStore('jobs').put({ ...job.data, total: index + 1 }, crawlId);
    await seen.put({ index }, [crawlId, page.key]);
    await finishItemIn(tx, crawlId, index, page.outcome);
    added++;
  }
  await tx.done;
  if (added) announceJob({ jobId: crawlId });
  return added;
}
