import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { sleep } from '@/lib/api/retry-delay';
import { watchTab } from '@/lib/browser/tab-update';
import { PAGE_GLOBAL } from '@/lib/engines/local/page-scripts/page-scripts';
import { t } from '@/lib/i18n/t';
import {
  INTERACT_PART,
  type InteractPageAnswer,
  type InteractPageRequest,
} from '@/lib/interact/local/in-page/page-protocol';

/** The interact page script as the build names it (wxt.config.ts). */
export const INTERACT_SCRIPT = '/interact-page.js';

const MISSING = '__wde_interact_missing__';
/** What the browser says when the document a script was sent to went away mid-call (tab-call.ts reads it the same). */
const NAVIGATED =
  /frame with id \d+ was removed|the frame was removed|no frame with id|document (?:was|has been) (?:unloaded|replaced)|navigated|back\/forward cache|message channel closed|receiving end does not exist/i;
const ERROR_PAGE = /showing error page/i;

/** The document went away while the command ran (it navigated: a link, a form). */
export class PageNavigated extends Error {}

/**
 * Runs one command in the tab with the interact script, injected when it is not there yet (a new
 * document clears it). A navigation while it runs rejects with PageNavigated, for the caller to
 * decide (an action that navigated has done its work; a read is sent again).
 */
export async function callInteractPage(tabId: number, request: InteractPageRequest): Promise<InteractPageAnswer> {
  try {
    let answer = await invoke(tabId, request);
    if (answer === MISSING) {
      await browser.scripting.executeScript({ target: { tabId }, files: [INTERACT_SCRIPT] });
      answer = await invoke(tabId, request);
    }
    if (answer === MISSING || typeof answer !== 'object' || answer === null)
      throw new ApiError({ kind: 'scrape-failed', message: t('interactLocal_scriptMissing') });
    return answer as InteractPageAnswer;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const text = errorText(error);
    if (NAVIGATED.test(text)) throw new PageNavigated(text);
    if (ERROR_PAGE.test(text))
      throw new ApiError({ kind: 'scrape-failed', message: t('localScrape_errorPage'), cause: error });
    throw new ApiError({ kind: 'forbidden', message: t('interactLocal_unreachable', text), cause: error });
  }
}

async function invoke(tabId: number, request: InteractPageRequest): Promise<unknown> {
  const [frame] = await browser.scripting.executeScript({
    target: { tabId },
    func: (global: string, part: string, req: unknown, missing: string) => {
      const parts = (globalThis as unknown as Record<string, Record<string, (r: unknown) => unknown> | undefined>)[
        global
      ];
      const run = parts?.[part];
      return typeof run === 'function' ? run(req) : missing;
    },
    args: [PAGE_GLOBAL, INTERACT_PART, request, MISSING],
  });
  return frame?.result;
}

/** Waits (bounded) until the tab is done loading: after an action, the next command meets the page it led to. */
export async function settle(tabId: number, until: number, signal?: AbortSignal): Promise<void> {
  await sleep(120, signal).catch(() => undefined);
  await watchTab(tabId, (tab) => tab.status !== 'loading', { until, signal }).catch(() => undefined);
}
