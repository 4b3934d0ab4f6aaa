import { browser } from 'wxt/browser';
import { ApiError } from '../../api/api-error';
import { EXTRACT_GLOBAL } from './extract-request';
import { pageReplySchema, type PageCommand } from './page/page-command';

const MISSING = '__wde_missing__';

/**
 * Runs one command in the tab's content script. The script is injected when it is not there
 * yet, or no longer (an action navigated the tab to a new document).
 */
export async function callPage(tabId: number, command: PageCommand): Promise<unknown> {
  try {
    let reply = await invoke(tabId, command);
    if (reply === MISSING) {
      await browser.scripting.executeScript({ target: { tabId }, files: ['/content-scripts/extract.js'] });
      reply = await invoke(tabId, command);
    }
    const parsed = pageReplySchema.parse(reply);
    if (!parsed.ok) throw new ApiError({ kind: 'scrape-failed', message: parsed.error });
    return parsed.value;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({
      kind: 'forbidden',
      message: `This page cannot be read by the extension (${error instanceof Error ? error.message : String(error)}). Reload the page and try again; browser pages and extension stores are never readable.`,
      cause: error,
    });
  }
}

async function invoke(tabId: number, command: PageCommand): Promise<unknown> {
  const [frame] = await browser.scripting.executeScript({
    target: { tabId },
    func: (name: string, cmd: unknown, missing: string) => {
      const fn = (globalThis as unknown as Record<string, ((c: unknown) => unknown) | undefined>)[name];
      return fn ? fn(cmd) : missing;
    },
    args: [EXTRACT_GLOBAL, command, MISSING],
  });
  return frame?.result;
}
