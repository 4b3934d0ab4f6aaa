import fc from 'fast-check';
import { PARSE_MAX_TIMEOUT_MS, PARSE_STRING_FORMATS, PDF_MODES, PII_ENTITIES } from '@/lib/api/schemas/index';
import type { ParseFormat, ParseOptionsInput, PdfParser } from '@/lib/api/schemas/index';
import { headersArb, jsonSchemaArb, optionalRecord, tagsArb, text } from './arbitraries-shared';

type FormatObject = Exclude<ParseFormat, string>;
type ParserObject = Exclude<PdfParser, string>;

const jsonFormatArb: fc.Arbitrary<FormatObject> = optionalRecord({ schema: jsonSchemaArb, prompt: text }).map(
  (rest) => ({ type: 'json', ...rest }),
);
const formatObjectArb: fc.Arbitrary<FormatObject> = fc.oneof(
  fc.constantFrom(...PARSE_STRING_FORMATS).map((type) => ({ type })),
  jsonFormatArb,
);
/** Strings (the interface's spelling) and {type} objects (the v2 document's): the server takes both. */
const anyFormatArb: fc.Arbitrary<ParseFormat> = fc.oneof(fc.constantFrom(...PARSE_STRING_FORMATS), formatObjectArb);

const formatName = (f: ParseFormat): string => (typeof f === 'string' ? f : f.type);
const formatsOf = (item: fc.Arbitrary<ParseFormat>) => fc.uniqueArray(item, { selector: formatName, maxLength: 7 });

const parserObjectArb: fc.Arbitrary<ParserObject> = optionalRecord({
  mode: fc.constantFrom(...PDF_MODES),
  maxPages: fc.integer({ min: 1, max: 10_000 }),
}).map((rest) => ({ type: 'pdf', ...rest }));
// pages / blocks / pageMarkers are in the v2 document but not in the 2026-08 server (api-notes lists
// only mode and maxPages): only the document-shaped options carry them.
const documentedParserObjectArb: fc.Arbitrary<ParserObject> = fc
  .tuple(parserObjectArb, optionalRecord({ pages: fc.boolean(), blocks: fc.boolean(), pageMarkers: fc.boolean() }))
  .map(([parser, extra]) => ({ ...parser, ...extra }));

const redactPiiArb = fc.oneof(
  fc.boolean(),
  optionalRecord({
    mode: fc.constantFrom('accurate' as const, 'aggressive' as const, 'fast' as const),
    entities: fc.subarray([...PII_ENTITIES]),
    replaceStyle: fc.constantFrom('tag' as const, 'mask' as const, 'remove' as const),
  }),
);

const commonOptions = {
  onlyMainContent: fc.boolean(),
  includeTags: tagsArb,
  excludeTags: tagsArb,
  headers: headersArb,
  timeout: fc.integer({ min: 1000, max: PARSE_MAX_TIMEOUT_MS }),
  skipTlsVerification: fc.boolean(),
  removeBase64Images: fc.boolean(),
  blockAds: fc.boolean(),
  redactPII: redactPiiArb,
  proxy: fc.constantFrom('basic' as const, 'auto' as const),
  origin: text,
  integration: fc.option(text, { nil: null }),
  zeroDataRetention: fc.boolean(),
};

/** Parse options as api-notes says the server takes them: string or object formats, "pdf" or {type:'pdf'} parsers. */
export const parseOptionsArb: fc.Arbitrary<ParseOptionsInput> = optionalRecord({
  ...commonOptions,
  formats: formatsOf(anyFormatArb),
  parsers: fc.array(fc.oneof(fc.constant('pdf' as const), parserObjectArb), { maxLength: 2 }),
});

/** Parse options spelled only as the v2 document spells them: {type} formats, {type:'pdf'} parsers. */
export const documentParseOptionsArb: fc.Arbitrary<ParseOptionsInput> = optionalRecord({
  ...commonOptions,
  formats: formatsOf(formatObjectArb),
  parsers: fc.array(documentedParserObjectArb, { maxLength: 2 }),
});
