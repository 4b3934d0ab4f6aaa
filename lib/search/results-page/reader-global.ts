/** The object the results-page reader leaves in the tab, and the file the build makes of it. */
export const SEARCH_READER_GLOBAL = '__webDataExtractorSearch';
export const SEARCH_READER_FILE = '/search-reader.js';
