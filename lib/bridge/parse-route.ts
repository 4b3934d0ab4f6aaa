import { z } from 'zod';
import { isParseableName, PARSE_EXTENSIONS, PARSE_MAX_FILE_BYTES } from '@/lib/api/parse-file-rules';
import { milliseconds } from '@/lib/api/schemas/common';
import {
  PARSE_MAX_TIMEOUT_MS,
  parseFormatSchema,
  parseOptionsSchema,
  type ParseOptions,
} from '@/lib/api/schemas/parse-options';
import { locationSchema, PROXY_MODES } from '@/lib/api/schemas/scrape-options';
import { t } from '@/lib/i18n/t';
import type { BridgeFile } from '@/lib/bridge/bridge-deps';
import { multipartBodySchema, type BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import { checkBody, refusedBody, type Checked } from '@/lib/bridge/check-body';
import { failure } from '@/lib/bridge/error-answer';
import { waitForAnswer } from '@/lib/bridge/job-answer';
import { parseNeeds, servedWithModel } from '@/lib/bridge/local-needs';
import { fromBase64, partText, readMultipart } from '@/lib/bridge/multipart';
import { forwardOrRefuse, type RouteContext } from '@/lib/bridge/route-context';
import { SERVICE_WORDING } from '@/lib/bridge/service-wording';

// POST /v2/parse (multipart): a file read by the local parser, as a job in History. Checked in the
// service's order: the form, the file, the options' JSON, the file's type, the options, then
// what a parse cannot use.

/** Formats and options the service knows but refuses for a parse (PARSE_UNSUPPORTED_OPTIONS). */
const UNSUPPORTED_FORMATS = ['screenshot', 'screenshot@fullPage', 'changeTracking', 'branding'] as const;
const unsupportedFormat = z.union([z.enum(UNSUPPORTED_FORMATS), z.looseObject({ type: z.enum(UNSUPPORTED_FORMATS) })]);

/** The `options` part: the client's parse options plus the keys the service knows only to refuse. */
export const parseRequestOptionsSchema = z.strictObject({
  ...parseOptionsSchema.shape,
  formats: z.array(z.union([parseFormatSchema, unsupportedFormat])).optional(),
  proxy: z.enum(PROXY_MODES).optional(),
  actions: z.array(z.unknown()).optional(),
  waitFor: milliseconds.optional(),
  location: locationSchema.optional(),
  mobile: z.boolean().optional(),
  auditMetadata: z.strictObject({ username: z.string().max(1024) }).optional(),
});
type ParseRequestOptions = z.infer<typeof parseRequestOptionsSchema>;

/** The first option a parse cannot use, by name, as the service names them. */
function unsupported(options: ParseRequestOptions): string | undefined {
  const names = (options.formats ?? []).map((format) => (typeof format === 'string' ? format : format.type));
  if (options.actions?.length) return 'actions';
  const format = names.find((name) => (UNSUPPORTED_FORMATS as readonly string[]).includes(name));
  if (format) return `formats: ${format}`;
  if ((options.waitFor ?? 0) > 0) return 'waitFor';
  if (options.location !== undefined) return 'location';
  if (options.mobile) return 'mobile';
  if (options.proxy === 'enhanced') return 'proxy: enhanced';
  return undefined;
}

const bad = (message: string, code = 'BAD_REQUEST') => failure(400, message, code);

/** The uploaded file and its checked options, or the service's 400. */
export function localParse(ctx: RouteContext): Checked<{ file: BridgeFile; options: ParseOptions }> {
  const relayed = multipartBodySchema.safeParse(ctx.request.body);
  // A body that is not multipart has no file, as the service's upload handler reads it.
  if (!relayed.success || !/^multipart\/form-data\b/i.test(ctx.request.headers['content-type'] ?? ''))
    return { ok: false, answer: bad(t('bridge_parseNoFile')) };
  const bytes = fromBase64(relayed.data.base64);
  const parts = bytes && readMultipart(bytes, relayed.data.contentType);
  if (!parts) return { ok: false, answer: bad(t('bridge_multipartInvalid')) };
  const stray = parts.find((part) => part.fileName !== undefined && part.name !== 'file');
  if (stray) return { ok: false, answer: bad(SERVICE_WORDING.unexpectedFileField(stray.name)) };
  const upload = parts.find((part) => part.name === 'file' && part.fileName);
  if (!upload?.fileName) return { ok: false, answer: bad(t('bridge_parseNoFile')) };
  if (upload.bytes.length > PARSE_MAX_FILE_BYTES)
    return { ok: false, answer: bad(t('bridge_parseTooLarge', PARSE_MAX_FILE_BYTES / 1024 / 1024)) };
  const field = parts.find((part) => part.name === 'options' && part.fileName === undefined);
  let raw: unknown = {};
  if (field) {
    try {
      raw = JSON.parse(partText(field));
    } catch {
      return { ok: false, answer: bad(t('bridge_parseOptionsJson')) };
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return { ok: false, answer: bad(t('bridge_parseOptionsObject')) };
  }
  if (!isParseableName(upload.fileName)) {
    const supported = PARSE_EXTENSIONS.map((extension) => `.${extension}`).join(', ');
    return { ok: false, answer: bad(t('bridge_parseFileType', supported), 'UNSUPPORTED_FILE_TYPE') };
  }
  const checked = checkBody(parseRequestOptionsSchema, raw, 'v2');
  if (!checked.ok) return checked;
  const refused = unsupported(checked.value);
  if (refused) return { ok: false, answer: bad(t('bridge_parseUnsupported', refused), 'PARSE_UNSUPPORTED_OPTIONS') };
  // Known only to be refused, or (auditMetadata) the service's audit log: none reaches the parser.
  const { actions: _a, waitFor: _w, location: _l, mobile: _m, auditMetadata: _u, ...rest } = checked.value;
  const options = parseOptionsSchema.safeParse(rest);
  if (!options.success) return { ok: false, answer: refusedBody(options.error.issues, 'v2') };
  const file = { name: upload.fileName, type: upload.contentType ?? '', bytes: upload.bytes };
  return { ok: true, value: { file, options: options.data } };
}

export async function parseRoute(ctx: RouteContext): Promise<BridgeAnswer> {
  const checked = localParse(ctx);
  if (!checked.ok) return checked.answer;
  const { file, options } = checked.value;
  const needs = servedWithModel(parseNeeds(options), await ctx.deps.hasModel());
  if (needs.length > 0) return forwardOrRefuse(ctx, needs);
  const jobId = await ctx.deps.startParse(file, options, ctx.client.name);
  return waitForAnswer(ctx, jobId, options.timeout ?? PARSE_MAX_TIMEOUT_MS);
}
