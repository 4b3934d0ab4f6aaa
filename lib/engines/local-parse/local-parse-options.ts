import { parseFormatNames, type ParseOptions } from '../../api/schemas/parse-options';
import type { PdfReadOptions } from './readers/pdf/pdf-reader';

/**
 * What the local parse cannot do, in words that offer the remote engine: summaries, JSON
 * extraction and PII redaction need a model; OCR needs the service.
 */
export function localParseRefusal(options: ParseOptions): string | undefined {
  const formats = parseFormatNames(options.formats);
  if (formats.includes('json')) return 'JSON extraction needs a language model, which the local engine does not have. Switch to the remote engine for this file.';
  if (formats.includes('summary')) return 'A summary needs a language model, which the local engine does not have. Switch to the remote engine for this file.';
  if (options.redactPII) return 'PII redaction runs on the service. Turn it off to parse this file locally, or switch to the remote engine.';
  if (pdfParser(options)?.mode === 'ocr') return 'OCR runs on the service; the local engine reads the PDF\'s text layer. Choose fast or auto mode, or switch to the remote engine.';
  return undefined;
}

/** Options that only change how the service fetches or runs; locally they do nothing. */
const REMOTE_ONLY = ['headers', 'skipTlsVerification', 'blockAds', 'proxy'] as const;

export const notApplyingToLocalParse = (options: ParseOptions): string[] => REMOTE_ONLY.filter((key) => options[key] !== undefined);

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
