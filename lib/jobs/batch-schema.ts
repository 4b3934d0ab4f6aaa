import { z } from 'zod';
import { apiErrorDataSchema } from '@/lib/api/api-error-schema';
import { BATCH_POOL_SIZE, scrapeDefaultsSchema } from '@/lib/settings/settings-schema';
import { crawlSpecSchema } from '@/lib/api/schemas/crawl-spec';
import { searchSpecSchema } from '@/lib/api/schemas/search-spec';

/**
 * Where the pages of a batch came from (shown in the chooser and the Batch view); `bridge`: a
 * program's list; `search`: the results of a search (lib/search/) that were read.
 */
export const BATCH_SOURCES = [
  'windowTabs',
  'selectedTabs',
  'selectionLinks',
  'pageLinks',
  'list',
  'crawl',
  'bridge',
  'search',
] as const;
export const batchSourceSchema = z.enum(BATCH_SOURCES);
export type BatchSource = z.infer<typeof batchSourceSchema>;

/** The parts of a batch job's record beyond any job's: options, counts, the service's id. */
export const batchFields = {
  source: batchSourceSchema,
  /** The scrape options applied to every page (a scrape request without its url). */
  options: scrapeDefaultsSchema,
  total: z.int().min(0),
  done: z.int().min(0),
  failed: z.int().min(0),
  /** The local pool's size for this batch. */
  concurrency: z.int().min(BATCH_POOL_SIZE.min).max(BATCH_POOL_SIZE.max).optional(),
  /** The service's batch id (remote engine), kept so a restarted worker polls the same batch. */
  remoteId: z.string().optional(),
  /** A crawl (lib/crawl/): its options. Its pages are items added as they are found. */
  crawl: crawlSpecSchema.optional(),
  /** A search (lib/search/): its query and options. Its results are kept apart; those read are its items. */
  search: searchSpecSchema.optional(),
  /** Pages found but not read, each with its reason (robots.txt, a duplicate, out of scope after a redirect). */
  skipped: z.int().min(0).optional(),
};

export const BATCH_ITEM_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled', 'skipped'] as const;
export const batchItemStatusSchema = z.enum(BATCH_ITEM_STATUSES);
export type BatchItemStatus = z.infer<typeof batchItemStatusSchema>;

/** One page of a batch, kept under [batchId, index]; its result under its item id in `results`. */
export const batchItemSchema = z.object({
  batchId: z.string(),
  index: z.int().min(0),
  url: z.string(),
  status: batchItemStatusSchema,
  /** An open tab to read in place (local engine): logged-in pages work. */
  tabId: z.number().optional(),
  /** A background tab the pool opened for this page, closed when done (or after a restart). */
  poolTabId: z.number().optional(),
  title: z.string().optional(),
  error: apiErrorDataSchema.optional(),
  /** Characters of text in the result, when there is one. */
  resultSize: z.number().optional(),
  updatedAt: z.number().optional(),
  /** When its reading began (the row counts the seconds from it against the timeout). */
  startedAt: z.number().optional(),
  finishedAt: z.number().optional(),
  /** A crawl's page: how many links from the start (sitemap pages are 0, as the service counts). */
  depth: z.int().min(0).optional(),
  /** A crawl's page: the address it was read at, when a redirect or its canonical link moved it. */
  finalUrl: z.string().optional(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

/** A page chosen for a batch, before it starts. */
export const batchPageSchema = z.object({
  url: z.string(),
  title: z.string().optional(),
  tabId: z.number().optional(),
});
export type BatchPage = z.infer<typeof batchPageSchema>;

/** An item's own id: its result's key, and what the Result view opens (`#/result/ID`). */
export const itemId = (batchId: string, index: number) => `${batchId}:${index}`;

export function parseItemId(id: string): { batchId: string; index: number } | undefined {
  const match = /^(.+):(\d+)$/.exec(id);
  return match ? { batchId: match[1]!, index: Number(match[2]) } : undefined;
}

export const isItemFinished = (item: BatchItem) =>
  item.status === 'done' || item.status === 'failed' || item.status === 'cancelled' || item.status === 'skipped';

/** A failed page that did answer, with an HTTP error status: its answer is kept beside the failure. */
export const answeredError = (item: BatchItem) =>
  item.status === 'failed' && item.error?.status !== undefined && item.error.status >= 400;
