/**
 * One page's jobs: scrape a page or link, parse a file, convert the selection, send the rendered
 * page; any job's cancel, retry and read. The other features reach it only through this file.
 */
export { registerScrape } from '@/lib/scrape/register-scrape';
export { startBackgroundScrape } from '@/lib/scrape/background-scrape';
export { sendRenderedPage } from '@/lib/scrape/rendered-page';
export { startScrape } from '@/lib/scrape/scrape-handlers';
export { startSelectionJob } from '@/lib/scrape/selection-job';
