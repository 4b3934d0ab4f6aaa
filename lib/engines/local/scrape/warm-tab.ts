import { callPage } from '@/lib/engines/local/scrape/tab-call';

/**
 * Readies a tab for its first local scrape while the user reads the popup: the extract script is
 * injected when the tab lacks it (callPage, as for any command), then converts a practice page of
 * its own (page/practice-run.ts). The click then waits for the call alone, run by code already
 * compiled and practised, not for the converter's compiling and first runs or the round trip that
 * finds it absent (benchmarks.md, "a page's first scrape"). The page cannot see the script (the
 * isolated world) and the practice reads nothing of it; a tab whose converter has run already
 * skips it. A tab that cannot be scripted (the browser's own pages, a store) is left as it is: its
 * scrape names that when asked for. Answers whether a practice ran.
 */
export async function warmTab(tabId: number): Promise<boolean> {
  try {
    return (await callPage(tabId, { op: 'practice' })) !== null;
  } catch {
    return false; // not scriptable, or gone: nothing to warm
  }
}
