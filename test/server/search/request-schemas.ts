import { z } from 'zod';
import { strictObject } from '../validation';
import { threatProtection } from '../scrape/schema';
import { scrapeOptionsV2 } from '../crawl/scrape-options-v2';

// Bodies of POST /v2/search and /v1/search as the documents list them and the service checks
// them: strict; a query of at most 500 characters (the document's bound); 1..100 results;
// sources and categories as names or {type} objects; domains as hostnames (trimmed, lower case),
// never both lists. The service also takes `lang`, `filter` and its SDKs' analytics fields.
const v2 = <T extends z.ZodRawShape>(shape: T) => strictObject(shape, 'v2');
const v1 = <T extends z.ZodRawShape>(shape: T) => strictObject(shape, 'v1');

export const BOTH_DOMAINS = 'includeDomains and excludeDomains cannot both be specified';
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const domain = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => HOSTNAME.test(value), 'Domain must be a valid hostname without protocol or path');

const query = z.string().max(500);
const limit = z.number().int().positive().max(100);
const analytics = { origin: z.string().optional(), integration: z.string().nullable().optional() };

const source = z.union([
  z.enum(['web', 'images', 'news']),
  v2({ type: z.literal('web'), tbs: z.string().optional(), location: z.string().optional() }),
  v2({ type: z.literal('images') }),
  v2({ type: z.literal('news') }),
]);
const category = z.union([z.enum(['github', 'research', 'pdf']), v2({ type: z.enum(['github', 'research', 'pdf']) })]);

export const v2SearchBody = v2({
  query,
  limit: limit.optional(),
  sources: z.array(source).optional(),
  categories: z.array(category).optional(),
  includeDomains: z.array(domain).optional(),
  excludeDomains: z.array(domain).optional(),
  tbs: z.string().optional(),
  location: z.string().optional(),
  country: z.string().optional(),
  lang: z.string().optional(),
  filter: z.string().optional(),
  safe: z.boolean().optional(),
  timeout: z.number().int().positive().optional(),
  ignoreInvalidURLs: z.boolean().optional(),
  highlights: z.boolean().optional(),
  enterprise: z.array(z.enum(['anon', 'zdr'])).optional(),
  scrapeOptions: scrapeOptionsV2.optional(),
  threatProtection: threatProtection.optional(),
  ...analytics,
}).refine((body) => !(body.includeDomains?.length && body.excludeDomains?.length), BOTH_DOMAINS);
export type V2SearchBody = z.infer<typeof v2SearchBody>;

const V1_FORMATS = [
  'markdown',
  'html',
  'rawHtml',
  'links',
  'screenshot',
  'screenshot@fullPage',
  'extract',
  'json',
] as const;

export const v1SearchBody = v1({
  query,
  limit: limit.optional(),
  tbs: z.string().optional(),
  filter: z.string().optional(),
  lang: z.string().optional(),
  country: z.string().optional(),
  location: z.string().optional(),
  timeout: z.number().int().positive().optional(),
  ignoreInvalidURLs: z.boolean().optional(),
  // v1's scrape options are a scrape's, without its url (checked by the scrape pipeline).
  scrapeOptions: z.looseObject({ formats: z.array(z.enum(V1_FORMATS)).optional() }).optional(),
  threatProtection: threatProtection.optional(),
  ...analytics,
});
export type V1SearchBody = z.infer<typeof v1SearchBody>;
