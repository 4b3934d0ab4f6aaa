import { z } from 'zod';
import { httpUrl, looseObject, maybe, MIN_TIMEOUT_MS } from '@/lib/api/schemas/common';
import { CRAWL_SITEMAP_MODES } from '@/lib/api/schemas/crawl';
import { locationSchema } from '@/lib/api/schemas/scrape-options';
import { t } from '@/lib/i18n/t';

// v2 map (v2 OpenAPI: POST /map): a site's addresses without reading its pages.

export const MAP_LIMIT_MAX = 100_000;

/** POST /v2/map body. Strict, like the service. */
export const mapRequestSchema = z.strictObject({
  url: httpUrl,
  /** Keeps the addresses that match these words, the closest first. */
  search: z.string().optional(),
  sitemap: z.enum(CRAWL_SITEMAP_MODES).optional(),
  includeSubdomains: z.boolean().optional(),
  ignoreQueryParameters: z.boolean().optional(),
  /** Read the sitemaps again rather than the service's copy (kept up to 7 days). */
  ignoreCache: z.boolean().optional(),
  limit: z
    .int()
    .min(1, t('map_limitRange', MAP_LIMIT_MAX))
    .max(MAP_LIMIT_MAX, t('map_limitRange', MAP_LIMIT_MAX))
    .optional(),
  timeout: z.int().min(MIN_TIMEOUT_MS, t('apiSchema_timeoutMin')).optional(),
  location: locationSchema.optional(),
});
export type MapRequest = z.infer<typeof mapRequestSchema>;
export type MapRequestInput = z.input<typeof mapRequestSchema>;

// A text the service may leave out or send as null: absent either way.
const optionalText = maybe(z.string()).transform((text) => text ?? undefined);
const mapLinkObject = looseObject({ url: z.string(), title: optionalText, description: optionalText });

/** v2 sends each link as `{url, title, description}`, v1 as the bare address: callers always get the object. */
export const mapLinkSchema = z.preprocess((link) => (typeof link === 'string' ? { url: link } : link), mapLinkObject);
export type MapLink = z.infer<typeof mapLinkSchema>;

export const mapResponseSchema = looseObject({
  success: maybe(z.boolean()),
  links: z
    .array(mapLinkSchema)
    .nullish()
    .transform((links) => links ?? []),
});
export type MapResponse = z.infer<typeof mapResponseSchema>;
