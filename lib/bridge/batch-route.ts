import { z } from 'zod';
import { batchScrapeRequestSchema } from '@/lib/api/schemas/batch-scrape';
import { httpUrl } from '@/lib/api/schemas/common';
import { crawlWebhookSchema } from '@/lib/api/schemas/crawl';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { checkBody, withoutAnalytics, type Checked } from '@/lib/bridge/check-body';
import { fromV2ScrapeOptions } from '@/lib/bridge/from-v2-scrape-options';
import { scrapeNeeds, servedWithModel } from '@/lib/bridge/local-needs';
import { forwardOrRefuse, type RouteContext } from '@/lib/bridge/route-context';
import { v2ScrapeOptionsShape } from '@/lib/bridge/v2-scrape-request';

// POST /v1/batch/scrape and /v2/batch/scrape: many pages, each a local scrape, as one batch job.

const { urls, maxConcurrency, ignoreInvalidURLs } = batchScrapeRequestSchema.shape;
const batchShape = { urls, maxConcurrency, ignoreInvalidURLs, webhook: crawlWebhookSchema.optional() };

export const v1BatchRequestSchema = z.strictObject({ ...batchScrapeRequestSchema.shape, ...batchShape });
export const v2BatchRequestSchema = z.strictObject({
  ...v2ScrapeOptionsShape,
  ...batchShape,
  zeroDataRetention: z.boolean().optional(),
});

interface LocalBatch {
  urls: string[];
  /** Set when the request ignores invalid addresses: those it left out. */
  invalidURLs?: string[];
  options: ScrapeDefaults;
  maxConcurrency?: number;
  needsService: string[];
}

/**
 * With `ignoreInvalidURLs` (v2's default, not v1's) the addresses that are not http(s) URLs are
 * left out and listed back, as the service does; without it they fail the request.
 */
function splitInvalid(body: unknown, version: 'v1' | 'v2'): { body: unknown; invalid?: string[] } {
  if (typeof body !== 'object' || body === null) return { body };
  const { urls: given, ignoreInvalidURLs: ignore } = body as { urls?: unknown; ignoreInvalidURLs?: unknown };
  if (!(ignore === true || (version === 'v2' && ignore === undefined)) || !Array.isArray(given)) return { body };
  const valid = given.filter((url) => httpUrl.safeParse(url).success);
  const invalid = given.filter((url) => !httpUrl.safeParse(url).success).map(String);
  return { body: { ...body, urls: valid }, invalid };
}

/** A batch body checked as the service checks it, its options in the jobs' v1 shape. */
export function localBatch(body: unknown, version: 'v1' | 'v2'): Checked<LocalBatch> {
  const { body: kept, invalid } = splitInvalid(withoutAnalytics(body), version);
  let batch: Omit<LocalBatch, 'invalidURLs'>;
  if (version === 'v1') {
    const v1 = checkBody(v1BatchRequestSchema, kept, 'v1');
    if (!v1.ok) return v1;
    const { urls, maxConcurrency, ignoreInvalidURLs: _ignore, webhook, ...options } = v1.value;
    batch = { urls, maxConcurrency, options, needsService: webhook ? ['webhook'] : [] };
  } else {
    const v2 = checkBody(v2BatchRequestSchema, kept, 'v2');
    if (!v2.ok) return v2;
    const { urls, maxConcurrency, ignoreInvalidURLs: _ignore, webhook, ...options } = v2.value;
    const local = fromV2ScrapeOptions(options);
    batch = {
      urls,
      maxConcurrency,
      options: local.options,
      needsService: [...(webhook ? ['webhook'] : []), ...local.needsService],
    };
  }
  // Every page takes the same options: the scrape's cross-field rules, checked once.
  const scrape = checkBody(scrapeRequestSchema, { ...batch.options, url: batch.urls[0] }, version);
  if (!scrape.ok) return scrape;
  const needsService = [...batch.needsService, ...scrapeNeeds(scrape.value)];
  return { ok: true, value: { ...batch, invalidURLs: invalid, needsService } };
}

export async function batchStartRoute(ctx: RouteContext): Promise<BridgeAnswer> {
  const checked = localBatch(ctx.request.body, ctx.version);
  if (!checked.ok) return checked.answer;
  const { urls, invalidURLs, options, maxConcurrency, needsService } = checked.value;
  const needs = servedWithModel(needsService, await ctx.deps.hasModel());
  if (needs.length > 0) return forwardOrRefuse(ctx, needs);
  const id = await ctx.deps.startBatch({ urls, options, maxConcurrency, clientName: ctx.client.name });
  const url = `${ctx.base}/${ctx.version}/batch/scrape/${id}`;
  return { status: 200, body: { success: true, id, url, ...(invalidURLs && { invalidURLs }) } };
}
