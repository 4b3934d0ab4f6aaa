import { browser, type Browser } from 'wxt/browser';

type Tab = Browser.tabs.Tab;

/**
 * The longest a watch goes without reading the tab again. The read is taken again on the tab's
 * own update event, not on the next turn of a poll (every 100 ms: half of that on average added to
 * each page of a batch or a crawl); this bound is there for an event the browser never sends (a
 * status skipped), and costs that delay only then.
 */
const RECHECK_MS = 500;

/**
 * Reads the tab until `done` says so, again on each of its status changes, and answers that read;
 * at `until` (a time in ms) it answers undefined. A tab that cannot be read (closed) rejects with
 * the browser's error, and an abort with the signal's reason.
 */
export async function watchTab(
  tabId: number,
  done: (tab: Tab) => boolean,
  { signal, until = Infinity }: { signal?: AbortSignal; until?: number } = {},
): Promise<Tab | undefined> {
  for (;;) {
    // Listening starts before the read, so a change between the two is not missed.
    const update = nextUpdate(tabId, Math.min(RECHECK_MS, Math.max(1, until - Date.now() + 1)), signal);
    let tab: Tab;
    try {
      tab = await browser.tabs.get(tabId);
    } catch (error) {
      update.cancel();
      throw error;
    }
    const answered = done(tab);
    if (answered || Date.now() > until) {
      update.cancel();
      return answered ? tab : undefined;
    }
    await update.next;
  }
}

interface UpdateWait {
  next: Promise<void>;
  /** Stops listening; `next` then never rejects. */
  cancel(): void;
}

/** The tab's next status change, `ms` at the latest, or the signal's abort. */
function nextUpdate(tabId: number, ms: number, signal?: AbortSignal): UpdateWait {
  let finish: (error?: unknown) => void = () => undefined;
  const next = new Promise<void>((resolve, reject) => {
    // Safe to call again: a settled promise ignores it, and the listeners are gone already.
    finish = (error) => {
      clearTimeout(timer);
      browser.tabs.onUpdated.removeListener(onUpdated);
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    const onUpdated = (id: number, change: { status?: string }) => {
      if (id === tabId && change.status !== undefined) finish();
    };
    const onAbort = () => finish(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(() => finish(), ms);
    browser.tabs.onUpdated.addListener(onUpdated);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
  });
  // An abort while watchTab still reads the tab rejects `next` before anything awaits it; the read
  // may then answer and `next` never be awaited. Handled here, it is not an uncaught error (a
  // batch's Cancel logged one); awaited, it still rejects.
  next.catch(() => undefined);
  return { next, cancel: () => finish() };
}
