import { z } from 'zod';
import { actionSchema, MAX_ACTIONS, screenshotActionSchema } from './actions';
import { headerMap, jsonSchemaObject, milliseconds, MIN_TIMEOUT_MS } from './common';
import { PARSE_MAX_TIMEOUT_MS, PARSE_STRING_FORMATS, pdfParserSchema } from './parse-options';
import { changeTrackingOptionsSchema, locationSchema, PROXY_MODES } from './scrape-options';
import { threatProtectionSchema } from './threat-protection';
import { t } from '../../i18n/t';
import { tPlural } from '../../i18n/t-plural';

// v2 ScrapeOptions (v2 OpenAPI components.schemas.ScrapeOptions), as a crawl's `scrapeOptions`
// carries them. The fields the extension sets are typed; the object stays loose, like a monitor
// target's, so an option the v2 document has and this file does not name still goes through.

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

export const v2ScrapeOptionsSchema = z.looseObject({
  formats: z.array(v2FormatSchema).optional(),
  onlyMainContent: z.boolean().optional(),
  includeTags: z.array(z.string().min(1)).optional(),
  excludeTags: z.array(z.string().min(1)).optional(),
  maxAge: milliseconds.optional(),
  headers: headerMap.optional(),
  waitFor: milliseconds.optional(),
  mobile: z.boolean().optional(),
  skipTlsVerification: z.boolean().optional(),
  timeout: z
    .int()
    .min(MIN_TIMEOUT_MS, t('apiSchema_timeoutMin'))
    // v2's one bound for any page read, a parsed file's or a crawled page's.
    .max(PARSE_MAX_TIMEOUT_MS, t('crawl_pageTimeoutMax', PARSE_MAX_TIMEOUT_MS / 1000))
    .optional(),
  parsers: z.array(pdfParserSchema).optional(),
  actions: z.array(actionSchema).max(MAX_ACTIONS, tPlural('apiSchema_actionsMax', MAX_ACTIONS)).optional(),
  location: locationSchema.optional(),
  removeBase64Images: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  proxy: z.enum(PROXY_MODES).optional(),
  storeInCache: z.boolean().optional(),
  threatProtection: threatProtectionSchema.optional(),
});
export type V2ScrapeOptions = z.infer<typeof v2ScrapeOptionsSchema>;
export type V2ScrapeOptionsInput = z.input<typeof v2ScrapeOptionsSchema>;
