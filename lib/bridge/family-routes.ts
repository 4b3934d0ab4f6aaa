import type { BatchRead } from '@/lib/bridge/bridge-deps';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import {
  cancelAnswer,
  errorsBody,
  notHere,
  skipOf,
  skipRefused,
  statusBody,
  STATUS_PAGE_ITEMS,
  type BatchFamily,
} from '@/lib/bridge/batch-status';
import type { RouteContext } from '@/lib/bridge/route-context';

// GET status, GET errors and DELETE of a batch scrape or a crawl by its id. An id History does not
// hold may be the service's (a start that was forwarded): it is forwarded too, when allowed.

export type IdRoute = (ctx: RouteContext, id: string) => Promise<BridgeAnswer>;

const ok = (body: unknown): BridgeAnswer => ({ status: 200, body });

/** What a family's status adds to a batch's (a crawl's times in v2). */
export type StatusExtra = (ctx: RouteContext, read: BatchRead) => Record<string, unknown>;

export function statusRoute(family: BatchFamily, extra?: StatusExtra): IdRoute {
  return async (ctx, id) => {
    const from = skipOf(ctx);
    if (from === undefined) return skipRefused();
    // One item past the page: whether finished items lie beyond it (statusPage's next).
    const read = await ctx.deps.readBatch(id, { from, limit: STATUS_PAGE_ITEMS + 1, results: true });
    if (!read) return notHere(ctx, family, id);
    const body = statusBody(ctx, family, read, from);
    const { data, ...counts } = body;
    // The page's data last, as the service sends it.
    return ok({ ...counts, ...extra?.(ctx, read), data });
  };
}

export function errorsRoute(family: BatchFamily): IdRoute {
  return async (ctx, id) => {
    const read = await ctx.deps.readBatch(id, { from: 0, limit: STATUS_PAGE_ITEMS, results: false });
    return read ? ok(await errorsBody(ctx, read)) : notHere(ctx, family, id);
  };
}

export function cancelRoute(family: BatchFamily): IdRoute {
  return async (ctx, id) => {
    const read = await ctx.deps.readBatch(id, { from: 0, limit: 1, results: false });
    return read ? cancelAnswer(ctx, read) : notHere(ctx, family, id);
  };
}
