// Not the polyfill (wxt/browser): this runs in the popup's first module, which loads none
// (test/unit/popup/first-paint-imports.test.ts); scripting answers promises in every browser here.
import { browser } from '@wxt-dev/browser';
import { PAGE_GLOBAL, PAGE_SCRIPTS } from './page-scripts';

/** The isolated world's globals, as the injected functions below read them. */
type World = Record<string, { extract?: unknown; practice?: () => void } | undefined>;

/**
 * Readies a tab for its first local scrape while the user reads the popup: injects the extract
 * script when the tab lacks it, then has it convert a practice page of its own (practice-run.ts).
 * The click then waits for the call alone, run by code already compiled and practised, not for
 * the converter's compiling and first runs or the round trip that finds it absent (benchmarks.md,
 * "a page's first scrape"). The page cannot see the script (the isolated world) and the practice
 * reads nothing of it. A tab that cannot be scripted (the browser's own pages, a store) is left as
 * it is: its scrape names that when asked for.
 */
export async function warmTab(tabId: number): Promise<void> {
  const target = { tabId };
  try {
    const [frame] = await browser.scripting.executeScript({
      target,
      func: (name: string) => typeof (globalThis as unknown as World)[name]?.extract === 'function',
      args: [PAGE_GLOBAL],
    });
    if (frame?.result === true) return;
    await browser.scripting.executeScript({ target, files: [PAGE_SCRIPTS.extract] });
    await browser.scripting.executeScript({
      target,
      func: (name: string) => void (globalThis as unknown as World)[name]?.practice?.(),
      args: [PAGE_GLOBAL],
    });
  } catch {
    // Not scriptable, or gone: nothing to warm.
  }
}
