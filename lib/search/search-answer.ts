import { z } from 'zod';
import { SEARCH_SOURCES } from '@/lib/api/schemas/search';

/** One result as the Search view lists it: a web page, a news item or an image, in its kind's order. */
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_SOURCES),
  url: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  /** A news item's date, as the service writes it. */
  date: z.string().optional(),
  /** An image result's picture, or a news item's. */
  imageUrl: z.string().optional(),
  imageWidth: z.number().optional(),
  imageHeight: z.number().optional(),
  /** 1 for the first of its kind. */
  position: z.int().min(1),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * A search's answer as History keeps it beside its job (search-store.ts): the results, what could
 * not be applied, and who answered. The results that were read are the job's items, by address.
 */
export const searchAnswerSchema = z.object({
  results: z.array(searchResultSchema),
  /** What the engine could not apply, and the service's own warning. */
  warnings: z.array(z.string()),
  /** Who answered: the service, or the engine's name (the browser's, or the address's site). */
  engineName: z.string(),
  /** A search in this browser: the address of its first results page. */
  engineUrl: z.string().optional(),
  /** Results pages read (a search in this browser). */
  pagesRead: z.int().min(0).optional(),
  /** The service's id of the search, and what it cost. */
  serviceId: z.string().optional(),
  creditsUsed: z.number().optional(),
  /** False while a search in this browser still reads results pages. */
  complete: z.boolean(),
  /** The tab a search in this browser reads in, while it does: a worker that stopped closes it on resuming. */
  tabId: z.number().optional(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
