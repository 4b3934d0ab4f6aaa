import { metadataText } from '@/lib/api/page-metadata';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { ApiVersion } from '@/lib/bridge/service-wording';

// A job's result as the service's `data`: only the fields of a scrape (or parse) document, so an
// answer carries results and nothing else the extension keeps, and the metadata in the types
// each version's document gives.

const V1_FIELDS = [
  'markdown',
  'html',
  'rawHtml',
  'screenshot',
  'links',
  'actions',
  'metadata',
  'json',
  'llm_extraction',
  'warning',
  'changeTracking',
] as const;

const V2_FIELDS = [
  'markdown',
  'summary',
  'html',
  'rawHtml',
  'screenshot',
  'links',
  'images',
  'actions',
  'metadata',
  'json',
  'warning',
  'changeTracking',
  'branding',
  'product',
  'menu',
  'answer',
  'highlights',
  'audio',
  'video',
  // What only a parse returns.
  'pages',
  'blocks',
  'rawBase64',
] as const;

/** Metadata fields both documents type as numbers. */
const NUMBERS = new Set(['statusCode', 'numPages', 'totalPages', 'creditsUsed', 'concurrencyQueueDurationMs']);
/** Fields v1 already types as lists; v1's other fields are single strings. */
const V1_LISTS = new Set(['keywords', 'ogLocaleAlternate']);

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Page metadata in a version's types: numbers where the documents have them, lists of text in v2
 * (a page may declare a field several times), in v1 the first text of a list, and any other value
 * as text; values of no such type (nested objects, null) are left out.
 */
export function serviceMetadata(metadata: Record<string, unknown>, version: ApiVersion): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value === 'string') shaped[key] = value;
    else if (typeof value === 'number' && NUMBERS.has(key)) shaped[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') shaped[key] = String(value);
    else if (isTextList(value)) {
      const text = version === 'v2' || V1_LISTS.has(key) ? value : metadataText(value);
      if (text !== undefined) shaped[key] = text;
    }
  }
  return shaped;
}

/** A scrape's or parse's result as the `data` of the service's answer in this version. */
export function serviceData(result: ParseData, version: ApiVersion): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of version === 'v1' ? V1_FIELDS : V2_FIELDS) {
    const value = result[field];
    if (value === undefined || value === null) continue;
    data[field] = field === 'metadata' ? serviceMetadata(value as Record<string, unknown>, version) : value;
  }
  return data;
}
