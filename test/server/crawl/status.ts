import type { ServerContext } from '../state';
import { statusOf, type ServerCrawl } from './crawl-job';

// GET /v2/crawl/{id}: the counts and a page of the data read so far. `next` is on the server's
// own origin while there is more: more data than this page, or a crawl still running (then the
// next page may come back empty until more pages are read), as the v2 document says.

/** Pages of data per status answer: small, so a crawl of a few dozen pages needs `next`. */
export const CRAWL_STATUS_PAGE_SIZE = 10;
const DAY_MS = 24 * 3600 * 1000;

export function crawlStatusBody(ctx: ServerContext, crawl: ServerCrawl, skip: number): Record<string, unknown> {
  const status = statusOf(crawl);
  const data = crawl.pages.slice(skip, skip + CRAWL_STATUS_PAGE_SIZE);
  const more = skip + data.length < crawl.pages.length || status === 'scraping';
  const end = crawl.finishedAt ?? Date.now();
  return {
    success: true,
    status,
    total: crawl.total,
    completed: crawl.pages.length,
    creditsUsed: crawl.creditsUsed,
    expiresAt: new Date(crawl.createdAt + DAY_MS).toISOString(),
    createdAt: new Date(crawl.createdAt).toISOString(),
    ...(crawl.finishedAt !== undefined ? { completedAt: new Date(crawl.finishedAt).toISOString() } : {}),
    duration: (end - crawl.createdAt) / 1000,
    ...(more ? { next: `${ctx.baseUrl}/v2/crawl/${crawl.id}?skip=${skip + data.length}` } : {}),
    data,
    ...(crawl.robotsBlocked.length > 0 && status !== 'scraping'
      ? {
          warning:
            'One or more pages were unable to be crawled because the robots.txt file prevented this. Please use the /scrape endpoint instead.',
        }
      : {}),
  };
}
