import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import { parseFormatNames } from '@/lib/api/schemas/parse-options';
import type { ScrapeRequest } from '@/lib/api/schemas/scrape-request';
import { localParseRefusal } from '@/lib/engines/local/parse/local-parse-options';
import { localRefusal } from '@/lib/engines/local/scrape/local-support';

// What only the service can do, named by option so a program knows what to leave out. The rules
// stay the engines' own (localRefusal, localParseRefusal), asked one option at a time.

/**
 * The scrape options of these that the local engine refuses: JSON extraction, JSON change
 * tracking and the summary, unless the user has chosen a model (`hasModel`).
 */
export function scrapeNeeds(
  options: Pick<ScrapeRequest, 'formats' | 'changeTrackingOptions'>,
  hasModel = false,
): string[] {
  const needs: string[] = [];
  for (const format of ['json', 'summary'] as const)
    if (options.formats?.includes(format) && localRefusal({ formats: [format] }, hasModel))
      needs.push(`formats: ${format}`);
  if (localRefusal({ changeTrackingOptions: options.changeTrackingOptions }, hasModel))
    needs.push('changeTrackingOptions.modes: json');
  return needs;
}

/** `needs` without what the chosen model answers locally (scrapeNeeds' model formats). */
export const servedWithModel = (needs: string[], hasModel: boolean): string[] =>
  hasModel ? needs.filter((need) => !MODEL_NEEDS.has(need)) : needs;

const MODEL_NEEDS = new Set(scrapeNeeds({ formats: ['json', 'summary'], changeTrackingOptions: { modes: ['json'] } }));

/** The parse options of these that the local parse refuses (summary, JSON, PII redaction, OCR). */
export function parseNeeds(options: ParseOptions): string[] {
  const needs = parseFormatNames(options.formats)
    .filter((name) => localParseRefusal({ formats: [name] as ParseOptions['formats'] }))
    .map((name) => `formats: ${name}`);
  if (localParseRefusal({ redactPII: options.redactPII })) needs.push('redactPII');
  if (localParseRefusal({ parsers: options.parsers })) needs.push('parsers: ocr');
  return needs;
}
