import { isItemFinished, itemId } from '@/lib/jobs/batch-schema';
import { t } from '@/lib/i18n/t';
import type { JobStatus } from '@/lib/jobs/job-schema';
import type { BatchRead } from '@/lib/bridge/bridge-deps';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { failure, KIND_ANSWER } from '@/lib/bridge/error-answer';
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

/** Which family a route serves: its path under the version, and whether its jobs are crawls. */
export interface BatchFamily {
  path: 'batch/scrape' | 'crawl';
  crawl: boolean;
}

/** The batch (or crawl) of this id and family with the items asked for; undefined when History has none. */
export async function readFamily(
  ctx: RouteContext,
  family: BatchFamily,
  id: string,
  page: { from: number; limit: number; results: boolean },
): Promise<BatchRead | undefined> {
  const read = await ctx.deps.readBatch(id, page);
  return read && (read.job.source === 'crawl') === family.crawl ? read : undefined;
}

/** Not in History: perhaps the service's own (a forwarded start), else the service's 404. */
export async function notHere(ctx: RouteContext, family: BatchFamily, id: string): Promise<BridgeAnswer> {
  const message = family.crawl ? t('bridge_crawlNotFound', id) : t('bridge_batchNotFound', id);
  return (await forwarded(ctx)) ?? failure(404, message);
}

/**
 * One page of data from item `from`: the results of the finished items, up to the first item still
 * waiting (so paging never passes a page that is still to come), and where the next page starts
 * while there is more to read or the job still runs (a running crawl still finds pages).
 */
export function statusPage(read: BatchRead, from: number, version: ApiVersion) {
  const running = read.job.status === 'running';
  const data: Record<string, unknown>[] = [];
  let at = from;
  let bytes = 0;
  for (const { item, result } of read.items) {
    if (running && !isItemFinished(item)) break;
    at = item.index + 1;
    if (!result || !inStatusData(read.job, item)) continue;
    const page = serviceData(result, version);
    data.push(page);
    bytes += JSON.stringify(page).length;
    if (bytes >= STATUS_PAGE_BYTES) break;
  }
  const more = running || at < read.job.total;
  return { data, next: more ? at : undefined };
}

/** The status answer's counts and page, as GET /{version}/batch/scrape/{id} gives them. */
export function statusBody(ctx: RouteContext, family: BatchFamily, read: BatchRead, from: number) {
  const { job } = read;
  const { data, next } = statusPage(read, from, ctx.version);
  return {
    success: true,
    status: SERVICE_STATUS[job.status],
    // A crawl's skipped addresses (robots.txt, the same page twice) are not pages taken on.
    total: job.total - (job.skipped ?? 0),
    completed: job.done,
    // The browser spends no credits.
    creditsUsed: 0,
    expiresAt: new Date(job.createdAt + DAY_MS).toISOString(),
    ...(next !== undefined && { next: `${ctx.base}/${ctx.version}/${family.path}/${job.id}?skip=${next}` }),
    data,
  };
}

/** The items that failed, with the service's code for their kind, and the addresses robots.txt kept a crawl from. */
export async function errorsBody(ctx: RouteContext, family: BatchFamily, first: BatchRead) {
  const errors: Record<string, unknown>[] = [];
  const robotsBlocked: string[] = [];
  for (let read: BatchRead | undefined = first, from = 0; read;) {
    for (const { item } of read.items) {
      // A batch's page that answered an HTTP error is a document to the service, not an error.
      if (item.status === 'failed' && !inStatusData(read.job, item))
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
    read = await readFamily(ctx, family, read.job.id, { from, limit: STATUS_PAGE_ITEMS, results: false });
  }
  return { success: true, errors, robotsBlocked };
}

/** Cancels a running batch or crawl; one already over is the service's 409. */
export async function cancelAnswer(ctx: RouteContext, read: BatchRead): Promise<BridgeAnswer> {
  if (read.job.status !== 'running') return failure(409, t('bridge_alreadyFinished'));
  await ctx.deps.cancelBatch(read.job.id);
  return { status: 200, body: { success: true, status: 'cancelled' } };
}

/** The `skip` of a status request: a whole number, 0 without one; undefined when it is not one. */
export function skipOf(ctx: RouteContext): number | undefined {
  const skip = ctx.request.query.skip ?? '0';
  return /^\d+$/.test(skip) ? Number(skip) : undefined;
}

export const skipRefused = (): BridgeAnswer => failure(400, t('bridge_skipInvalid'), 'BAD_REQUEST');
