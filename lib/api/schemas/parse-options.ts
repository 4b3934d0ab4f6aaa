import { z } from 'zod';
import { headerMap, jsonSchemaObject, MIN_TIMEOUT_MS, optIn } from '@/lib/api/schemas/common';
import { t } from '@/lib/i18n/t';

export const PARSE_STRING_FORMATS = ['markdown', 'summary', 'html', 'rawHtml', 'links', 'images'] as const;
export type ParseStringFormat = (typeof PARSE_STRING_FORMATS)[number];

// The interface types formats as strings, the v2 document as {type} objects; the server takes both.
const parseFormatObject = z.union([
  z.strictObject({ type: z.enum(PARSE_STRING_FORMATS) }),
  z.strictObject({ type: z.literal('json'), schema: jsonSchemaObject.optional(), prompt: z.string().optional() }),
]);
export const parseFormatSchema = z.union([z.enum(PARSE_STRING_FORMATS), parseFormatObject]);
export type ParseFormat = z.infer<typeof parseFormatSchema>;

export const PDF_MODES = ['fast', 'auto', 'ocr'] as const;
/** The pages a PDF parser reads at most, which the form shows as well. */
export const PDF_MAX_PAGES = { min: 1, max: 10_000 } as const;
export const pdfParserSchema = z.union([
  z.literal('pdf'),
  z.strictObject({
    type: z.literal('pdf'),
    mode: z.enum(PDF_MODES).optional(),
    maxPages: z
      .int()
      .min(PDF_MAX_PAGES.min, t('apiSchema_maxPagesMin'))
      .max(PDF_MAX_PAGES.max, t('apiSchema_maxPagesMax'))
      .optional(),
    // In the v2 document, not in the 2026-08 server: sent only when turned on.
    pages: optIn,
    blocks: optIn,
    pageMarkers: optIn,
  }),
]);
export type PdfParser = z.input<typeof pdfParserSchema>;

export const PII_ENTITIES = ['PERSON', 'EMAIL', 'PHONE', 'LOCATION', 'FINANCIAL', 'SECRET'] as const;
export const redactPiiSchema = z.union([
  z.boolean(),
  z.strictObject({
    mode: z.enum(['accurate', 'aggressive', 'fast']).optional(),
    entities: z.array(z.enum(PII_ENTITIES)).optional(),
    replaceStyle: z.enum(['tag', 'mask', 'remove']).optional(),
  }),
]);

export const PARSE_MAX_TIMEOUT_MS = 300_000;

/** The `options` part of POST /v2/parse. Strict, like the service. */
export const parseOptionsSchema = z.strictObject({
  formats: z.array(parseFormatSchema).optional(),
  onlyMainContent: z.boolean().optional(),
  includeTags: z.array(z.string().min(1)).optional(),
  excludeTags: z.array(z.string().min(1)).optional(),
  headers: headerMap.optional(),
  timeout: z
    .int()
    .min(MIN_TIMEOUT_MS, t('apiSchema_timeoutMin'))
    .max(PARSE_MAX_TIMEOUT_MS, t('apiSchema_parseTimeoutMax', PARSE_MAX_TIMEOUT_MS / 1000))
    .optional(),
  parsers: z.array(pdfParserSchema).optional(),
  skipTlsVerification: z.boolean().optional(),
  removeBase64Images: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  redactPII: redactPiiSchema.optional(),
  proxy: z.enum(['basic', 'auto']).optional(),
  origin: z.string().optional(),
  integration: z.string().nullable().optional(),
  zeroDataRetention: z.boolean().optional(),
});
export type ParseOptions = z.infer<typeof parseOptionsSchema>;
export type ParseOptionsInput = z.input<typeof parseOptionsSchema>;

/** Format names whatever their spelling, for views and the local engine. */
export const parseFormatNames = (formats: ParseFormat[] | undefined): string[] =>
  (formats ?? ['markdown']).map((f) => (typeof f === 'string' ? f : f.type));
