import type { BatchJob } from '@/lib/jobs/job-schema';
import { crawlFetchBytes } from '@/lib/crawl/crawl-fetch';
import type { CrawlRules } from '@/lib/crawl/crawl-rules';
import { admitPages, type FoundPage } from '@/lib/crawl/crawl-store';
import { readSitemaps, sitemapCandidates } from '@/lib/crawl/sitemaps';

/**
 * Adds the site's sitemap pages to the frontier at depth 0 (as the service counts them): the
 * `Sitemap:` lines of robots.txt, else /sitemap.xml; indexes and gzipped files followed. Run
 * again after a restart, it adds nothing twice.
 */
export async function seedFromSitemaps(job: BatchJob, rules: CrawlRules, signal: AbortSignal): Promise<number> {
  const start = job.crawl!.url;
  const robots = await rules.robotsFor(start);
  const entries = readSitemaps(sitemapCandidates(new URL(start).origin, robots.sitemaps), crawlFetchBytes, {
    // Sitemaps repeat addresses and list pages out of scope: read more than the limit, admit up to it.
    limit: rules.limit * 4,
    signal,
  });
  const found: FoundPage[] = [];
  for await (const entry of entries) await rules.addFound(found, entry.url, 0);
  return admitPages(job.id, found, rules.limit);
}
