import { z } from 'zod';
import { jsonSchemaObject, strictObject } from '../validation';

// The `options` JSON of POST /v2/parse. Formats may be strings or {type} objects (the
// server accepts both). Options parse cannot use (actions, screenshots, change tracking,
// branding, waitFor > 0, location, mobile, proxy "enhanced") are known keys here and are
// refused afterwards with PARSE_UNSUPPORTED_OPTIONS, as the real server does.
const s = <T extends z.ZodRawShape>(shape: T) => strictObject(shape, 'v2');

const STRING_FORMATS = [
  'markdown',
  'summary',
  'html',
  'rawHtml',
  'links',
  'images',
  'screenshot',
  'screenshot@fullPage',
  'changeTracking',
  'branding',
] as const;

const objectFormat = z.discriminatedUnion('type', [
  s({ type: z.literal('markdown') }),
  s({ type: z.literal('summary') }),
  s({ type: z.literal('html') }),
  s({ type: z.literal('rawHtml') }),
  s({ type: z.literal('links') }),
  s({ type: z.literal('images') }),
  s({ type: z.literal('branding') }),
  s({ type: z.literal('json'), schema: jsonSchemaObject.optional(), prompt: z.string().optional() }),
  s({
    type: z.literal('screenshot'),
    fullPage: z.boolean().optional(),
    quality: z.number().int().min(1).max(100).optional(),
    viewport: s({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
  }),
  s({
    type: z.literal('changeTracking'),
    modes: z.array(z.enum(['git-diff', 'json'])).optional(),
    schema: jsonSchemaObject.optional(),
    prompt: z.string().optional(),
    tag: z.string().nullable().optional(),
  }),
]);

export const parseFormat = z.union([z.enum(STRING_FORMATS), objectFormat]);

const pdfParser = s({
  type: z.literal('pdf'),
  mode: z.enum(['fast', 'auto', 'ocr']).optional(),
  maxPages: z.number().int().min(1).max(10000).optional(),
  // Published in the v2 document.
  pages: z.boolean().optional(),
  blocks: z.boolean().optional(),
  pageMarkers: z.boolean().optional(),
});

export const parseOptionsSchema = s({
  formats: z.array(parseFormat).optional(),
  onlyMainContent: z.boolean().optional(),
  includeTags: z.array(z.string()).optional(),
  excludeTags: z.array(z.string()).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  timeout: z.number().int().positive().max(300000, 'timeout must not exceed 300000 ms').optional(),
  parsers: z.array(z.union([z.literal('pdf'), pdfParser])).optional(),
  skipTlsVerification: z.boolean().optional(),
  removeBase64Images: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  redactPII: z
    .union([
      z.boolean(),
      s({
        mode: z.enum(['accurate', 'aggressive', 'fast']).optional(),
        entities: z.array(z.string()).optional(),
        replaceStyle: z.enum(['tag', 'mask', 'remove']).optional(),
      }),
    ])
    .optional(),
  proxy: z.enum(['basic', 'enhanced', 'auto']).optional(),
  origin: z.string().optional(),
  integration: z.string().nullable().optional(),
  auditMetadata: s({ username: z.string().max(1024) }).optional(),
  zeroDataRetention: z.boolean().optional(),
  // Known, but refused for parse (see unsupportedOption).
  actions: z.array(z.unknown()).optional(),
  waitFor: z.number().int().min(0).optional(),
  location: s({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    languages: z.array(z.string()).optional(),
  }).optional(),
  mobile: z.boolean().optional(),
});

export type ParseOptions = z.infer<typeof parseOptionsSchema>;
export type ParseFormat = z.infer<typeof parseFormat>;

export const formatType = (f: ParseFormat): string => (typeof f === 'string' ? f : f.type);

export function unsupportedOption(o: ParseOptions): string | undefined {
  const types = (o.formats ?? []).map(formatType);
  if (o.actions && o.actions.length > 0) return 'Parse uploads do not support actions.';
  if (types.some((t) => t.startsWith('screenshot'))) return 'Parse uploads do not support screenshot output.';
  if (types.includes('branding')) return 'Parse uploads do not support branding output.';
  if (types.includes('changeTracking')) return 'Parse uploads do not support change tracking.';
  if ((o.waitFor ?? 0) > 0) return 'Parse uploads do not support waitFor.';
  if (o.location !== undefined) return 'Parse uploads do not support location overrides.';
  if (o.mobile) return 'Parse uploads do not support mobile rendering.';
  if (o.proxy === 'enhanced') return 'Parse uploads only support proxy values of auto or basic.';
  return undefined;
}
