import type { Page } from 'playwright-core';
import { E2E_CRAWL, comparablePath } from '../../server/crawl-site/expected';
import { askBackground } from './background-messages';
import { readItems, type ItemRecord } from './batch-support';

export interface CrawlItem extends ItemRecord {
  depth?: number;
  finalUrl?: string;
}

/** The crawl options the e2e uses on the fixture site (test/server/crawl-site/expected.ts), for a start address. */
export function e2eCrawl(origin: string, change: Record<string, unknown> = {}) {
  const { startPath, ...options } = E2E_CRAWL;
  return { url: `${origin}${startPath}`, ...options, ...change };
}

/** Starts a crawl through the background, as the side panel does; returns its job id. */
export async function startCrawl(
  page: Page,
  crawl: Record<string, unknown>,
  engine: 'local' | 'remote' = 'local',
  options: Record<string, unknown> = { formats: ['markdown'] },
): Promise<string> {
  const reply = await askBackground(page, 'startCrawl', { engine, crawl, options });
  if (!reply.ok) throw new Error(`startCrawl refused: ${reply.error?.message}`);
  return (reply.value as { jobId: string }).jobId;
}

export const readCrawlItems = (page: Page, id: string) => readItems(page, id) as Promise<CrawlItem[]>;

/** Where each item was read, in the fixture's terms (its final address when a redirect or canonical moved it). */
export const readPath = (item: CrawlItem) => comparablePath(item.finalUrl ?? item.url);

/** The comparable paths of the items in one status, sorted. */
export const pathsIn = (items: readonly CrawlItem[], status: string) =>
  items
    .filter((i) => i.status === status)
    .map(readPath)
    .sort();
