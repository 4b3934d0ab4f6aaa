import { answering, registerPageParts } from '@/lib/engines/local/in-page/page-parts';
import { extractPage } from '@/lib/engines/local/in-page/extract-page';
import { selectionMarkdown } from '@/lib/engines/local/in-page/selection-markdown';
import { practiceRun } from '@/lib/engines/local/in-page/practice-run';

// The extract script: the converter, injected on demand into the tab being scraped with
// executeScript (never declared in the manifest), in the extension's isolated world, where the
// page's scripts cannot see or call it. It holds no key. The background calls its parts with one
// page command at a time, checked before it is sent. Its injection is the first cost of a page's
// first scrape, so it holds only what every scrape needs (the page facts and page actions are
// scripts of their own, lib/engines/local/page-scripts/page-scripts.ts), it is an unlisted script, not a
// WXT content script (no content-script context, no browser API polyfill, nor WXT's "started"
// message posted to the page), and it reaches no zod (test/unit/engines/extract-script.test.ts).
export default defineUnlistedScript(() => {
  /** Whether the converter has run in this document: a practice then teaches it nothing. */
  let ran = false;
  const converting =
    <C>(run: (command: C) => unknown) =>
    (command: C) => {
      ran = true;
      return run(command);
    };
  registerPageParts({
    extract: answering(converting((command) => extractPage(command.request))),
    selection: answering(converting((command) => selectionMarkdown(command.removeBase64Images))),
    // The markdown's length, for the tests; null where a conversion came first.
    practice: answering(() => {
      if (ran) return null;
      ran = true;
      registerPageParts({ practised: true });
      return practiceRun();
    }),
  });
});
