import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import { scrapeRequestSchema, type ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { hasSiteAccess } from '@/lib/permissions/site-access';
import { NO_SITE_ACCESS } from '@/lib/permissions/program-refusal-codes';
import { unscriptableReason } from '@/lib/browser/tabs';
import type { BatchContext, BatchEngine } from '@/lib/batch/batch-runner';
import type { BatchItem } from '@/lib/jobs/batch-schema';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { pageKey } from '@/lib/jobs/page-key';
import { itemId, itemIdPrefix } from '@/lib/jobs/batch-schema';
import { scrapeLocal } from '@/lib/engines/local/scrape/scrape-local';
import { closeParkedTabs, readInPool } from '@/lib/browser/tab-pool';
import { readIfDocument } from '@/lib/engines/local/document/read-document';
import { t } from '@/lib/i18n/t';
import { httpStatusError, isHttpError } from '@/lib/api/http-status';
import { itemErrorData } from '@/lib/batch/item-error';

export const DEFAULT_POOL_SIZE = 3;

/**
 * The local engine for many pages: an open tab is read in place (logged-in pages work); any
 * other page is loaded in a tab of the pool of background tabs (lib/browser/tab-pool.ts), at most
 * `size` of this batch's at once, and read with the single-page scrape. The same options apply to
 * every page.
 */
export const localPool = (size = DEFAULT_POOL_SIZE): BatchEngine => ({
  async run(batch, open, ctx) {
    const queue = [...open];
    const worker = async () => {
      for (let item = queue.shift(); item && !ctx.signal.aborted; item = queue.shift())
        await scrapeItem(batch, item, ctx);
    };
    await Promise.all(Array.from({ length: Math.min(size, queue.length) }, worker));
    // Cancelled: the tabs of its pages are closed now, not left parked.
    if (ctx.signal.aborted) closeParkedTabs(itemIdPrefix(batch.id));
  },
});

async function scrapeItem(batch: BatchJob, item: BatchItem, ctx: BatchContext): Promise<void> {
  try {
    const request = await pageRequest(batch.options, item.url);
    await ctx.mark([item.index], { status: 'running', startedAt: Date.now() });
    const timeout = request.timeout ?? SCRAPE_DEFAULTS.timeout;
    const result =
      (await readIfDocument(request, ctx.signal)) ??
      (await inPageTab(item, timeout, ctx.signal, (tabId) => scrapeLocal(request, tabId)(ctx.signal, () => undefined)));
    // An error page is a failure, its answer kept for results.jsonl and programs (the service's shape).
    const status = result.metadata?.statusCode;
    if (isHttpError(status)) await ctx.finish(item.index, { status: 'failed', error: httpStatusError(status), result });
    else await ctx.finish(item.index, { status: 'done', result });
  } catch (error) {
    if (ctx.signal.aborted) return; // the runner ends what is left as cancelled
    await ctx.finish(item.index, { status: 'failed', error: itemErrorData(batch, error) });
  }
}

/** The scrape request for one page of many, refused (with why) when the page cannot be read locally. */
export async function pageRequest(options: BatchJob['options'], url: string): Promise<ScrapeRequest> {
  const request = scrapeRequestSchema.safeParse({ ...options, url });
  if (!request.success)
    throw new ApiError({
      kind: 'invalid-request',
      message: t('batch_cannotScrapeAddress', request.error.issues[0]?.message ?? t('batch_notAUrl')),
    });
  const refusal = unscriptableReason(url, 'local');
  if (refusal) throw new ApiError({ kind: 'invalid-request', message: refusal });
  if (!(await hasSiteAccess(url))) {
    throw new ApiError({
      kind: 'forbidden',
      code: NO_SITE_ACCESS,
      message: t('batch_noSiteAccess', new URL(url).host),
    });
  }
  return request.data;
}

/**
 * Runs `read` on a tab showing the item's page: its own open tab, else a tab of the pool, parked
 * afterwards under the item's id. `beforeLoad` hears of a pool tab before it is sent to the page.
 */
export async function inPageTab<T>(
  item: BatchItem,
  timeout: number,
  signal: AbortSignal,
  read: (tabId: number) => Promise<T>,
  beforeLoad?: (tabId: number) => void,
): Promise<T> {
  const tabId = await openTabShowing(item);
  if (tabId !== undefined) return read(tabId);
  const owner = itemId(item.batchId, item.index);
  return readInPool(item.url, { signal, timeoutMs: timeout, owner, beforeLoad }, read);
}

/** The item's own open tab, when it still shows the item's page. */
async function openTabShowing(item: BatchItem): Promise<number | undefined> {
  if (item.tabId === undefined) return undefined;
  const tab = await browser.tabs.get(item.tabId).catch(() => undefined);
  return tab?.id !== undefined && tab.url && pageKey(tab.url) === pageKey(item.url) ? tab.id : undefined;
}
