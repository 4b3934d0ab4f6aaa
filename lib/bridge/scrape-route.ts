import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-constants';
import { scrapeRequestSchema, type ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { checkBody, withoutAnalytics, type Checked } from '@/lib/bridge/check-body';
import { fromV2ScrapeOptions } from '@/lib/bridge/from-v2-scrape-options';
import { waitForAnswer } from '@/lib/bridge/job-answer';
import { scrapeNeeds, servedWithModel } from '@/lib/bridge/local-needs';
import { forwardOrRefuse, type RouteContext } from '@/lib/bridge/route-context';
import { v2ScrapeRequestSchema } from '@/lib/bridge/v2-scrape-request';

/** A scrape request as the jobs take it (v1-shaped), and what of it only the service can do. */
export type LocalScrape = Checked<{ request: ScrapeRequest; needsService: string[] }>;

/** A POST /v1/scrape or /v2/scrape body checked as the service checks it, in the jobs' v1 shape. */
export function localScrape(body: unknown, version: 'v1' | 'v2'): LocalScrape {
  if (version === 'v1') {
    const v1 = checkBody(scrapeRequestSchema, withoutAnalytics(body), 'v1');
    return v1.ok ? { ok: true, value: { request: v1.value, needsService: scrapeNeeds(v1.value) } } : v1;
  }
  const v2 = checkBody(v2ScrapeRequestSchema, withoutAnalytics(body), 'v2');
  if (!v2.ok) return v2;
  const { url, ...options } = v2.value;
  const local = fromV2ScrapeOptions(options);
  // v1's cross-field rules (json with its options, change tracking with markdown) hold in v2 too.
  const request = checkBody(scrapeRequestSchema, { url, ...local.options }, 'v2');
  if (!request.ok) return request;
  return {
    ok: true,
    value: { request: request.value, needsService: [...local.needsService, ...scrapeNeeds(request.value)] },
  };
}

/** POST /v1/scrape, /v2/scrape: one page read in the user's browser, as a job in History. */
export async function scrapeRoute(ctx: RouteContext): Promise<BridgeAnswer> {
  // Alexandria's catalogued providers (firecrawl-mcp's firecrawl_scrape and find_tools) are the service's.
  if (
    ctx.version === 'v2' &&
    typeof ctx.request.body === 'object' &&
    ctx.request.body &&
    'alexandria' in ctx.request.body
  )
    return forwardOrRefuse(ctx, ['alexandria']);
  const checked = localScrape(ctx.request.body, ctx.version);
  if (!checked.ok) return checked.answer;
  const { request, needsService } = checked.value;
  const needs = servedWithModel(needsService, await ctx.deps.hasModel());
  if (needs.length > 0) return forwardOrRefuse(ctx, needs);
  const jobId = await ctx.deps.startScrape('local', request, ctx.client.name);
  return waitForAnswer(ctx, jobId, request.timeout ?? SCRAPE_DEFAULTS.timeout);
}
