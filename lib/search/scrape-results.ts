import { ApiError } from '@/lib/api/api-error';
import { isBatchRunning, resume } from '@/lib/batch';
import { t } from '@/lib/i18n/t';
import { getBatch } from '@/lib/jobs/batch-store';
import { pageKey } from '@/lib/jobs/page-key';
import { addResultPages, readAnswer } from '@/lib/search/search-store';

/**
 * "Scrape these": the chosen results of a finished search become its pages, read with the job's
 * scrape options through the pool of tabs (or the service's batch scrape), as a batch's pages
 * are. A result already read is not read twice; an address that is not one of the results is refused.
 */
export async function scrapeSearchResults(jobId: string, urls: readonly string[]): Promise<{ added: number }> {
  const job = await getBatch(jobId);
  const answer = job?.search ? await readAnswer(jobId) : undefined;
  if (!job || !answer) throw new ApiError({ kind: 'not-found', message: t('search_jobGone') });
  if (isBatchRunning(jobId) || job.status === 'running')
    throw new ApiError({ kind: 'invalid-request', message: t('search_stillRunning') });
  const byKey = new Map(answer.results.filter((r) => r.kind !== 'images').map((r) => [pageKey(r.url), r]));
  const chosen = urls.map((url) => byKey.get(pageKey(url)));
  if (!chosen.length || chosen.some((r) => r === undefined))
    throw new ApiError({ kind: 'invalid-request', message: t('search_chooseResults') });
  const added = await addResultPages(
    jobId,
    chosen.map((r) => ({ url: r!.url, title: r!.title })),
  );
  if (added) resume(jobId);
  return { added };
}
