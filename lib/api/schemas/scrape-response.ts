import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';

// Responses are lenient: unknown fields are kept, nulls accepted where the service sends them,
// so a valid answer is never refused.

export const actionsResultSchema = looseObject({
  screenshots: maybe(z.array(z.string())),
  scrapes: maybe(z.array(looseObject({ url: maybe(z.string()), html: maybe(z.string()) }))),
  // A script that returns undefined comes back without `value`.
  javascriptReturns: maybe(z.array(looseObject({ type: maybe(z.string()), value: z.unknown().optional() }))),
  pdfs: maybe(z.array(z.string())),
});
export type ActionsResult = z.infer<typeof actionsResultSchema>;

export const CHANGE_STATUSES = ['new', 'same', 'changed', 'removed'] as const;

export const changeTrackingResultSchema = looseObject({
  previousScrapeAt: maybe(z.string()),
  changeStatus: maybe(z.enum(CHANGE_STATUSES).or(z.string())),
  visibility: maybe(z.enum(['visible', 'hidden']).or(z.string())),
  diff: maybe(z.string()),
  json: maybe(z.record(z.string(), z.unknown())),
});
export type ChangeTrackingResult = z.infer<typeof changeTrackingResultSchema>;

const stringOrList = z.union([z.string(), z.array(z.string())]);

/** Page metadata: named fields plus any other key the page declares (og:, twitter:, ...). */
export const pageMetadataSchema = looseObject({
  // The v2 document allows a list where a page declares several.
  title: maybe(stringOrList),
  description: maybe(stringOrList),
  language: maybe(stringOrList),
  sourceURL: maybe(z.string()),
  url: maybe(z.string()),
  keywords: maybe(stringOrList),
  ogLocaleAlternate: maybe(z.array(z.string())),
  statusCode: maybe(z.number()),
  numPages: maybe(z.number()),
  totalPages: maybe(z.number()),
  contentType: maybe(z.string()),
  error: maybe(z.string()),
  concurrencyLimited: maybe(z.boolean()),
  concurrencyQueueDurationMs: maybe(z.number()),
  // The local engine's reading of what kind of page it is (lib/engines/local/convert/page-type/).
  pageType: maybe(z.string()),
});
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

const jsonExtraction = maybe(z.unknown());

export const scrapeDataSchema = looseObject({
  markdown: maybe(z.string()),
  html: maybe(z.string()),
  rawHtml: maybe(z.string()),
  screenshot: maybe(z.string()),
  links: maybe(z.array(z.string())),
  actions: maybe(actionsResultSchema),
  metadata: maybe(pageMetadataSchema),
  // The interface says llm_extraction, the service sends json: accept both.
  llm_extraction: jsonExtraction,
  json: jsonExtraction,
  warning: maybe(z.string()),
  changeTracking: maybe(changeTrackingResultSchema),
});
export type ScrapeData = z.infer<typeof scrapeDataSchema>;

export const scrapeResponseSchema = looseObject({
  success: z.literal(true),
  data: scrapeDataSchema,
});
export type ScrapeResponse = z.infer<typeof scrapeResponseSchema>;

/** The extracted JSON, wherever the service put it. */
export const extractedJson = (data: ScrapeData): unknown => data.json ?? data.llm_extraction ?? undefined;
