import { z } from 'zod';
import { httpUrl } from '@/lib/api/schemas/common';
import { crawlOptionsShape, crawlRequestSchema, crawlWebhookSchema } from '@/lib/api/schemas/crawl';
import { scrapeOptionsShape } from '@/lib/api/schemas/scrape-options';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import type { CrawlSpec } from '@/lib/api/schemas/crawl-spec';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import type { BatchRead } from '@/lib/bridge/bridge-deps';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { checkBody, withoutAnalytics, type Checked } from '@/lib/bridge/check-body';
import { fromV2ScrapeOptions } from '@/lib/bridge/from-v2-scrape-options';
import { scrapeNeeds, servedWithModel } from '@/lib/bridge/local-needs';
import { forwardOrRefuse, type RouteContext } from '@/lib/bridge/route-context';
import { v2ScrapeOptionsStrictSchema } from '@/lib/bridge/v2-scrape-request';

// POST /v1/crawl and /v2/crawl: a crawl in the user's browser, which is a batch job with
// `source: 'crawl'` (lib/crawl/). Its options keep v2's names; v1's are turned into them.

/** POST /v2/crawl body, its scrapeOptions strict at every level as the service's are. */
export const v2CrawlRequestSchema = z.strictObject({
  ...crawlRequestSchema.shape,
  scrapeOptions: v2ScrapeOptionsStrictSchema.optional(),
});

// v1 has no sitemap modes, no robots.txt options; it has maxDepth, ignoreSitemap, allowBackwardLinks.
const { sitemap: _sitemap, ignoreRobotsTxt: _robots, robotsUserAgent: _agent, ...sameInV1 } = crawlOptionsShape;

/** POST /v1/crawl body (v1 document), strict. */
export const v1CrawlRequestSchema = z.strictObject({
  url: httpUrl,
  ...sameInV1,
  maxDepth: z.int().min(0).optional(),
  ignoreSitemap: z.boolean().optional(),
  allowBackwardLinks: z.boolean().optional(),
  webhook: crawlWebhookSchema.optional(),
  scrapeOptions: z.strictObject(scrapeOptionsShape).optional(),
});
type V1Crawl = z.infer<typeof v1CrawlRequestSchema>;

/**
 * v1's maxDepth ("the most slashes a page's path may hold", counted from the start page's own
 * depth, as the service counts it) as an exclude pattern: a path with more segments is left out.
 */
export function depthPattern(url: string, maxDepth: number, onFullUrl = false): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean).length + maxDepth + 1;
  return onFullUrl ? `^[a-z][a-z0-9+.-]*://[^/]+(?:/[^/?#]+){${segments}}` : `^(?:/[^/]+){${segments}}`;
}

/** A v1 crawl's options under v2's names. */
function v2Spec(v1: Omit<V1Crawl, 'webhook' | 'scrapeOptions'>): CrawlSpec {
  const { maxDepth, ignoreSitemap, allowBackwardLinks, ...spec } = v1;
  return {
    ...spec,
    ...(ignoreSitemap !== undefined && { sitemap: ignoreSitemap ? 'skip' : 'include' }),
    ...(spec.crawlEntireDomain === undefined &&
      allowBackwardLinks !== undefined && { crawlEntireDomain: allowBackwardLinks }),
    ...(maxDepth !== undefined && {
      excludePaths: [...(spec.excludePaths ?? []), depthPattern(spec.url, maxDepth, spec.regexOnFullURL)],
    }),
  };
}

interface LocalCrawl {
  spec: CrawlSpec;
  options: ScrapeDefaults;
  needsService: string[];
}

/** A crawl body checked as the service checks it: the crawl under v2's names, its pages' options v1-shaped. */
export function localCrawl(body: unknown, version: 'v1' | 'v2'): Checked<LocalCrawl> {
  let crawl: { spec: CrawlSpec; options: ScrapeDefaults; needsService: string[] };
  if (version === 'v1') {
    const v1 = checkBody(v1CrawlRequestSchema, withoutAnalytics(body), 'v1');
    if (!v1.ok) return v1;
    const { webhook, scrapeOptions, ...rest } = v1.value;
    crawl = { spec: v2Spec(rest), options: scrapeOptions ?? {}, needsService: webhook ? ['webhook'] : [] };
  } else {
    const v2 = checkBody(v2CrawlRequestSchema, withoutAnalytics(body), 'v2');
    if (!v2.ok) return v2;
    const { prompt, webhook, scrapeOptions, ...spec } = v2.value;
    const local = fromV2ScrapeOptions(scrapeOptions ?? {});
    const needs = [...(prompt !== undefined ? ['prompt'] : []), ...(webhook ? ['webhook'] : [])];
    crawl = { spec, options: local.options, needsService: [...needs, ...local.needsService] };
  }
  const scrape = checkBody(scrapeRequestSchema, { ...crawl.options, url: crawl.spec.url }, version);
  if (!scrape.ok) return scrape;
  return { ok: true, value: { ...crawl, needsService: [...crawl.needsService, ...scrapeNeeds(scrape.value)] } };
}

export async function crawlStartRoute(ctx: RouteContext): Promise<BridgeAnswer> {
  const checked = localCrawl(ctx.request.body, ctx.version);
  if (!checked.ok) return checked.answer;
  const { spec, options, needsService } = checked.value;
  const needs = servedWithModel(needsService, await ctx.deps.hasModel());
  if (needs.length > 0) return forwardOrRefuse(ctx, needs);
  const id = await ctx.deps.startCrawl({ spec, options, clientName: ctx.client.name });
  return { status: 200, body: { success: true, id, url: `${ctx.base}/${ctx.version}/crawl/${id}` } };
}

/** v2's crawl status adds its times to a batch's: when it started, ended, and how long it took (seconds). */
export function crawlTimes(ctx: RouteContext, { job }: BatchRead): Record<string, unknown> {
  if (ctx.version === 'v1') return {};
  const end = job.finishedAt ?? Date.now();
  return {
    createdAt: new Date(job.createdAt).toISOString(),
    ...(job.finishedAt !== undefined && { completedAt: new Date(job.finishedAt).toISOString() }),
    duration: (end - job.createdAt) / 1000,
  };
}
