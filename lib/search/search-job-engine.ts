import { localPool, remoteBatch, type BatchContext, type BatchEngine } from '@/lib/batch';
import { closeTab } from '@/lib/browser/background-tab';
import { t } from '@/lib/i18n/t';
import { isItemFinished, type BatchItem } from '@/lib/jobs/batch-schema';
import { getBatch, readItems, updateBatch } from '@/lib/jobs/batch-store';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { localSearch } from '@/lib/search/local/local-search';
import { remoteSearch } from '@/lib/search/remote-search';
import type { SearchAnswer } from '@/lib/search/search-answer';
import { addResultPages, readAnswer, saveAnswer } from '@/lib/search/search-store';

type SearchJob = BatchJob & { search: NonNullable<BatchJob['search']> };

/**
 * The engine of a search job (batch registers it, as it does a crawl's): the search itself, once
 * (a worker stopped halfway runs it again, closing the tab it left), then its pages, the results
 * chosen to be read, through the pool of tabs or the service's batch scrape, as any batch's.
 */
export const searchJobEngine = (job: BatchJob): BatchEngine | undefined =>
  job.search ? { run: (batch, open, ctx) => runSearchJob(batch as SearchJob, open, ctx) } : undefined;

async function runSearchJob(job: SearchJob, open: BatchItem[], ctx: BatchContext): Promise<void> {
  let pending = open;
  const kept = await readAnswer(job.id);
  if (!kept?.complete) {
    if (kept?.tabId !== undefined) await closeTab(kept.tabId);
    await search(job, ctx.signal);
    pending = (await readItems(job.id)).filter((item) => !isItemFinished(item));
  }
  if (!pending.length) return;
  await updateBatch(job.id, () => ({ progress: undefined }));
  const pages = job.engine === 'remote' ? remoteBatch() : localPool(job.concurrency);
  // Read again: a new "Scrape these" forgot the service's id of the last one.
  await pages.run((await getBatch(job.id)) ?? job, pending, ctx);
}

async function search(job: SearchJob, signal: AbortSignal): Promise<void> {
  await updateBatch(job.id, () => ({ progress: { message: t('search_searching') } }));
  if (job.engine === 'remote') {
    const { answer, pages } = await remoteSearch(job, signal);
    await saveAnswer(job.id, answer);
    await addResultPages(job.id, pages);
    return;
  }
  const keep = async (answer: SearchAnswer) => {
    await saveAnswer(job.id, answer);
    if (answer.pagesRead)
      await updateBatch(job.id, () => ({
        progress: { message: t('search_readingPages', answer.pagesRead ?? 0, answer.results.length) },
      }));
  };
  const answer = await localSearch(job.search, signal, keep, job.client !== undefined);
  await saveAnswer(job.id, answer);
  if (job.search.scrape)
    await addResultPages(
      job.id,
      answer.results.filter((r) => r.kind === 'web').map(({ url, title }) => ({ url, title })),
    );
}
