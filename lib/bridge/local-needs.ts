import type { ParseOptions } from '../api/schemas/parse-options';
import { parseFormatNames } from '../api/schemas/parse-options';
import type { ScrapeRequest } from '../api/schemas/scrape-request';
import { localParseRefusal } from '../engines/local-parse/local-parse-options';
import { localRefusal } from '../engines/local-scrape/local-support';

// What only the service can do, named by option so a program knows what to leave out. The rules
// stay the engines' own (localRefusal, localParseRefusal), asked one option at a time.

/** The scrape options of these that the local engine refuses (JSON extraction and JSON change tracking). */
export function scrapeNeeds(options: Pick<ScrapeRequest, 'formats' | 'changeTrackingOptions'>): string[] {
  const needs: string[] = [];
  if (localRefusal({ formats: options.formats })) needs.push('formats: json');
  if (localRefusal({ changeTrackingOptions: options.changeTrackingOptions }))
    needs.push('changeTrackingOptions.modes: json');
  return needs;
}

/** The parse options of these that the local parse refuses (summary, JSON, PII redaction, OCR). */
export function parseNeeds(options: ParseOptions): string[] {
  const needs = parseFormatNames(options.formats)
    .filter((name) => localParseRefusal({ formats: [name] as ParseOptions['formats'] }))
    .map((name) => `formats: ${name}`);
  if (localParseRefusal({ redactPII: options.redactPII })) needs.push('redactPII');
  if (localParseRefusal({ parsers: options.parsers })) needs.push('parsers: ocr');
  return needs;
}
