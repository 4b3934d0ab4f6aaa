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
import { scrapeLocal } from '@/lib/engines/local/scrape/scrape-local';
import { readIfDocument } from '@/lib/engines/local/document/read-document';
import { closeTab, openPoolTab } from '@/lib/browser/background-tab';
import { t } from '@/lib/i18n/t';
import { httpStatusError, isHttpError } from '@/lib/api/http-status';
import { itemErrorData } from '@/lib/batch/item-error';

export const DEFAULT_POOL_SIZE = 3;

/**
 * The local engine for many pages: an open tab is read in place (logged-in pages work); any
 * other page is loaded in one of `size` background tabs, read with the single-page scrape and
 * closed. The same options apply to every page.
 */
export const localPool = (size = DEFAULT_POOL_SIZE): BatchEngine => ({
  async run(batch, open, ctx) {
    // Tabs a stopped worker left open for pages it never finished.
    await Promise.all(open.map(closeLeftTab));
    const queue = [...open];
    const worker = async () => {
      for (let item = queue.shift(); item && !ctx.signal.aborted; item = queue.shift())
        await scrapeItem(batch, item, ctx);
    };
    await Promise.all(Array.from({ length: Math.min(size, queue.length) }, worker));
  },
});

/** A pool tab being created, its id not known yet. */
const OPENING = -1;

/** Closes the background tab a stopped worker left for this page: by id, or by address while it was being created. */
export async function closeLeftTab(item: BatchItem): Promise<void> {
  if (item.poolTabId === undefined) return;
  if (item.poolTabId !== OPENING) return closeTab(item.poolTabId);
  const href = new URL(item.url).href;
  const left = (await browser.tabs.query({ active: false })).filter(
    (tab) => tab.pendingUrl === href || tab.url === href,
  );
  await Promise.all(left.map((tab) => tab.id !== undefined && closeTab(tab.id)));
}

async function scrapeItem(batch: BatchJob, item: BatchItem, ctx: BatchContext): Promise<void> {
  try {
    const request = await pageRequest(batch.options, item.url);
    await ctx.mark([item.index], { status: 'running', startedAt: Date.now() });
    const timeout = request.timeout ?? SCRAPE_DEFAULTS.timeout;
    const result =
      (await readIfDocument(request, ctx.signal)) ??
      (await inPageTab(item, timeout, ctx, (tabId) => scrapeLocal(request, tabId)(ctx.signal, () => undefined)));
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

/** Runs `read` on a tab showing the item's page: its own open tab, else a pool tab opened for it and closed after. */
export async function inPageTab<T>(
  item: BatchItem,
  timeout: number,
  ctx: Pick<BatchContext, 'mark' | 'signal'>,
  read: (tabId: number) => Promise<T>,
): Promise<T> {
  let poolTab: number | undefined;
  try {
    let tabId = await openTabShowing(item);
    if (tabId === undefined) {
      // Marked before the tab exists: a worker stopped between creating it and recording its id
      // still leaves a sign to find it by.
      await ctx.mark([item.index], { poolTabId: OPENING });
      tabId = await openPoolTab(item.url, ctx.signal, timeout, (id) => {
        poolTab = id;
        return ctx.mark([item.index], { poolTabId: id });
      });
    }
    return await read(tabId);
  } finally {
    if (poolTab !== undefined) await closeTab(poolTab);
  }
}

/** The item's own open tab, when it still shows the item's page. */
async function openTabShowing(item: BatchItem): Promise<number | undefined> {
  if (item.tabId === undefined) return undefined;
  const tab = await browser.tabs.get(item.tabId).catch(() => undefined);
  return tab?.id !== undefined && tab.url && pageKey(tab.url) === pageKey(item.url) ? tab.id : undefined;
}
