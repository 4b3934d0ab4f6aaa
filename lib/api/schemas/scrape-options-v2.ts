import { z } from 'zod';
import { screenshotActionSchema } from '@/lib/api/schemas/actions';
import { jsonSchemaObject, MIN_TIMEOUT_MS } from '@/lib/api/schemas/common';
import { PARSE_MAX_TIMEOUT_MS, PARSE_STRING_FORMATS, pdfParserSchema } from '@/lib/api/schemas/parse-options';
import { changeTrackingOptionsSchema, scrapeOptionsShape } from '@/lib/api/schemas/scrape-options';
import { t } from '@/lib/i18n/t';

// v2 ScrapeOptions (v2 OpenAPI components.schemas.ScrapeOptions), as a crawl's `scrapeOptions`
// carries them. The fields the extension sets are typed; the object stays loose, like a monitor
// target's, so an option of the v2 document this file does not name (minAge, redactPII, profile,
// ...) still goes through.

/** Formats that take no options: a plain string (api-notes) or `{type}`. */
const V2_PLAIN_FORMATS = [...PARSE_STRING_FORMATS, 'branding', 'product', 'menu', 'audio', 'video'] as const;

const QUESTION_MAX = 10_000;

export const v2FormatSchema = z.union([
  z.enum(PARSE_STRING_FORMATS),
  z.strictObject({ type: z.enum(V2_PLAIN_FORMATS) }),
  z.strictObject({ type: z.literal('json'), schema: jsonSchemaObject.optional(), prompt: z.string().optional() }),
  screenshotActionSchema.extend({
    viewport: z.strictObject({ width: z.int().positive(), height: z.int().positive() }).optional(),
  }),
  changeTrackingOptionsSchema.extend({ type: z.literal('changeTracking') }),
  z.strictObject({ type: z.literal('question'), question: z.string().min(1).max(QUESTION_MAX) }),
  z.strictObject({ type: z.literal('highlights'), query: z.string().min(1).max(QUESTION_MAX) }),
]);
export type V2Format = z.infer<typeof v2FormatSchema>;

// What v2 keeps of v1's options, names and checks alike; formats, json and change tracking
// options, parsePDF and the timeout's bound are what changed.
const {
  formats: _formats,
  changeTrackingOptions: _changeTracking,
  jsonOptions: _json,
  parsePDF: _parsePdf,
  timeout: _timeout,
  ...sameAsV1
} = scrapeOptionsShape;

export const v2ScrapeOptionsSchema = z.looseObject({
  ...sameAsV1,
  formats: z.array(v2FormatSchema).optional(),
  timeout: z
    .int()
    .min(MIN_TIMEOUT_MS, t('apiSchema_timeoutMin'))
    // v2's one bound for any page read, a parsed file's or a crawled page's.
    .max(PARSE_MAX_TIMEOUT_MS, t('crawl_pageTimeoutMax', PARSE_MAX_TIMEOUT_MS / 1000))
    .optional(),
  parsers: z.array(pdfParserSchema).optional(),
});
export type V2ScrapeOptions = z.infer<typeof v2ScrapeOptionsSchema>;
export type V2ScrapeOptionsInput = z.input<typeof v2ScrapeOptionsSchema>;
