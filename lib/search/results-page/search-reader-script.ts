import { pressNext } from '@/lib/search/results-page/next-page';
import { readResultsPage } from '@/lib/search/results-page/read-results-page';
import { SEARCH_READER_GLOBAL } from '@/lib/search/results-page/reader-global';
import type { ReaderOptions } from '@/lib/search/results-page/reading';

// The results-page reader, injected into the tab a search in this browser shows its results in
// (lib/search/local/read-page.ts). It leaves its two calls in one object of the extension's
// isolated world; the background checks what they answer.
export default defineUnlistedScript(() => {
  (globalThis as Record<string, unknown>)[SEARCH_READER_GLOBAL] = {
    read: (options: ReaderOptions) => readResultsPage(document, options),
    pressNext: () => pressNext(document),
  };
});
