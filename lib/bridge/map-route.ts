import { z } from 'zod';
import { mapRequestSchema } from '@/lib/api/schemas/map';
import { threatProtectionSchema } from '@/lib/api/schemas/threat-protection';
import type { MapOptions } from '@/lib/crawl';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { checkBody, withoutAnalytics, type Checked } from '@/lib/bridge/check-body';
import { timeoutAnswer } from '@/lib/bridge/job-answer';
import { withDeadline, type RouteContext } from '@/lib/bridge/route-context';

// POST /v1/map and /v2/map: the site's addresses from the local map (its sitemaps and the links
// the browser draws). v1 answers bare addresses, v2 `{url, title, description}` objects.

/** The longest a local map runs when the request sets no timeout. */
export const MAP_DEFAULT_TIMEOUT_MS = 120_000;

const { url, search, includeSubdomains, limit, timeout, location } = mapRequestSchema.shape;

/** POST /v2/map body, with the v2 document's options the extension's map request does not carry. */
export const v2MapRequestSchema = z.strictObject({
  ...mapRequestSchema.shape,
  threatProtection: threatProtectionSchema.optional(),
  auditMetadata: z.strictObject({ username: z.string().max(1024) }).optional(),
});

/** POST /v1/map body (v1 document). */
export const v1MapRequestSchema = z.strictObject({
  url,
  search,
  ignoreSitemap: z.boolean().optional(),
  sitemapOnly: z.boolean().optional(),
  includeSubdomains,
  limit,
  timeout,
  location,
  threatProtection: threatProtectionSchema.optional(),
});

/**
 * A map body checked as the service checks it, as the local map's options. What only changes how
 * the service fetches (location, threat protection, its cache, its audit log) does nothing here.
 */
export function localMapOptions(body: unknown, version: 'v1' | 'v2'): Checked<MapOptions> {
  if (version === 'v1') {
    const v1 = checkBody(v1MapRequestSchema, withoutAnalytics(body), 'v1');
    if (!v1.ok) return v1;
    const { ignoreSitemap, sitemapOnly, location: _l, threatProtection: _t, ...same } = v1.value;
    const sitemap = sitemapOnly ? 'only' : ignoreSitemap ? 'skip' : undefined;
    return { ok: true, value: { ...same, ...(sitemap && { sitemap }) } };
  }
  const v2 = checkBody(v2MapRequestSchema, withoutAnalytics(body), 'v2');
  if (!v2.ok) return v2;
  const { location: _l, threatProtection: _t, auditMetadata: _a, ignoreCache: _c, ...same } = v2.value;
  return { ok: true, value: same };
}

export async function mapRoute(ctx: RouteContext): Promise<BridgeAnswer> {
  const checked = localMapOptions(ctx.request.body, ctx.version);
  if (!checked.ok) return checked.answer;
  const timeoutMs = checked.value.timeout ?? MAP_DEFAULT_TIMEOUT_MS;
  const mapped = await withDeadline(ctx, timeoutMs, (signal) => ctx.deps.mapSite(checked.value, signal));
  if (!mapped) return timeoutAnswer(timeoutMs);
  const { links } = mapped.value;
  const listed =
    ctx.version === 'v1'
      ? links.map((link) => link.url)
      : links.map(({ url, title, description }) => ({
          url,
          ...(title !== undefined && { title }),
          ...(description !== undefined && { description }),
        }));
  return { status: 200, body: { success: true, links: listed } };
}
