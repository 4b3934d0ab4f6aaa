import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { unscriptableReason } from '@/lib/browser/tabs';
import type { BatchPage } from '@/lib/jobs/batch-schema';
import type { Gathered, GatherRequest } from '@/lib/batch/gather-schema';
import { linksMatching } from '@/lib/batch/link-pattern';
import { t } from '@/lib/i18n/t';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';
import { errorText } from '@/lib/api/error-text';

/** The pages a batch could read, from the user's tabs or from the links of one page. */
export async function gatherPages(request: GatherRequest): Promise<Gathered> {
  if (request.source === 'windowTabs' || request.source === 'selectedTabs') return fromTabs(request);
  const tabId = request.tabId ?? (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id;
  if (tabId === undefined) throw new ApiError({ kind: 'invalid-request', message: t('batch_noOpenPage') });
  const links = await linksOfPage(tabId, request.source === 'selectionLinks');
  const urls = request.source === 'pageLinks' ? linksMatching(links, request.pattern ?? '') : links;
  return { pages: urls.map((url) => ({ url })), hiddenTabs: 0, skipped: 0 };
}

async function fromTabs(request: GatherRequest): Promise<Gathered> {
  const tabs = await browser.tabs.query({
    ...(request.windowId !== undefined ? { windowId: request.windowId } : { lastFocusedWindow: true }),
    ...(request.source === 'selectedTabs' ? { highlighted: true } : {}),
  });
  const pages: BatchPage[] = [];
  let hiddenTabs = 0;
  let skipped = 0;
  const ownPages = browser.runtime.getURL('/');
  for (const tab of tabs) {
    // The extension's own pages (options, a view opened in a tab) are neither pages to read nor counted.
    if (tab.url?.startsWith(ownPages)) continue;
    if (!tab.url) hiddenTabs++;
    else if (unscriptableReason(tab.url, 'local')) skipped++;
    else pages.push({ url: tab.url, title: tab.title, tabId: tab.id });
  }
  return { pages, hiddenTabs, skipped };
}

/** The page's http(s) links, each once, in document order; only those inside the selection when asked. */
async function linksOfPage(tabId: number, inSelection: boolean): Promise<string[]> {
  try {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId },
      args: [inSelection],
      func: (selectionOnly: boolean) => {
        const selection = getSelection();
        const ranges = selection ? Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i)) : [];
        const inside = (a: Element) => ranges.some((r) => r.intersectsNode(a));
        return Array.from(document.querySelectorAll('a[href]'))
          .filter((a) => !selectionOnly || inside(a))
          .map((a) => (a as HTMLAnchorElement).href);
      },
    });
    const hrefs = (frame?.result ?? []) as string[];
    return [...new Set(hrefs.filter(isHttpUrl).map((h) => h.replace(/#.*$/, '')))];
  } catch (error) {
    throw new ApiError({
      kind: 'forbidden',
      message: t('batch_linksForbidden', errorText(error)),
    });
  }
}
