import { browser } from 'wxt/browser';
import { ApiError } from '../../api/api-error';
import type { ParseData } from '../../api/schemas/parse-response';
import type { ScrapeRequest } from '../../api/schemas/scrape-request';
import { SCRAPE_DEFAULTS } from '../../api/schemas/scrape-options';
import { sleep } from '../../api/retry-delay';
import type { JobWork } from '../../jobs/job-runner';
import { EXTRACT_GLOBAL, extractResultSchema, type ExtractRequest } from './extract-request';
import { localRefusal } from './local-support';

/**
 * The local engine: the same scrape request answered from the live tab, as the user sees it,
 * logged in. Nothing leaves the browser and no credits are spent.
 */
export const scrapeLocal =
  (request: ScrapeRequest, tabId: number): JobWork =>
  async (signal, report) => {
    const refusal = localRefusal(request);
    if (refusal) throw new ApiError({ kind: 'invalid-request', message: refusal, details: [{ field: 'formats', message: refusal }] });
    const timeout = request.timeout ?? SCRAPE_DEFAULTS.timeout;
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeout)]);
    try {
      if (request.waitFor) {
        report({ message: `Waiting ${request.waitFor} ms for the page to settle…` });
        await sleep(request.waitFor, deadline);
      }
      report({ message: 'Reading the page…' });
      const formats = new Set(request.formats ?? SCRAPE_DEFAULTS.formats);
      const page = await extractFromTab(tabId, {
        url: request.url,
        onlyMainContent: request.onlyMainContent ?? SCRAPE_DEFAULTS.onlyMainContent,
        includeTags: request.includeTags,
        excludeTags: request.excludeTags,
        removeBase64Images: request.removeBase64Images ?? SCRAPE_DEFAULTS.removeBase64Images,
        formats: { markdown: formats.has('markdown') || formats.has('changeTracking'), html: formats.has('html'), links: formats.has('links'), rawHtml: formats.has('rawHtml') },
      });
      deadline.throwIfAborted();
      const data: ParseData = { metadata: { ...page.metadata, sourceURL: request.url, url: page.url } };
      if (formats.has('markdown')) data.markdown = page.markdown ?? '';
      if (formats.has('html')) data.html = page.html ?? '';
      if (formats.has('rawHtml')) data.rawHtml = page.rawHtml ?? '';
      if (formats.has('links')) data.links = page.links ?? [];
      if (formats.has('screenshot')) {
        report({ message: 'Taking a screenshot…' });
        data.screenshot = await captureViewport(tabId);
      }
      return data;
    } catch (error) {
      if (signal.aborted) throw error;
      if (deadline.aborted) {
        throw new ApiError({ kind: 'timeout', message: `The page did not finish within the ${timeout / 1000} s timeout. Raise the timeout in the advanced options, or try again.` });
      }
      throw error;
    }
  };

async function extractFromTab(tabId: number, request: ExtractRequest) {
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: ['/content-scripts/extract.js'] });
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      func: (name: string, req: unknown) => (globalThis as unknown as Record<string, (r: unknown) => unknown>)[name]?.(req),
      args: [EXTRACT_GLOBAL, request],
    });
    return extractResultSchema.parse(frame?.result);
  } catch (error) {
    throw new ApiError({
      kind: 'forbidden',
      message: `This page cannot be read by the extension (${error instanceof Error ? error.message : String(error)}). Reload the page and try again; browser pages and extension stores are never readable.`,
      cause: error,
    });
  }
}

/** The visible part of the tab, which must be the active tab of its window. */
async function captureViewport(tabId: number): Promise<string> {
  const tab = await browser.tabs.get(tabId);
  if (!tab.active) {
    throw new ApiError({ kind: 'invalid-request', message: 'A local screenshot needs the tab in front. Switch to the tab and try again.' });
  }
  return browser.tabs.captureVisibleTab(tab.windowId, { format: 'png' });
}
