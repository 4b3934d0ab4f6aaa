import { getItemResult, readItems } from '@/lib/jobs/batch-store';
import { pageKey } from '@/lib/jobs/page-key';
import { readAnswer } from '@/lib/search/search-store';

/**
 * A search's results as `results.jsonl`: one line per result in its kind's order, in the service's
 * shape (its kind and position, title, address, description or a news item's date, an image's
 * picture) with, for each result that was read, its page merged in place as the service merges a
 * scraped result (markdown, metadata…), or why it could not be read.
 */
export async function searchResultsJsonl(jobId: string): Promise<Blob> {
  const answer = await readAnswer(jobId);
  const items = new Map((await readItems(jobId)).map((item) => [pageKey(item.url), item]));
  const lines: string[] = [];
  for (const result of answer?.results ?? []) {
    const item = items.get(pageKey(result.url));
    const page = item?.status === 'done' ? await getItemResult(jobId, item.index) : undefined;
    const failed = item?.status === 'failed' ? { error: item.error?.message } : {};
    lines.push(JSON.stringify({ ...result, ...page, ...failed }) + '\n');
  }
  return new Blob(lines, { type: 'application/x-ndjson' });
}
