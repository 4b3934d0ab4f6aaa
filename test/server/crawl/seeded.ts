import { ARTICLE_HTML } from '../fixture-pages';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { buildScrapeData } from '../scrape/build-data';
import type { FetchedPage } from '../scrape/fetch-page';
import { renderFetched } from '../scrape/render';
import { scrapeSchema } from '../scrape/schema';
import { crawlError, type ServerCrawl } from './crawl-job';

// The seeded active crawls (seed-crawls.ts) as crawls one can open: still scraping, a dozen pages
// read (the fixture article under the crawl's site, through the scrape pipeline with the crawl's
// own scrape options), three to go, one failed page and one address robots.txt kept it from.
// Made when first asked for, so reset() brings them back as they were.
export const SEEDED_PAGES = 12;
const PENDING = 3;

export function seededCrawl(ctx: ServerContext, team: Team, id: string): ServerCrawl | undefined {
  const seed = team.crawls.find((c) => c.id === id);
  if (!seed) return undefined;
  const options = (seed.options.scrapeOptions ?? {}) as Record<string, unknown>;
  const pages = Array.from({ length: SEEDED_PAGES }, (_, i) => {
    const url = new URL(`page-${i + 1}`, seed.url).href;
    const req = scrapeSchema(false).parse({ ...options, url });
    const html = ARTICLE_HTML.replace(/Contract Article/g, `Seeded page ${i + 1}`);
    const page: FetchedPage = {
      ok: true,
      status: 200,
      finalUrl: url,
      contentType: 'text/html; charset=utf-8',
      bytes: Buffer.from(html),
    };
    return buildScrapeData(ctx, team, req, page, renderFetched(page, req));
  });
  const crawl: ServerCrawl = {
    id,
    teamId: team.id,
    url: seed.url,
    createdAt: Date.parse(seed.created_at),
    total: SEEDED_PAGES + PENDING + 1,
    pages,
    errors: [crawlError(new URL('broken', seed.url).href, 'SCRAPE_SITE_ERROR', 'The page answered HTTP 500.')],
    robotsBlocked: [new URL('private/', seed.url).href],
    creditsUsed: SEEDED_PAGES,
    running: true,
    cancelled: false,
  };
  ctx.state.crawls.set(id, crawl);
  return crawl;
}
