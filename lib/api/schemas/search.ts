import { z } from 'zod';
import { looseObject, maybe, MIN_TIMEOUT_MS } from '@/lib/api/schemas/common';
import { scrapeOptionsShape } from '@/lib/api/schemas/scrape-options';
import { v2ScrapeOptionsSchema } from '@/lib/api/schemas/scrape-options-v2';
import { scrapeDataSchema } from '@/lib/api/schemas/scrape-response';
import { threatProtectionSchema } from '@/lib/api/schemas/threat-protection';
import { t } from '@/lib/i18n/t';

// Search (v2 OpenAPI: POST /search; v1 OpenAPI: POST /search). Requests are strict like the
// service's; answers lenient. The checks the documents leave out follow the service's own code
// (docs/search.md): domains are hostnames, trimmed and lower-cased, and never both lists at once.

/** The documents' bounds: a query of at most 500 characters, 1 to 100 results (per source in v2). */
export const SEARCH_QUERY_MAX = 500;
export const SEARCH_LIMIT = { min: 1, max: 100, v2Default: 10, v1Default: 5 } as const;
export const SEARCH_SOURCES = ['web', 'news', 'images'] as const;
export const SEARCH_CATEGORIES = ['github', 'research', 'pdf'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A hostname, no protocol, port or path (the service trims and lower-cases it first). */
export const searchDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOSTNAME, { error: () => t('apiSchema_searchDomain') });

export const searchQuerySchema = z
  .string()
  .trim()
  .min(1, { error: () => t('apiSchema_searchQueryEmpty') })
  .max(SEARCH_QUERY_MAX, { error: () => t('apiSchema_searchQueryLong', SEARCH_QUERY_MAX) });

export const searchLimitSchema = z
  .int({ error: () => t('apiSchema_searchLimit', SEARCH_LIMIT.min, SEARCH_LIMIT.max) })
  .min(SEARCH_LIMIT.min, { error: () => t('apiSchema_searchLimit', SEARCH_LIMIT.min, SEARCH_LIMIT.max) })
  .max(SEARCH_LIMIT.max, { error: () => t('apiSchema_searchLimit', SEARCH_LIMIT.min, SEARCH_LIMIT.max) });

/** A source by name, or as the document's object (web may carry its own tbs and location). */
export const searchSourceSchema = z.union([
  z.enum(SEARCH_SOURCES),
  z.strictObject({ type: z.literal('web'), tbs: z.string().optional(), location: z.string().optional() }),
  z.strictObject({ type: z.literal('images') }),
  z.strictObject({ type: z.literal('news') }),
]);
export type SearchSourceInput = z.infer<typeof searchSourceSchema>;

export const searchCategorySchema = z.union([
  z.enum(SEARCH_CATEGORIES),
  z.strictObject({ type: z.enum(SEARCH_CATEGORIES) }),
]);

/** The name of a source or category, whichever way it was written. */
export const typeOf = <T extends string>(entry: T | { type: T }): T => (typeof entry === 'string' ? entry : entry.type);

const searchTimeout = z.int().min(MIN_TIMEOUT_MS, t('apiSchema_timeoutMin'));

/** The options a search takes beyond its query and scrape options, by the v2 document's names. */
export const searchOptionsShape = {
  limit: searchLimitSchema.optional(),
  sources: z
    .array(searchSourceSchema)
    .min(1, { error: () => t('apiSchema_searchSources') })
    .optional(),
  categories: z.array(searchCategorySchema).optional(),
  includeDomains: z.array(searchDomainSchema).optional(),
  excludeDomains: z.array(searchDomainSchema).optional(),
  tbs: z.string().optional(),
  location: z.string().optional(),
  country: z.string().optional(),
  safe: z.boolean().optional(),
  timeout: searchTimeout.optional(),
  ignoreInvalidURLs: z.boolean().optional(),
};

/** The service refuses both lists at once (its own words are in the SDK and the MCP server too). */
export function checkSearchDomains(
  value: { includeDomains?: readonly string[]; excludeDomains?: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  if (value.includeDomains?.length && value.excludeDomains?.length)
    for (const path of ['includeDomains', 'excludeDomains'])
      ctx.addIssue({ code: 'custom', path: [path], message: t('apiSchema_searchDomainsBoth') });
}

/** POST /v2/search body. */
export const searchRequestSchema = z
  .strictObject({
    query: searchQuerySchema,
    ...searchOptionsShape,
    highlights: z.boolean().optional(),
    enterprise: z.array(z.enum(['anon', 'zdr'])).optional(),
    scrapeOptions: v2ScrapeOptionsSchema.optional(),
    threatProtection: threatProtectionSchema.optional(),
  })
  .superRefine(checkSearchDomains);
export type SearchRequest = z.infer<typeof searchRequestSchema>;
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

/** v1's scrape formats for search results (v1 document: BaseScrapeOptions + formats). */
export const V1_SEARCH_FORMATS = [
  'markdown',
  'html',
  'rawHtml',
  'links',
  'screenshot',
  'screenshot@fullPage',
  'json',
  'extract',
] as const;

/**
 * POST /v1/search body: the v1 document's fields, and `lang`, `country` and `filter`, which the
 * service's v1 schema takes and its v1 SDK always sends (docs/search.md).
 */
export const v1SearchRequestSchema = z.strictObject({
  query: searchQuerySchema,
  limit: searchLimitSchema.optional(),
  tbs: z.string().optional(),
  location: z.string().optional(),
  lang: z.string().optional(),
  country: z.string().optional(),
  filter: z.string().optional(),
  timeout: searchTimeout.optional(),
  ignoreInvalidURLs: z.boolean().optional(),
  scrapeOptions: z
    .strictObject({ ...scrapeOptionsShape, formats: z.array(z.enum(V1_SEARCH_FORMATS)).optional() })
    .optional(),
  threatProtection: threatProtectionSchema.optional(),
});
export type V1SearchRequest = z.infer<typeof v1SearchRequestSchema>;
export type V1SearchRequestInput = z.input<typeof v1SearchRequestSchema>;

const text = maybe(z.string());
const count = maybe(z.number());

/** A web result: its title, address and description, and, when scraping was asked, the page (merged in place). */
export const searchWebResultSchema = scrapeDataSchema.extend({
  url: text,
  title: text,
  description: text,
  position: count,
  category: text,
});
export type SearchWebResult = z.infer<typeof searchWebResultSchema>;

/** A news item: `snippet`, not `description`; a date and an image; scraped like a web result. */
export const searchNewsResultSchema = scrapeDataSchema.extend({
  url: text,
  title: text,
  snippet: text,
  date: text,
  imageUrl: text,
  position: count,
  category: text,
});
export type SearchNewsResult = z.infer<typeof searchNewsResultSchema>;

export const searchImageResultSchema = looseObject({
  url: text,
  title: text,
  imageUrl: text,
  imageWidth: count,
  imageHeight: count,
  position: count,
});
export type SearchImageResult = z.infer<typeof searchImageResultSchema>;

/** POST /v2/search 200: results by source (only those asked for), a warning, the search's id and its cost. */
export const searchResponseSchema = looseObject({
  success: maybe(z.boolean()),
  data: maybe(
    looseObject({
      web: maybe(z.array(searchWebResultSchema)),
      news: maybe(z.array(searchNewsResultSchema)),
      images: maybe(z.array(searchImageResultSchema)),
    }),
  ),
  warning: text,
  id: text,
  creditsUsed: count,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** POST /v1/search 200: the web results as a list. */
export const v1SearchResponseSchema = looseObject({
  success: maybe(z.boolean()),
  data: maybe(z.array(searchWebResultSchema)),
  warning: text,
  id: text,
});
export type V1SearchResponse = z.infer<typeof v1SearchResponseSchema>;
