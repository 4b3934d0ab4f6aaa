import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { answerScrape } from '../scrape/handler';
import { normalizeUrl } from '../scrape/url';
import { pageRequest } from './page-request';
import type { CrawlBody } from './request-schemas';
import { readRobots } from './robots';
import { crawlScope, urlOf } from './scope';
import { readSitemaps } from './sitemaps';

// A v2 crawl, run in the background like the real service's: the start page (always read, for
// its links; kept only when the patterns take it), the sitemap's pages, then the links of each
// page read, within the crawl's scope, depth and limit, robots.txt obeyed unless told otherwise.
// Each page goes through the scrape pipeline; one that fails (or answers HTTP >= 400) is an error.

export interface CrawlError {
  id: string;
  timestamp: string;
  url: string;
  code: string;
  error: string;
}

export interface ServerCrawl {
  id: string;
  teamId: string;
  url: string;
  createdAt: number;
  finishedAt?: number;
  /** Pages the crawl took on: read, failed or still to read. */
  total: number;
  /** The data of each page read, in the order they finished. */
  pages: Record<string, unknown>[];
  errors: CrawlError[];
  robotsBlocked: string[];
  creditsUsed: number;
  running: boolean;
  cancelled: boolean;
}

interface Entry {
  url: string;
  depth: number;
  /** In scope: read and kept. The start page out of scope is read only for its links. */
  keep: boolean;
  /** Another site's page: read, its links not followed (one hop). */
  external: boolean;
}

const DEFAULT_LIMIT = 10000;
const MAX_WORKERS = 5;

export function newCrawl(teamId: string, url: string): ServerCrawl {
  return {
    id: randomUUID(),
    teamId,
    url,
    createdAt: Date.now(),
    total: 0,
    pages: [],
    errors: [],
    robotsBlocked: [],
    creditsUsed: 0,
    running: true,
    cancelled: false,
  };
}

export const crawlError = (url: string, code: string, error: string): CrawlError => ({
  id: randomUUID(),
  timestamp: new Date().toISOString(),
  url,
  code,
  error,
});

export function statusOf(crawl: ServerCrawl): 'scraping' | 'completed' | 'cancelled' | 'failed' {
  if (crawl.cancelled) return 'cancelled';
  if (crawl.running) return 'scraping';
  return crawl.pages.length === 0 && crawl.errors.some((e) => e.code !== 'EXTERNAL_LINK') ? 'failed' : 'completed';
}

export async function runCrawl(ctx: ServerContext, team: Team, crawl: ServerCrawl, body: CrawlBody): Promise<void> {
  try {
    await crawlSite(ctx, team, crawl, body);
  } catch (error) {
    crawl.errors.push(crawlError(crawl.url, 'UNKNOWN_ERROR', String(error)));
  } finally {
    crawl.running = false;
    crawl.finishedAt = Date.now();
    team.crawls = team.crawls.filter((c) => c.id !== crawl.id);
  }
}

async function crawlSite(ctx: ServerContext, team: Team, crawl: ServerCrawl, body: CrawlBody): Promise<void> {
  const start = new URL(normalizeUrl(body.url));
  const scope = crawlScope(start, body);
  const robots = await readRobots(ctx, start, body.robotsUserAgent);
  const mode = body.sitemap ?? 'include';
  const limit = body.limit ?? DEFAULT_LIMIT;
  const seen = new Set<string>();
  const queue: Entry[] = [];

  const take = (url: URL, depth: number, isStart = false) => {
    const key = scope.key(url);
    const keep = scope.accepts(url);
    if (seen.has(key) || (!keep && !isStart)) return;
    seen.add(key);
    if (keep && crawl.total >= limit) return;
    if (!body.ignoreRobotsTxt && !robots.allows(key)) {
      crawl.robotsBlocked.push(key);
      return;
    }
    if (keep) crawl.total++;
    queue.push({ url: key, depth, keep, external: scope.place(url) === 'external' });
  };

  take(start, 0, true);
  if (mode !== 'skip') {
    for (const loc of await readSitemaps(ctx, start, robots.sitemaps)) {
      const url = urlOf(loc);
      if (url) take(url, 0);
    }
  }

  const read = async (entry: Entry) => {
    const { body: request, keepLinks } = pageRequest(entry.url, body.scrapeOptions);
    const answer = await answerScrape(ctx, team, request);
    if (crawl.cancelled) return;
    const data = answer.body.data as Record<string, unknown> | undefined;
    const metadata = (data?.metadata ?? {}) as { statusCode?: number; url?: string; creditsUsed?: number };
    const status = metadata.statusCode ?? 0;
    if (answer.status !== 200 || !data || status >= 400) {
      const code = String(answer.body.code ?? 'SCRAPE_SITE_ERROR');
      const error = String(answer.body.error ?? `The page answered HTTP ${status}.`);
      if (entry.keep) crawl.errors.push(crawlError(entry.url, code, error));
      return;
    }
    const links = (data.links as string[] | undefined) ?? [];
    if (!keepLinks) delete data.links;
    if (entry.keep) {
      crawl.pages.push(data);
      crawl.creditsUsed += metadata.creditsUsed ?? 1;
    }
    // A redirect's landing page counts as read.
    const landed = urlOf(metadata.url ?? '');
    if (landed) seen.add(scope.key(landed));
    if (mode === 'only' || entry.external) return;
    if (body.maxDiscoveryDepth !== undefined && entry.depth >= body.maxDiscoveryDepth) return;
    for (const link of links) {
      const url = urlOf(link);
      if (!url) continue;
      if (scope.place(url) === 'external' && body.allowExternalLinks && url.pathname === '/' && !url.search) {
        // The document: another site's home page is never crawled, and it is said so.
        if (!seen.has(url.href))
          crawl.errors.push(crawlError(url.href, 'EXTERNAL_LINK', 'External home page skipped.'));
        seen.add(url.href);
        continue;
      }
      take(url, entry.depth + 1);
    }
  };

  let busy = 0;
  const worker = async () => {
    while (!crawl.cancelled) {
      const entry = queue.shift();
      if (!entry) {
        if (busy === 0) return;
        await ctx.sleep(10);
        continue;
      }
      busy++;
      try {
        await read(entry);
      } finally {
        busy--;
      }
      if (body.delay) await ctx.sleep(body.delay * 1000);
    }
  };
  // A delay means one page at a time, as the document says.
  const workers = body.delay ? 1 : Math.min(body.maxConcurrency ?? 3, MAX_WORKERS);
  await Promise.all(Array.from({ length: workers }, worker));
}
