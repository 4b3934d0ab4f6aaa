// Not the polyfill (wxt/browser): this runs before the page's other scripts, and tabs and storage
// answer promises in every browser this extension supports.
import { browser } from '@wxt-dev/browser';
import { readStartSettings, type StartSettings } from '@/lib/settings/start-settings';

export interface PageTab {
  id?: number;
  url: string;
  title: string;
}

/** What the popup's first render waits for, as read from the browser (settings unchecked). */
export interface StartReads {
  tab: Promise<PageTab>;
  /** The stored settings and their last check; undefined when they need a migration first. */
  settings: Promise<StartSettings | undefined>;
  /** Both answers, set when both have come (usually before the module code runs). */
  answered?: { tab: PageTab; settings: StartSettings | undefined };
}

/** Where popup-reads.js leaves its reads for the popup's module code. */
export type WindowWithReads = Window & { popupStartReads?: StartReads };

/**
 * The page to scrape: the active tab of this window; `?tabId=` when the popup is opened as a
 * page of its own (keyboard users, tests), where the active tab would be the popup itself.
 */
async function pageTab(): Promise<PageTab> {
  const param = new URLSearchParams(location.search).get('tabId');
  const tab = param
    ? await browser.tabs.get(Number(param))
    : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  return { id: tab?.id, url: tab?.url ?? '', title: tab?.title ?? '' };
}

/**
 * Asks for the active tab, and the stored settings with their last check (one storage read);
 * needs no schema (start-state.ts).
 */
export function startReads(): StartReads {
  const reads: StartReads = {
    tab: pageTab().catch((): PageTab => ({ url: '', title: '' })),
    settings: readStartSettings(),
  };
  void Promise.all([reads.tab, reads.settings]).then(
    ([tab, settings]) => (reads.answered = { tab, settings }),
    () => undefined, // loadPopupStart reports it
  );
  return reads;
}
