import { EXTRACT_GLOBAL } from '@/lib/engines/local-scrape/extract-global';
import { runPageCommand } from '@/lib/engines/local-scrape/page/run-command';

// Injected on demand into the tab being scraped (never declared in the manifest), in the
// extension's isolated world: the page's scripts cannot see or call it. It holds no key.
// The background calls the function it leaves with one page command at a time, checked before it
// is sent. It reaches no zod (test/unit/extract-content-script.test.ts): building zod and its
// schemas cost the first scrape of every page about 40 ms of the tab's time.
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  main() {
    Object.assign(globalThis, { [EXTRACT_GLOBAL]: runPageCommand });
  },
});
