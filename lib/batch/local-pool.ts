import { browser } from 'wxt/browser';
import { ApiError, errorData } from '../api/api-error';
import { SCRAPE_DEFAULTS } from '../api/schemas/scrape-options';
import { scrapeRequestSchema } from '../api/schemas/scrape-request';
import { hasSiteAccess } from '../browser/site-access';
import { unscriptableReason } from '../browser/tabs';
import type { BatchContext, BatchEngine } from './batch-runner';
import type { BatchItem } from './batch-schema';
import type { BatchJob } from '../jobs/job-schema';
import { pageKey } from '../jobs/page-key';
import { scrapeLocal } from '../engines/local-scrape/scrape-local';
import { closeTab, openPoolTab } from '../browser/background-tab';
import { t } from '../i18n/t';

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
async function closeLeftTab(item: BatchItem): Promise<void> {
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
    const request = scrapeRequestSchema.safeParse({ ...batch.options, url: item.url });
    if (!request.success)
      throw new ApiError({
        kind: 'invalid-request',
        message: t('batch_cannotScrapeAddress', request.error.issues[0]?.message ?? t('batch_notAUrl')),
      });
    const refusal = unscriptableReason(item.url, 'local');
    if (refusal) throw new ApiError({ kind: 'invalid-request', message: refusal });
    if (!(await hasSiteAccess(item.url))) {
      throw new ApiError({ kind: 'forbidden', message: t('batch_noSiteAccess', new URL(item.url).host) });
    }
    await ctx.mark([item.index], { status: 'running' });
    const timeout = request.data.timeout ?? SCRAPE_DEFAULTS.timeout;
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
      const result = await scrapeLocal(request.data, tabId)(ctx.signal, () => undefined);
      await ctx.finish(item.index, { status: 'done', result });
    } finally {
      if (poolTab !== undefined) await closeTab(poolTab);
    }
  } catch (error) {
    if (ctx.signal.aborted) return; // the runner ends what is left as cancelled
    await ctx.finish(item.index, { status: 'failed', error: errorData(error) });
  }
}

/** The item's own open tab, when it still shows the item's page. */
async function openTabShowing(item: BatchItem): Promise<number | undefined> {
  if (item.tabId === undefined) return undefined;
  const tab = await browser.tabs.get(item.tabId).catch(() => undefined);
  return tab?.id !== undefined && tab.url && pageKey(tab.url) === pageKey(item.url) ? tab.id : undefined;
}
