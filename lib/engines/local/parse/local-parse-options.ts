import { parseFormatNames, type ParseOptions } from '@/lib/api/schemas/parse-options';
import type { PdfReadOptions } from '@/lib/engines/local/parse/readers/pdf/pdf-reader';
import { t } from '@/lib/i18n/t';

/**
 * What the local parse cannot do, in words that offer the remote engine: summaries, JSON
 * extraction and PII redaction need a model; OCR needs the service.
 */
export function localParseRefusal(options: ParseOptions): string | undefined {
  const formats = parseFormatNames(options.formats);
  if (formats.includes('json')) return t('localParse_jsonNeedsModel');
  if (formats.includes('summary')) return t('localParse_summaryNeedsModel');
  if (options.redactPII) return t('localParse_piiOnService');
  if (pdfParser(options)?.mode === 'ocr') return t('localParse_ocrOnService');
  return undefined;
}

/** Options that only change how the service fetches or runs; locally they do nothing. */
const REMOTE_ONLY = ['headers', 'skipTlsVerification', 'blockAds', 'proxy'] as const;

export const notApplyingToLocalParse = (options: ParseOptions): string[] =>
  REMOTE_ONLY.filter((key) => options[key] !== undefined);

function pdfParser(options: ParseOptions) {
  const parser = options.parsers?.find((p) => typeof p === 'object');
  return typeof parser === 'object' ? parser : undefined;
}

/** The request's options as the local readers take them. */
export function localParseOptions(options: ParseOptions): PdfReadOptions {
  const pdf = pdfParser(options);
  return {
    formats: new Set(parseFormatNames(options.formats)),
    onlyMainContent: options.onlyMainContent ?? true,
    includeTags: options.includeTags,
    excludeTags: options.excludeTags,
    removeBase64Images: options.removeBase64Images ?? true,
    maxPages: pdf?.maxPages,
    blocks: pdf?.blocks,
  };
}
