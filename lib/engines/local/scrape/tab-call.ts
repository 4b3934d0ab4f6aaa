import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { sleep } from '@/lib/api/retry-delay';
import { watchTab } from '@/lib/browser/tab-update';
import { PAGE_GLOBAL, partsFor, scriptsFor, type PagePart } from '@/lib/engines/local/page-scripts/page-scripts';
import { pageCommandSchema, pageReplySchema, type PageCommand } from '@/lib/engines/local/in-page/page-command';
import { t } from '@/lib/i18n/t';
import { errorText } from '@/lib/api/error-text';
import { fieldErrors, listFieldErrors } from '@/lib/api/field-errors';

const MISSING = '__wde_missing__';
/** What the browser says when the document a script was sent to went away mid-call. */
const NAVIGATED =
  /frame with id \d+ was removed|the frame was removed|no frame with id|document (?:was|has been) (?:unloaded|replaced)|navigated|back\/forward cache/i;
/** What it says when the tab shows the browser's own error page (unreachable, refused, offline). */
const ERROR_PAGE = /showing error page/i;
/** How long a page that navigated is given to load before it is read again. */
const SETTLE_MS = 10_000;

/**
 * Runs one command in the tab. The page scripts it needs (page-scripts.ts) are injected when they
 * are not there yet, or no longer (an action navigated the tab to a new document). A page that
 * navigates away while it is being read is read again once it has loaded; a second navigation is
 * named.
 */
export async function callPage(tabId: number, command: PageCommand): Promise<unknown> {
  // Checked here, not in the page: the extract script holds no zod (its injection is the first
  // scrape's cost), and only this extension's executeScript can reach it.
  const checked = pageCommandSchema.safeParse(command);
  if (!checked.success)
    throw new ApiError({
      kind: 'bad-request',
      message: t('localScrape_invalidCommand', listFieldErrors(fieldErrors(checked.error))),
    });
  try {
    return await callOnce(tabId, command);
  } catch (error) {
    if (!isNavigation(error)) throw asPageError(error);
  }
  await settled(tabId);
  try {
    return await callOnce(tabId, command);
  } catch (error) {
    if (!isNavigation(error)) throw asPageError(error);
    const url = await browser.tabs.get(tabId).then(
      (t) => t.url,
      () => undefined,
    );
    throw new ApiError({
      kind: 'scrape-failed',
      message: url ? t('localScrape_keptNavigatingTo', url) : t('localScrape_keptNavigating'),
      cause: error,
    });
  }
}

async function callOnce(tabId: number, command: PageCommand): Promise<unknown> {
  const parts = partsFor(command);
  let reply = await invoke(tabId, command, parts);
  const absent = absentParts(reply);
  if (absent) {
    await browser.scripting.executeScript({ target: { tabId }, files: scriptsFor(absent) });
    reply = await invoke(tabId, command, parts);
  }
  const parsed = pageReplySchema.parse(reply);
  if (!parsed.ok) throw new ApiError({ kind: 'scrape-failed', message: parsed.error });
  return parsed.value;
}

const isNavigation = (error: unknown): boolean => !(error instanceof ApiError) && NAVIGATED.test(errorText(error));

/** Waits (bounded) until the tab has finished loading its new document. */
async function settled(tabId: number): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  await sleep(100);
  // A tab gone, or still loading at the bound, is read as it is: the second call names what it meets.
  await watchTab(tabId, (tab) => tab.status !== 'loading', { until }).catch(() => undefined);
}

function asPageError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (ERROR_PAGE.test(errorText(error))) {
    return new ApiError({
      kind: 'scrape-failed',
      message: t('localScrape_errorPage'),
      cause: error,
    });
  }
  return new ApiError({
    kind: 'forbidden',
    message: t('localScrape_unreadable', errorText(error)),
    cause: error,
  });
}

/**
 * Calls the command's part in the tab, or answers `{ [MISSING]: parts }` with the parts it needs
 * that are not there (yet, or any more: a navigation clears them).
 */
async function invoke(tabId: number, command: PageCommand, parts: PagePart[]): Promise<unknown> {
  const [frame] = await browser.scripting.executeScript({
    target: { tabId },
    func: (name: string, cmd: { op: string }, needs: string[], missing: string) => {
      const inTab = (globalThis as unknown as Record<string, Record<string, (c: unknown) => unknown> | undefined>)[
        name
      ];
      // `needs` holds the command's own part: when none is absent, it is there to run.
      const absent = needs.filter((part) => typeof inTab?.[part] !== 'function');
      return absent.length > 0 ? { [missing]: absent } : inTab?.[cmd.op]?.(cmd);
    },
    args: [PAGE_GLOBAL, command, parts, MISSING],
  });
  return frame?.result;
}

/** The parts a reply says the tab lacks, if that is what it says. */
function absentParts(reply: unknown): PagePart[] | undefined {
  const absent = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>)[MISSING] : undefined;
  return Array.isArray(absent) ? (absent as PagePart[]) : undefined;
}
