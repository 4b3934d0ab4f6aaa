// The crawl and map views, loaded on first use (not with the panel).
export { CrawlPage } from '@/entrypoints/sidepanel/views/crawl/CrawlPage';
