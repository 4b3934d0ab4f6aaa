import { isItemFinished, itemId } from '@/lib/jobs/batch-schema';
import { t } from '@/lib/i18n/t';
import type { JobStatus } from '@/lib/jobs/job-schema';
import type { BatchRead } from '@/lib/bridge/bridge-deps';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { BRIDGE_CODES, failure, KIND_ANSWER } from '@/lib/bridge/error-answer';
import { forwarded, type RouteContext } from '@/lib/bridge/route-context';
import { serviceData } from '@/lib/bridge/service-data';
import { inStatusData } from '@/lib/bridge/status-data';
import type { ApiVersion } from '@/lib/bridge/service-wording';

// The status, errors and cancel of a batch scrape or a crawl: both are batch jobs in History (a
// crawl with `source: 'crawl'`), read a page of items at a time.

/** Items read for one status answer; the answer also stops near the service's 10 MB of data. */
export const STATUS_PAGE_ITEMS = 100;
export const STATUS_PAGE_BYTES = 10 * 1024 * 1024;
const DAY_MS = 24 * 3600 * 1000;

export const SERVICE_STATUS: Record<JobStatus, string> = {
  running: 'scraping',
  done: 'completed',
  failed: 'failed',
  interrupted: 'failed',
  cancelled: 'cancelled',
};

/**
 * Which family a route serves: its path under the version (what `next` names), and whether it is
 * the crawl's. Either family's routes serve either kind of job, as the service's one status
 * controller does (the SDK's v1 `batchScrapeUrls` polls `/v1/crawl/{batchId}`).
 */
export interface BatchFamily {
  path: 'batch/scrape' | 'crawl';
  crawl: boolean;
}

/** Not in History: perhaps the service's own (a forwarded start), else the service's 404. */
export async function notHere(ctx: RouteContext, family: BatchFamily, id: string): Promise<BridgeAnswer> {
  const message = family.crawl ? t('bridge_crawlNotFound', id) : t('bridge_batchNotFound', id);
  return (await forwarded(ctx)) ?? failure(404, message, BRIDGE_CODES.jobNotFound);
}

/**
 * One page of data from item `from` (read with one item more than a page, to look past it): the
 * results of the finished items, up to the first item still waiting (so paging never passes a
 * page still to come), and where the next page starts, given only when finished items lie past
 * this page. A running job with nothing new past the page has no `next`, unlike the service's,
 * which keeps it while the job runs: its SDK and firecrawl-mcp follow `next` at once, without a
 * pause, and against the bridge (which answers in milliseconds) that is a storm of reads until the
 * job ends. Without it each poll is one read, and every waiter reads again from the start.
 */
export function statusPage(read: BatchRead, from: number, version: ApiVersion) {
  const running = read.job.status === 'running';
  const data: Record<string, unknown>[] = [];
  let at = from;
  let bytes = 0;
  for (const { item, result } of read.items) {
    if (item.index >= from + STATUS_PAGE_ITEMS || bytes >= STATUS_PAGE_BYTES) break;
    if (running && !isItemFinished(item)) break;
    at = item.index + 1;
    if (!result || !inStatusData(item)) continue;
    const page = serviceData(result, version);
    data.push(page);
    bytes += JSON.stringify(page).length;
  }
  const after = read.items.find(({ item }) => item.index === at)?.item;
  const more = after !== undefined && isItemFinished(after);
  return { data, next: more ? at : undefined };
}

/**
 * The counts as the service's status gives them. Its pages that answered an HTTP error (404, 500)
 * are documents, in batch and crawl alike, so they count as completed; a page that failed to be
 * read at all (it threw) is in neither count, as the service drops a failed job from both; a
 * crawl's skipped addresses (robots.txt, the same page twice) are not pages taken on.
 */
export function statusCounts(job: BatchRead['job']): { total: number; completed: number } {
  const answered = job.answered ?? 0;
  const threw = Math.max(0, job.failed - answered);
  return { total: Math.max(0, job.total - (job.skipped ?? 0) - threw), completed: job.done + answered };
}

/** The status answer's counts and page, as GET /{version}/batch/scrape/{id} gives them. */
export function statusBody(ctx: RouteContext, family: BatchFamily, read: BatchRead, from: number) {
  const { job } = read;
  const { data, next } = statusPage(read, from, ctx.version);
  return {
    success: true,
    status: SERVICE_STATUS[job.status],
    ...statusCounts(job),
    // What the SDKs read as the job's cost: the browser spends no credits.
    creditsUsed: 0,
    expiresAt: new Date(job.createdAt + DAY_MS).toISOString(),
    ...(next !== undefined && { next: `${ctx.base}/${ctx.version}/${family.path}/${job.id}?skip=${next}` }),
    data,
  };
}

/** The items that failed, with the service's code for their kind, and the addresses robots.txt kept a crawl from. */
export async function errorsBody(ctx: RouteContext, first: BatchRead) {
  const errors: Record<string, unknown>[] = [];
  const robotsBlocked: string[] = [];
  for (let read: BatchRead | undefined = first, from = 0; read;) {
    for (const { item } of read.items) {
      // A page that answered an HTTP error is a document to the service, not an error: only what threw.
      if (item.status === 'failed' && !inStatusData(item))
        errors.push({
          id: itemId(read.job.id, item.index),
          timestamp: new Date(item.finishedAt ?? item.updatedAt ?? read.job.updatedAt).toISOString(),
          url: item.url,
          ...(item.error && { code: item.error.code ?? KIND_ANSWER[item.error.kind].code, error: item.error.message }),
        });
      // robots.txt's refusals are the skips of kind 'forbidden'; the other skips are the same page twice.
      if (item.status === 'skipped' && item.error?.kind === 'forbidden') robotsBlocked.push(item.url);
    }
    if (read.items.length < STATUS_PAGE_ITEMS) break;
    from += STATUS_PAGE_ITEMS;
    read = await ctx.deps.readBatch(read.job.id, { from, limit: STATUS_PAGE_ITEMS, results: false });
  }
  return { success: true, errors, robotsBlocked };
}

/** Cancels a running batch or crawl; one already over is the service's 409. */
export async function cancelAnswer(ctx: RouteContext, read: BatchRead): Promise<BridgeAnswer> {
  if (read.job.status !== 'running') return failure(409, t('bridge_alreadyFinished'), BRIDGE_CODES.alreadyFinished);
  await ctx.deps.cancelBatch(read.job.id);
  return { status: 200, body: { success: true, status: 'cancelled' } };
}

/** The `skip` of a status request: a whole number, 0 without one; undefined when it is not one. */
export function skipOf(ctx: RouteContext): number | undefined {
  const skip = ctx.request.query.skip ?? '0';
  return /^\d+$/.test(skip) ? Number(skip) : undefined;
}

export const skipRefused = (): BridgeAnswer => failure(400, t('bridge_skipInvalid'), 'BAD_REQUEST');
