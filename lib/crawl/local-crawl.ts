import { ApiError } from '@/lib/api/api-error';
import type { BatchContext, BatchEngine } from '@/lib/batch';
import { isItemFinished, itemIdPrefix, type BatchItem } from '@/lib/jobs/batch-schema';
import { closeParkedTabs } from '@/lib/browser/tab-pool';
import { getBatch, readItems } from '@/lib/jobs/batch-store';
import { t } from '@/lib/i18n/t';
import { httpStatusError, isHttpError } from '@/lib/api/http-status';
import { itemErrorData } from '@/lib/batch';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { crawlRules, type CrawlRules } from '@/lib/crawl/crawl-rules';
import { finishCrawlPage, type FoundPage } from '@/lib/crawl/crawl-store';
import { readCrawlPage, type CrawlPageRead } from '@/lib/crawl/read-crawl-page';
import { watchRedirects } from '@/lib/crawl/redirect-trace';
import { seedFromSitemaps } from '@/lib/crawl/seed-sitemaps';

/** Items read from the store at a time: the frontier stays in IndexedDB, not in memory. */
const WINDOW = 100;

/**
 * The local crawl: pages read in the user's browser, each in a background tab with the
 * single-page scrape, the links of each rendered page (and the site's sitemaps) added to the
 * frontier kept in history. It resumes from that frontier after any stop, and never has more
 * pages of one site open, or starts them closer together, than the crawl's politeness allows.
 */
export const localCrawl = (): BatchEngine => ({
  async run(job, open, ctx) {
    const stopWatching = watchRedirects();
    try {
      const rules = await crawlRules(job, ctx.signal);
      const start = open.find((item) => item.index === 0);
      if (start && job.crawl?.sitemap !== 'skip') await seedFromSitemaps(job, rules, ctx.signal);
      await drain(job, rules, ctx);
    } finally {
      stopWatching();
      // Cancelled: the tabs of its pages are closed now, not left parked.
      if (ctx.signal.aborted) closeParkedTabs(itemIdPrefix(job.id));
    }
    ctx.signal.throwIfAborted();
    await explainEmpty(job.id);
  },
});

/** Reads pending pages, oldest first, until none is left and none is being read. */
async function drain(job: BatchJob, rules: CrawlRules, ctx: BatchContext): Promise<void> {
  const running = new Set<Promise<void>>();
  const taken = new Set<number>();
  let from = 0;
  while (!ctx.signal.aborted) {
    const items = await readItems(job.id, { from, limit: WINDOW });
    const next = items.filter((item) => !isItemFinished(item) && !taken.has(item.index));
    if (items.length) from = items.at(-1)!.index + 1;
    if (!next.length) {
      if (!running.size) return;
      await Promise.race(running);
      continue;
    }
    for (const item of next) {
      while (running.size >= rules.concurrency) await Promise.race(running);
      if (ctx.signal.aborted) break;
      taken.add(item.index);
      const reading: Promise<void> = readOne(job, item, rules, ctx).finally(() => running.delete(reading));
      running.add(reading);
    }
  }
  await Promise.allSettled(running);
}

async function readOne(job: BatchJob, item: BatchItem, rules: CrawlRules, ctx: BatchContext): Promise<void> {
  let release: (() => void) | undefined;
  try {
    const refusal = rules.startRefusal(item) ?? (await rules.pageRefusal(item.url));
    if (refusal) {
      await finishCrawlPage(job.id, item.index, { status: 'skipped', error: refusal }, rules.limit, rules.sameAs);
      return;
    }
    release = await rules.gate.acquire(new URL(item.url).host, ctx.signal);
    const read = await readCrawlPage(job, item, ctx);
    const status = read.result.metadata?.statusCode;
    // An error page is a failure whose links are not followed; its answer is kept (the service's shape).
    if (isHttpError(status)) {
      const failed = { status: 'failed', error: httpStatusError(status), result: read.result } as const;
      await finishCrawlPage(job.id, item.index, failed, rules.limit, rules.sameAs);
    } else await keep(job, item, rules, read);
  } catch (error) {
    if (ctx.signal.aborted) return; // the runner ends what is left as cancelled
    const failed = { status: 'failed', error: itemErrorData(job, error) } as const;
    await finishCrawlPage(job.id, item.index, failed, rules.limit, rules.sameAs);
  } finally {
    release?.();
  }
}

/** Keeps a page read, with its other addresses and the pages it links to (when the crawl follows them). */
async function keep(job: BatchJob, item: BatchItem, rules: CrawlRules, read: CrawlPageRead): Promise<void> {
  const finalUrl = read.rendered?.href || read.hops.at(-1) || item.url;
  const landed = rules.check(finalUrl);
  if (rules.key(finalUrl) !== rules.key(item.url) && !landed.ok) {
    throw new ApiError({ kind: 'forbidden', message: t('crawl_redirectedOut', finalUrl) });
  }
  const canonical = rules.canonicalOf(read.rendered, finalUrl);
  const aliases = [item.url, ...read.hops, finalUrl, ...(canonical ? [canonical] : [])]
    .map(rules.key)
    .filter((key): key is string => key !== undefined);
  const found: FoundPage[] = read.rendered ? await rules.linksToFollow(read.rendered, item.depth ?? 0, finalUrl) : [];
  const shown = canonical ?? finalUrl;
  await finishCrawlPage(
    job.id,
    item.index,
    {
      status: 'done',
      result: read.result,
      ...(rules.key(shown) !== rules.key(item.url) ? { finalUrl: shown } : {}),
      aliases: [...new Set(aliases)],
      found,
    },
    rules.limit,
    rules.sameAs,
  );
}

/** A crawl that read no page says why: the start page's own reason, else that nothing was in scope. */
async function explainEmpty(crawlId: string): Promise<void> {
  const job = await getBatch(crawlId);
  if (!job || job.done > 0) return;
  const [start] = await readItems(crawlId, { limit: 1 });
  throw new ApiError({
    kind: start?.error?.kind ?? 'scrape-failed',
    message: t('crawl_noPageRead', start?.error?.message ?? t('crawl_nothingInScope')),
  });
}
