import { EXTRACT_GLOBAL } from '@/lib/engines/local-scrape/extract-global';
import { runPageCommand } from '@/lib/engines/local-scrape/page/run-command';

// The extract script: injected on demand into the tab being scraped with executeScript (never
// declared in the manifest), in the extension's isolated world, where the page's scripts cannot
// see or call it. It holds no key. The background calls the function it leaves with one page
// command at a time, checked before it is sent. Its injection is the first cost of a page's first
// scrape, so it is an unlisted script, not a WXT content script: no content-script context and no
// browser API polyfill to set up (nor WXT's "started" message posted to the page), and it reaches
// no zod (test/unit/engines/extract-script.test.ts). Together they cost about 40 ms of the tab's
// time (docs/benchmarks.md, "A page's first scrape").
export default defineUnlistedScript(() => {
  Object.assign(globalThis, { [EXTRACT_GLOBAL]: runPageCommand });
});
