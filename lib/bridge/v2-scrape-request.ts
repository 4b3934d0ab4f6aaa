import { z } from 'zod';
import { httpUrl, milliseconds } from '@/lib/api/schemas/common';
import { PARSE_STRING_FORMATS, redactPiiSchema } from '@/lib/api/schemas/parse-options';
import { v2FormatSchema, v2ScrapeOptionsSchema } from '@/lib/api/schemas/scrape-options-v2';

// A v2 scrape's options (v2 document: components.schemas.ScrapeOptions), strict at every level as
// the service is: the options the extension already types (scrape-options-v2.ts, loose there so a
// crawl passes on what it does not name), plus the document's others, which the router either
// forwards to the service or refuses (from-v2-scrape-options.ts).

/** Formats the service also takes as plain strings (api-notes), beside the `{type}` objects. */
const V2_STRING_FORMATS = [
  ...PARSE_STRING_FORMATS,
  'screenshot',
  'json',
  'changeTracking',
  'branding',
  'product',
  'menu',
  'audio',
  'video',
] as const;

export const v2ScrapeOptionsShape = {
  ...v2ScrapeOptionsSchema.shape,
  formats: z.array(z.union([z.enum(V2_STRING_FORMATS), v2FormatSchema])).optional(),
  minAge: milliseconds.optional(),
  onlyCleanContent: z.boolean().optional(),
  lockdown: z.boolean().optional(),
  redactPII: redactPiiSchema.optional(),
  profile: z.strictObject({ name: z.string().min(1).max(128), saveChanges: z.boolean().optional() }).optional(),
  auditMetadata: z.strictObject({ username: z.string().max(1024) }).optional(),
};

export const v2ScrapeOptionsStrictSchema = z.strictObject(v2ScrapeOptionsShape);
export type V2ScrapeOptionsStrict = z.infer<typeof v2ScrapeOptionsStrictSchema>;
export type V2FormatInput = NonNullable<V2ScrapeOptionsStrict['formats']>[number];

/** POST /v2/scrape body. */
export const v2ScrapeRequestSchema = z.strictObject({
  url: httpUrl,
  ...v2ScrapeOptionsShape,
  zeroDataRetention: z.boolean().optional(),
});
