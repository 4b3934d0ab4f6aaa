import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';
import { SEARCH_LIMIT } from '@/lib/api/schemas/search';
import type { SearchSpec } from '@/lib/api/schemas/search-spec';
import { sleep } from '@/lib/api/retry-delay';
import { closeTab, openBackgroundTab } from '@/lib/browser/background-tab';
import { watchTab } from '@/lib/browser/tab-update';
import { t } from '@/lib/i18n/t';
import { hasSiteAccess } from '@/lib/permissions/site-access';
import { engineSearchUrl } from '@/lib/settings/search-engine-setting';
import { getSettings } from '@/lib/settings/settings-store';
import { defaultEngineName, searchInBrowser } from '@/lib/search/local/browser-search';
import { notApplied } from '@/lib/search/local/not-applied';
import { queryWords } from '@/lib/search/local/query-words';
import { pressNext, readPage, type Reading } from '@/lib/search/local/read-page';
import { rememberEngine, seenEngine } from '@/lib/search/local/seen-engine';
import { loadAfter, type LoadWait } from '@/lib/search/local/tab-load';
import type { SearchAnswer } from '@/lib/search/search-answer';
import { challengeError, engineNotAllowed, needsPermission } from '@/lib/search/search-errors';
import { MAX_RESULTS_PAGES, SEARCH_DEFAULT_TIMEOUT_MS } from '@/lib/search/search-limits';

/** A page that shows no result yet (an engine that draws them after its load) is read again this often… */
const READ_AGAIN_MS = 300;
/** …for this long, before it counts as finding nothing. */
const WAIT_FOR_RESULTS_MS = 3_000;

/**
 * A search in this browser: the query (with its `site:` words) goes to the engine the user chose
 * in Settings, or to the browser's own default engine through its `search` API, in a background
 * tab. Each results page is read by the generic reader (results-page/), the next one followed
 * (link, form or button) until `limit` results or a page with none new; `keep` hears of every
 * page, so the Search view shows results as they arrive. A challenge or consent wall stops the
 * search at once and is brought to the front for the user, never tried again.
 */
export async function localSearch(
  spec: SearchSpec,
  signal: AbortSignal,
  keep: (answer: SearchAnswer) => Promise<void>,
  /** A program's search: the user allowed the engine's site they last saw; another one is not read. */
  program = false,
): Promise<SearchAnswer> {
  const limit = spec.limit ?? SEARCH_LIMIT.v2Default;
  const wait: LoadWait = { signal, until: Date.now() + (spec.timeout ?? SEARCH_DEFAULT_TIMEOUT_MS) };
  const text = queryWords(spec);
  const skipped = notApplied(spec);
  const { searchEngine } = await getSettings();
  let answer: SearchAnswer = {
    results: [],
    warnings: skipped.length ? [t('search_notApplied', skipped.join(', '))] : [],
    engineName: searchEngine ? hostOf(searchEngine) : '',
    complete: false,
  };
  const onTab = async (tabId: number) => {
    answer = { ...answer, tabId };
    await keep(answer);
  };
  const allowed = program && !searchEngine ? (await seenEngine())?.origin : undefined;
  let tabId: number | undefined;
  let showing = false;
  try {
    tabId = searchEngine
      ? await openAddress(engineSearchUrl(searchEngine, text), wait, onTab)
      : await searchInBrowser(text, wait, onTab);
    const engineUrl = await shownAddress(tabId);
    const engineName = searchEngine ? hostOf(engineUrl) : ((await defaultEngineName()) ?? hostOf(engineUrl));
    if (!searchEngine) await rememberEngine(new URL(engineUrl).origin, engineName);
    if (!(await hasSiteAccess(engineUrl)) || (allowed && new URL(engineUrl).origin !== allowed))
      throw engineNotAllowed(hostOf(engineUrl));
    answer = { ...answer, engineName, engineUrl };
    const seen = new Set<string>();
    for (let pages = 1; ; pages++) {
      const reading = await readShown(tabId, engineUrl, seen, wait);
      if (reading.challenge) {
        showing = true;
        await showTab(tabId);
        throw challengeError(engineName);
      }
      const fresh = reading.results.filter((r) => !seen.has(r.url) && isHttpUrl(r.url));
      for (const r of fresh) seen.add(r.url);
      const results = [
        ...answer.results,
        ...fresh
          .slice(0, limit - answer.results.length)
          .map((r, i) => ({ kind: 'web' as const, ...r, position: answer.results.length + i + 1 })),
      ];
      answer = { ...answer, results, pagesRead: pages };
      await keep(answer);
      if (results.length >= limit || !fresh.length || !reading.next || pages >= MAX_RESULTS_PAGES) break;
      await goToNext(tabId, reading.next, wait);
    }
  } finally {
    if (tabId !== undefined && !showing) await closeTab(tabId);
  }
  return { ...answer, complete: true, tabId: undefined };
}

const hostOf = (address: string): string => {
  try {
    return new URL(address.replace('%s', '')).host;
  } catch {
    return address;
  }
};

/** The engine the user set: its site must be readable first, then its results page is opened. */
async function openAddress(url: string, wait: LoadWait, onTab: (tabId: number) => Promise<void>): Promise<number> {
  if (!(await hasSiteAccess(url))) throw engineNotAllowed(hostOf(url));
  const tabId = await openBackgroundTab(url, t('batch_noTabOpened'));
  await onTab(tabId);
  const shown = (tab: { status?: string; url?: string }) =>
    tab.status === 'complete' && !!tab.url && tab.url !== 'about:blank';
  if (!(await watchTab(tabId, shown, wait))) throw new ApiError({ kind: 'timeout', message: t('search_pageTimeout') });
  return tabId;
}

/** The address the tab shows: the browser tells it only with the `tabs` permission or the site's own. */
async function shownAddress(tabId: number): Promise<string> {
  const tab = await browser.tabs.get(tabId);
  const url = tab.url || tab.pendingUrl;
  if (!url || !isHttpUrl(url)) throw needsPermission(t('search_needsTabs'));
  return url;
}

/**
 * The page as the reader sees it once it shows something new (results not met before) or a
 * challenge, or after WAIT_FOR_RESULTS_MS as it is. A read that fails while the page is replaced is
 * tried again within that time.
 */
async function readShown(
  tabId: number,
  engineUrl: string,
  seen: ReadonlySet<string>,
  wait: LoadWait,
): Promise<Reading> {
  const until = Math.min(wait.until, Date.now() + WAIT_FOR_RESULTS_MS);
  for (;;) {
    let reading: Reading | undefined;
    let failure: unknown;
    try {
      reading = await readPage(tabId, engineUrl);
    } catch (error) {
      failure = error;
    }
    if (reading && (reading.challenge || reading.results.some((r) => !seen.has(r.url)))) return reading;
    if (Date.now() > until) {
      if (reading) return reading;
      throw new ApiError({
        kind: 'scrape-failed',
        message: t('search_cannotRead', errorText(failure)),
        cause: failure,
      });
    }
    await sleep(READ_AGAIN_MS, wait.signal);
  }
}

async function goToNext(tabId: number, next: NonNullable<Reading['next']>, wait: LoadWait): Promise<void> {
  if (next.kind === 'link') await loadAfter(tabId, () => browser.tabs.update(tabId, { url: next.url }), wait);
  // The page may go away while the press is answered: that is the load being waited for.
  else await loadAfter(tabId, () => pressNext(tabId).catch(() => true), wait);
}

/** The challenge's tab, brought to the front of its window for the user to answer. */
async function showTab(tabId: number): Promise<void> {
  const tab = await browser.tabs.update(tabId, { active: true }).catch(() => undefined);
  if (tab?.windowId !== undefined) await browser.windows.update(tab.windowId, { focused: true }).catch(() => undefined);
}
