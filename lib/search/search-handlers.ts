import { registerGrowingBatches } from '@/lib/batch';
import { handle } from '@/lib/messaging/handle';
import { scrapeSearchResults } from '@/lib/search/scrape-results';
import { searchJobEngine } from '@/lib/search/search-job-engine';
import { searchMessages } from '@/lib/search/search-protocol';
import { startSearch } from '@/lib/search/start-search';

export function registerSearch(): void {
  // A search is a batch whose pages are the results read: batch runs and resumes it with this engine.
  registerGrowingBatches(searchJobEngine);
  handle(searchMessages, 'startSearch', ({ engine, search, options }) => startSearch(engine, search, options));
  handle(searchMessages, 'scrapeSearchResults', ({ jobId, urls }) => scrapeSearchResults(jobId, urls));
}
