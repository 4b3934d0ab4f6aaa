/**
 * Search: the service's search, and a search in the user's own browser (its default engine, or an
 * address the user set) read by the generic results-page reader; results read through the batch
 * pool. The other features reach it only through this file.
 */
export { registerSearch } from '@/lib/search/search-handlers';
export { startSearch } from '@/lib/search/start-search';
export { scrapeSearchResults } from '@/lib/search/scrape-results';
export { createSearchMenuItem, searchMenuClicked } from '@/lib/search/search-menu';
export { readAnswer } from '@/lib/search/search-store';
export { searchEngineSite } from '@/lib/search/search-engine-site';
export { SEARCH_CODES } from '@/lib/search/search-errors';
export type { SearchAnswer, SearchResult } from '@/lib/search/search-answer';
