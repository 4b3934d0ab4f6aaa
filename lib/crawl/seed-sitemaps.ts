import type { BatchJob } from '../jobs/job-schema';
import { crawlFetch } from './crawl-fetch';
import type { CrawlRules } from './crawl-rules';
import { admitPages, type FoundPage } from './crawl-store';
import { readSitemaps, sitemapCandidates } from './sitemaps';

/** A sitemap file is read up to the protocol's 50 MB. */
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
const MAX_SITEMAP_FILES = 50;

/**
 * Adds the site's sitemap pages to the frontier at depth 0 (as the service counts them): the
 * `Sitemap:` lines of robots.txt, else /sitemap.xml; indexes and gzipped files followed. Run
 * again after a restart, it adds nothing twice.
 */
export async function seedFromSitemaps(job: BatchJob, rules: CrawlRules, signal: AbortSignal): Promise<number> {
  const start = job.crawl!.url;
  const robots = await rules.robotsFor(start);
  const entries = await readSitemaps(
    sitemapCandidates(new URL(start).origin, robots.sitemaps),
    async (url: string) => {
      const fetched = await crawlFetch(url, signal, SITEMAP_MAX_BYTES);
      return { status: fetched.status, bytes: fetched.bytes };
    },
    { limit: rules.limit * 4, signal, maxFiles: MAX_SITEMAP_FILES },
  );
  const found: FoundPage[] = [];
  for (const entry of entries) await rules.addFound(found, entry.url, 0);
  return admitPages(job.id, found, rules.limit);
}
