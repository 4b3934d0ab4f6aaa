import { browser, type Browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { getSettings, watchSettings } from '@/lib/settings/settings-store';
import { keepAliveWhile } from '@/lib/browser/keep-alive';
import { watchTab } from '@/lib/browser/tab-update';

// The pool of background tabs: every page read in a tab the user does not have open (a batch's,
// a crawl's, a map's, a program's scrape through the bridge) is read in one of these, one rule
// for all: at most the setting's number of tabs at once (batchConcurrency, "Background tabs a
// local batch reads at once"), a job's own concurrency only lowering its share. A tab that has
// read a page is parked, still showing that page, and the next read navigates it instead of
// opening a new tab: a tab's making and closing, and a new renderer's cold start, cost more than
// the page (docs/batch.md, "The pool of background tabs"). A parked tab is closed after PARK_MS
// unused. Its last page stays known by the id it was read for (a job's, a batch page's), so a
// later session can take the tab out of the pool (claimParkedTab) and act on the page it shows.

/** How long a tab may stay parked, showing the last page it read, before the pool closes it. */
export const PARK_MS = 15_000;

/** Where the pool notes its tabs, so a worker that starts after one stopped closes what it left. */
const RECORD_KEY = 'tabPool';

export interface PoolReadOptions {
  /** Aborts the wait for a tab, the load and the read (the tab is then closed, not parked). */
  signal: AbortSignal;
  /** The longest the page may take to load. */
  timeoutMs: number;
  /** The id the read is for (a job's, a batch page's): the tab is parked under it afterwards. */
  owner?: string;
  /** The error for a page that did not load in time; by default the batch's words. */
  timedOut?: () => ApiError;
  /** Called with a parked tab's id before it is sent to the address (a new tab has no past to forget). */
  beforeLoad?: (tabId: number) => void;
}

interface PoolTab {
  id: number;
  busy: boolean;
  /** The id its last read was for. */
  owner?: string;
  /** The address it showed when its read ended (read once parked), and that address once read. */
  shown?: Promise<string | undefined>;
  shownUrl?: string;
  parkedAt: number;
}

const tabs = new Map<number, PoolTab>();
/** Reads holding a place in the pool (loading or reading), and the reads waiting for one, in order. */
let leased = 0;
const waiting: (() => void)[] = [];
/** Addresses of tabs being created, their ids not known yet. */
const opening = new Set<string>();
/** The setting's pool size, kept up to date once read (a read waiting for a place reads no storage). */
let capacity = 3;
let sizeRead: Promise<void> | undefined;
let ready: Promise<void> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let emptied: (() => void) | undefined;

/**
 * Loads `url` in a tab of the pool (a parked one navigated, else a new background tab, never
 * active) and runs `read` on it once loaded. Waits for a place when the pool is full. After a
 * read that succeeded the tab is parked under `owner`; after a failure or an abort it is closed.
 */
export async function readInPool<T>(
  url: string,
  options: PoolReadOptions,
  read: (tabId: number) => Promise<T>,
): Promise<T> {
  await (ready ??= sweepLeftTabs());
  await takePlace(options.signal);
  let tab: PoolTab | undefined;
  let succeeded = false;
  try {
    tab = await loadInPool(url, options);
    const value = await read(tab.id);
    succeeded = true;
    return value;
  } finally {
    if (tab) {
      if (succeeded) park(tab);
      else drop(tab.id);
    }
    givePlace();
  }
}

/** The tab parked after the read for `owner`, if the pool still holds it parked. */
export function parkedTabOf(owner: string): number | undefined {
  for (const tab of tabs.values()) if (!tab.busy && tab.owner === owner) return tab.id;
  return undefined;
}

/** Whether the tab is parked in the pool still showing the page read for `owner` (not navigated since). */
export async function showsPageOf(tabId: number, owner: string): Promise<boolean> {
  const tab = tabs.get(tabId);
  if (!tab || tab.busy || tab.owner !== owner) return false;
  const [shown, now] = await Promise.all([tab.shown, browser.tabs.get(tabId).catch(() => undefined)]);
  return shown !== undefined && now?.url === shown;
}

/**
 * Takes a parked tab out of the pool: the pool never navigates, reuses or closes it again, and
 * the caller owns it (and closes it). False when the tab is not parked in the pool.
 */
export function claimParkedTab(tabId: number): boolean {
  const tab = tabs.get(tabId);
  if (!tab || tab.busy) return false;
  forget(tabId);
  return true;
}

/** Closes the parked tabs whose reads were for ids starting with `prefix` (a cancelled batch's pages). */
export function closeParkedTabs(prefix: string): void {
  for (const tab of [...tabs.values()]) if (!tab.busy && tab.owner?.startsWith(prefix)) drop(tab.id);
}

/** At worker start: closes the tabs a stopped worker's pool left open. */
export function registerTabPool(): void {
  ready ??= sweepLeftTabs();
}

/** Reads the pool's size once, then follows the setting; a larger size lets waiting reads go. */
function readSize(): Promise<void> {
  return (sizeRead ??= getSettings().then((settings) => {
    capacity = settings.batchConcurrency;
    watchSettings((next) => {
      capacity = next.batchConcurrency;
      while (leased < capacity && waiting.length) {
        leased++;
        waiting.shift()?.();
      }
    });
  }));
}

/**
 * Waits until the pool has a place for one more read, or the signal aborts. Places go in the order
 * asked for: a place given up passes straight to the read that has waited longest.
 */
async function takePlace(signal: AbortSignal): Promise<void> {
  await readSize();
  signal.throwIfAborted();
  if (leased < capacity && !waiting.length) {
    leased++;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const wake = () => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      const at = waiting.indexOf(wake);
      if (at >= 0) waiting.splice(at, 1);
      reject(signal.reason);
    };
    waiting.push(wake);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A read's place passes to the longest waiting read, unless the pool has shrunk meanwhile. */
function givePlace(): void {
  const next = leased <= capacity ? waiting.shift() : undefined;
  if (next) next();
  else leased--;
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** A parked tab to reuse: one that showed the same site (its renderer is warm), else the longest parked. */
function parkedFor(url: string): PoolTab | undefined {
  const parked = [...tabs.values()].filter((tab) => !tab.busy).sort((a, b) => a.parkedAt - b.parkedAt);
  const origin = originOf(url);
  return parked.find((tab) => originOf(tab.shownUrl) === origin) ?? parked[0];
}

/** The page loaded in a pool tab marked busy for this read: a parked tab sent to it, else a new tab. */
async function loadInPool(url: string, options: PoolReadOptions): Promise<PoolTab> {
  const until = Date.now() + options.timeoutMs;
  const timedOut = () =>
    options.timedOut?.() ??
    new ApiError({ kind: 'timeout', message: t('batch_pageLoadTimeout', options.timeoutMs / 1000) });
  for (let reuse = parkedFor(url); reuse; reuse = parkedFor(url)) {
    // Marked busy before any await: no other read takes the same tab.
    Object.assign(reuse, { busy: true, owner: options.owner, shown: undefined, shownUrl: undefined });
    const now = await browser.tabs.get(reuse.id).catch(() => undefined);
    // Closed meanwhile (its event not handled yet), or the user has it in front now: not the pool's.
    if (!now || now.active) {
      forget(reuse.id);
      continue;
    }
    options.beforeLoad?.(reuse.id);
    const loads = listenForLoads();
    try {
      await browser.tabs.update(reuse.id, { url });
      // The same document (a fragment apart) would not load again: it is reloaded.
      if (now.url !== undefined && sameDocument(now.url, url)) await browser.tabs.reload(reuse.id);
    } catch {
      loads.stop();
      drop(reuse.id);
      continue;
    }
    await loads.until(reuse.id, false, options.signal, until, timedOut, reuse);
    return reuse;
  }
  return loadInNewTab(url, options, until, timedOut);
}

async function loadInNewTab(
  url: string,
  options: PoolReadOptions,
  until: number,
  timedOut: () => ApiError,
): Promise<PoolTab> {
  const href = new URL(url).href;
  opening.add(href);
  writeRecord();
  const loads = listenForLoads();
  let created: Browser.tabs.Tab | undefined;
  try {
    created = await browser.tabs.create({ url, active: false });
  } finally {
    opening.delete(href);
    if (created?.id === undefined) {
      loads.stop();
      writeRecord();
    }
  }
  if (created.id === undefined) throw new ApiError({ kind: 'scrape-failed', message: t('batch_noTabOpened') });
  const tab: PoolTab = { id: created.id, busy: true, owner: options.owner, parkedAt: 0 };
  adopt(tab);
  await loads.until(tab.id, true, options.signal, until, timedOut, tab);
  return tab;
}

/**
 * Hears the tabs' loads from before a navigation is asked for, so none is missed: a tab counts
 * as showing its new page once it has been seen loading (a new tab: once it shows an address that
 * is not the blank one it starts on) and is complete again.
 */
function listenForLoads() {
  const loading = new Set<number>();
  const onUpdated = (id: number, change: { status?: string }) => {
    if (change.status === 'loading') loading.add(id);
  };
  browser.tabs.onUpdated.addListener(onUpdated);
  const stop = () => browser.tabs.onUpdated.removeListener(onUpdated);
  return {
    stop,
    async until(
      tabId: number,
      isNew: boolean,
      signal: AbortSignal,
      until: number,
      timedOut: () => ApiError,
      tab: PoolTab,
    ): Promise<void> {
      try {
        const shown = await watchTab(
          tabId,
          (now) => {
            if (now.status === 'loading') loading.add(tabId);
            const away = isNew ? !!now.url && now.url !== 'about:blank' : loading.has(tabId);
            return away && now.status === 'complete';
          },
          { signal, until },
        );
        if (!shown) throw timedOut();
      } catch (error) {
        // The caller never gets this tab: it is closed here.
        drop(tab.id);
        throw error;
      } finally {
        stop();
      }
    },
  };
}

const sameDocument = (a: string, b: string) => a.split('#')[0] === b.split('#')[0];

/** A tab whose read succeeded waits, showing its page, for the next read or PARK_MS. */
function park(tab: PoolTab): void {
  if (!tabs.has(tab.id)) return; // the user took it, or it was closed
  if (tabs.size > capacity) return drop(tab.id); // the setting was lowered meanwhile
  tab.busy = false;
  tab.parkedAt = Date.now();
  tab.shown = browser.tabs.get(tab.id).then(
    (now) => (tab.shownUrl = now.url),
    () => undefined,
  );
  scheduleIdleClose();
}

/** Closes a pool tab now (without waiting for the browser); one the pool let go is left alone. */
function drop(tabId: number): void {
  if (!tabs.has(tabId)) return;
  forget(tabId);
  void browser.tabs.remove(tabId).catch(() => undefined);
}

/** An idle tab closed, unless the user has it in front now (then it is theirs). */
async function closeIdle(tabId: number): Promise<void> {
  const now = await browser.tabs.get(tabId).catch(() => undefined);
  const tab = tabs.get(tabId);
  if (!tab || tab.busy || Date.now() - tab.parkedAt < PARK_MS) return; // taken for a read meanwhile
  if (now?.active) forget(tabId);
  else drop(tabId);
}

function adopt(tab: PoolTab): void {
  if (tabs.size === 0) {
    browser.tabs.onRemoved.addListener(forget);
    // A parked tab is closed by a timer: the worker stays up until the pool is empty.
    void keepAliveWhile(() => new Promise<void>((resolve) => (emptied = resolve)));
  }
  tabs.set(tab.id, tab);
  writeRecord();
}

/** The pool lets the tab go (closed, the user's now, or claimed). */
function forget(tabId: number): void {
  if (!tabs.delete(tabId)) return;
  writeRecord();
  if (tabs.size > 0) return;
  browser.tabs.onRemoved.removeListener(forget);
  clearTimeout(idleTimer);
  idleTimer = undefined;
  emptied?.();
  emptied = undefined;
}

function scheduleIdleClose(): void {
  clearTimeout(idleTimer);
  const parked = [...tabs.values()].filter((tab) => !tab.busy);
  if (!parked.length) return;
  const first = Math.min(...parked.map((tab) => tab.parkedAt));
  idleTimer = setTimeout(
    () => {
      const now = Date.now();
      const idle = parked.filter((tab) => !tab.busy && now - tab.parkedAt >= PARK_MS);
      void Promise.all(idle.map((tab) => closeIdle(tab.id))).then(scheduleIdleClose);
    },
    Math.max(0, first + PARK_MS - Date.now()),
  );
}

interface PoolRecord {
  ids: number[];
  opening: string[];
}

let recording: Promise<unknown> = Promise.resolve();

/** Notes the pool's tabs in the session's storage, in order. */
function writeRecord(): void {
  const record: PoolRecord = { ids: [...tabs.keys()], opening: [...opening] };
  recording = recording
    .then(() =>
      record.ids.length || record.opening.length
        ? browser.storage.session.set({ [RECORD_KEY]: record })
        : browser.storage.session.remove(RECORD_KEY),
    )
    .catch(() => undefined);
}

/** Closes what a stopped worker's pool left: its tabs, and any background tab still at an address it was opening. */
async function sweepLeftTabs(): Promise<void> {
  try {
    const stored = (await browser.storage.session.get(RECORD_KEY)) as Record<string, PoolRecord | undefined>;
    const left = stored[RECORD_KEY];
    if (!left) return;
    await browser.storage.session.remove(RECORD_KEY);
    const close = new Set(left.ids ?? []);
    if (left.opening?.length) {
      for (const tab of await browser.tabs.query({ active: false })) {
        const at = tab.pendingUrl ?? tab.url;
        if (tab.id !== undefined && at !== undefined && left.opening.includes(at)) close.add(tab.id);
      }
    }
    await Promise.all(
      [...close].map(async (id) => {
        const tab = await browser.tabs.get(id).catch(() => undefined);
        if (tab && !tab.active) await browser.tabs.remove(id).catch(() => undefined);
      }),
    );
  } catch {
    // Nothing recorded can be read: nothing to close.
  }
}
