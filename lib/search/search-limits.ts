/** The service's default time for a search (both documents), which a search in this browser keeps too. */
export const SEARCH_DEFAULT_TIMEOUT_MS = 60_000;
/** Results pages a search in this browser reads at most, whatever its limit. */
export const MAX_RESULTS_PAGES = 10;
