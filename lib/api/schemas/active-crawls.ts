import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';

// A crawl's scrape options are shown, never sent back. Crawls started through v2 carry v2-shaped
// options (object formats, parsers), so they are kept as given rather than checked against v1.
const crawlScrapeOptionsSchema = z.record(z.string(), z.unknown());

export const activeCrawlSchema = looseObject({
  id: z.string(),
  teamId: maybe(z.string()),
  url: z.string(),
  options: maybe(looseObject({ scrapeOptions: maybe(crawlScrapeOptionsSchema) })),
  created_at: maybe(z.string()),
});
export type ActiveCrawl = z.infer<typeof activeCrawlSchema>;

export const activeCrawlsResponseSchema = looseObject({ success: z.literal(true), crawls: z.array(activeCrawlSchema) });
export type ActiveCrawlsResponse = z.infer<typeof activeCrawlsResponseSchema>;
