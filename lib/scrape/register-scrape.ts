import { registerRenderedPage } from '@/lib/scrape/rendered-page';
import { registerJobHandlers } from '@/lib/scrape/scrape-handlers';
import { registerSelectionJobs } from '@/lib/scrape/selection-job';

/** The background's part of one page's jobs. */
export function registerScrape(): void {
  registerJobHandlers();
  registerRenderedPage();
  registerSelectionJobs();
}
