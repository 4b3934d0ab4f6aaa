import { ApiError } from '@/lib/api/api-error';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { BatchContext } from '@/lib/batch';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import { inPageTab, pageRequest } from '@/lib/batch';
import { scrapeLocal } from '@/lib/engines/local/scrape/scrape-local';
import { t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { readIfDocument } from '@/lib/engines/local/document/read-document';
import { kindOfType } from '@/lib/engines/local/document/document-kind';
import { forgetRedirects, redirectsOf } from '@/lib/crawl/redirect-trace';
import { renderedLinks, settleDocument, type RenderedLinks } from '@/lib/crawl/rendered-links';

/** Whether a result's content type is a document's (the tab showed one in the browser's viewer). */
const isDocument = (contentType: unknown) =>
  typeof contentType === 'string' && ![undefined, 'page'].includes(kindOfType(contentType));

/** One crawl page read: its result, and what the crawl learns from it. */
export interface CrawlPageRead {
  result: ParseData;
  /** Every address the page answered to on the way (redirect hops), first to last. */
  hops: string[];
  /** Links and canonical from the rendered page; none for a document. */
  rendered?: RenderedLinks;
}

/**
 * Reads one page of a crawl: a document (PDF, DOCX, …) through the local parser (the local
 * engine's one rule, readIfDocument), any other page
 * in a pool tab with the single-page scrape, then its rendered links. A redirect loop is stopped
 * and named. An answer of 400 or more is the caller's to judge (it keeps the page as a failure).
 */
export async function readCrawlPage(job: BatchJob, item: BatchItem, ctx: BatchContext): Promise<CrawlPageRead> {
  const request = await pageRequest(job.options, item.url);
  await ctx.mark([item.index], { status: 'running', startedAt: Date.now() });
  const document = await readIfDocument(request, ctx.signal);
  if (document) return { result: document, hops: [] };
  const timeout = request.timeout ?? SCRAPE_DEFAULTS.timeout;
  // A pool tab that read another page first: its redirects are forgotten before it loads this one.
  const read = await inPageTab(
    item,
    timeout,
    ctx.signal,
    async (tabId) => {
      const { hops, loop } = redirectsOf(tabId);
      if (loop) throw new ApiError({ kind: 'scrape-failed', message: t('crawl_redirectLoop', loop.join(' → ')) });
      // The page is read while the crawl waits for its script to finish drawing; its links after both.
      const [result] = await Promise.all([
        scrapeLocal(request, tabId)(ctx.signal, () => undefined),
        // A tab showing a document in the browser's viewer may not be scriptable: it has no links anyway.
        settleDocument(tabId).catch(() => undefined),
      ]);
      const document = isDocument(result.metadata?.contentType);
      return { result, hops, rendered: document ? undefined : await renderedLinks(tabId) };
    },
    forgetRedirects,
  );
  return read;
}
