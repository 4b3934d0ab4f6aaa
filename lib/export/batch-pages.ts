import { getItemResult, readItems } from '@/lib/jobs/batch-store';
import type { ExportPage } from '@/lib/export/pages-zip';
import { t } from '@/lib/i18n/t';
import { answeredError } from '@/lib/jobs/batch-schema';

const PAGE = 100;

/** A batch's pages in order, each read with its result only when reached (one result in memory). */
export async function* batchPages(batchId: string): AsyncIterable<ExportPage> {
  for (let from = 0; ; from += PAGE) {
    const items = await readItems(batchId, { from, limit: PAGE });
    for (const item of items) {
      const result = item.status === 'done' ? await getItemResult(batchId, item.index) : undefined;
      // A page that answered an HTTP error (404, 500…) failed, but its answer was kept.
      const errorAnswer = answeredError(item) ? await getItemResult(batchId, item.index) : undefined;
      yield {
        url: item.finalUrl ?? item.url, // a crawl's page where it lives: after redirects, or its canonical address
        title: item.title,
        finishedAt: item.finishedAt,
        result,
        error: result ? undefined : (item.error?.message ?? t('batch_notScraped', t(`batch_item_${item.status}`))),
        errorAnswer,
      };
    }
    if (items.length < PAGE) return;
  }
}
