// The crawl and map views, loaded on first use (not with the panel).
export { CrawlPage } from './CrawlPage';
