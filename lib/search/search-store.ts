import { historyDb } from '@/lib/jobs/history-db';
import { announceJob } from '@/lib/jobs/job-events';
import { batchJobSchema } from '@/lib/jobs/job-schema';
import { batchItemSchema, type BatchItem } from '@/lib/jobs/batch-schema';
import { finishItemIn, type ItemOutcome } from '@/lib/jobs/batch-store';
import { pageKey } from '@/lib/jobs/page-key';
import { searchAnswerSchema, type SearchAnswer } from '@/lib/search/search-answer';

// A search is a batch job (source 'search') whose answer sits in `results` under `JOBID:search`,
// beside its items' results (`JOBID:INDEX`): History deletes both with the job, and the Result
// view never takes the answer for an item. The results that were read are its items.

const answerKey = (jobId: string) => `${jobId}:search`;

export async function saveAnswer(jobId: string, answer: SearchAnswer): Promise<void> {
  await (await historyDb()).put('results', searchAnswerSchema.parse(answer), answerKey(jobId));
  announceJob({ jobId });
}

/** The search's answer, re-checked; undefined before the search has found anything. */
export async function readAnswer(jobId: string): Promise<SearchAnswer | undefined> {
  const parsed = searchAnswerSchema.safeParse(await (await historyDb()).get('results', answerKey(jobId)));
  return parsed.success ? parsed.data : undefined;
}

/** A result to read as one of the job's pages; with `outcome`, already read (the service scraped it in place). */
export interface ResultPage {
  url: string;
  title?: string;
  outcome?: ItemOutcome;
}

/**
 * Adds results as the job's pages, each address once (one already a page is left as it is), in one
 * transaction with the job's count. The service's batch id of an earlier "Scrape these" is
 * forgotten, so the next run starts a batch of its own. Returns how many were added.
 */
export async function addResultPages(jobId: string, pages: readonly ResultPage[]): Promise<number> {
  const tx = (await historyDb()).transaction(['jobs', 'batchItems', 'results', 'crawlSeen'], 'readwrite');
  const items = tx.objectStore('batchItems');
  const job = batchJobSchema.safeParse(await tx.objectStore('jobs').get(jobId));
  if (!job.success) {
    await tx.done;
    return 0;
  }
  const existing = (await items.getAll(IDBKeyRange.bound([jobId, 0], [jobId, Number.MAX_SAFE_INTEGER])))
    .map((value) => batchItemSchema.safeParse(value))
    .flatMap((parsed) => (parsed.success ? [pageKey(parsed.data.url)] : []));
  const known = new Set(existing);
  let total = job.data.total;
  const added: { index: number; outcome?: ItemOutcome }[] = [];
  for (const page of pages) {
    if (known.has(pageKey(page.url))) continue;
    known.add(pageKey(page.url));
    const item: BatchItem = { batchId: jobId, index: total, url: page.url, title: page.title, status: 'pending' };
    await items.put(item, [jobId, total]);
    added.push({ index: total, outcome: page.outcome });
    total++;
  }
  await tx.objectStore('jobs').put({ ...job.data, total, remoteId: undefined, updatedAt: Date.now() }, jobId);
  for (const { index, outcome } of added) if (outcome) await finishItemIn(tx, jobId, index, outcome);
  await tx.done;
  announceJob({ jobId });
  return added.length;
}
