/**
 * Whole sites: the local crawl and map, and the service's crawl and map. The other features reach
 * it only through this file.
 */
export { registerCrawlHandlers } from '@/lib/crawl/crawl-handlers';
export { startCrawl } from '@/lib/crawl/crawl-handlers';
export { localMap } from '@/lib/crawl/local-map';
export type { MapAnswer, MapOptions } from '@/lib/crawl/map-schema';
export { toV2ScrapeOptions } from '@/lib/crawl/v2-scrape-options';
