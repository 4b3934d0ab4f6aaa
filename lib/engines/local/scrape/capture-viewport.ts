import { browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { sleep } from '@/lib/api/retry-delay';
import { hasDebuggerAccess } from '@/lib/permissions/debugger-access';
import { withDebugger } from '@/lib/engines/local/scrape/debugger-session';
import { t } from '@/lib/i18n/t';

// Chrome allows about two captureVisibleTab calls a second; a quicker one fails with a quota error.
const MIN_GAP_MS = 550;
let lastCapture = 0;

/**
 * The visible part of the tab, which must be the active tab of its window; jpeg when a quality
 * is given. captureVisibleTab needs activeTab (the popup, menu and shortcut grant it) or access
 * to all sites; without either, the debugger draws the viewport when it is allowed.
 */
export async function captureViewport(tabId: number, quality?: number): Promise<string> {
  const tab = await browser.tabs.get(tabId);
  if (!tab.active) {
    throw new ApiError({ kind: 'invalid-request', message: t('localScrape_tabNotInFront') });
  }
  const wait = lastCapture + MIN_GAP_MS - Date.now();
  if (wait > 0) await sleep(wait);
  lastCapture = Date.now();
  try {
    return await browser.tabs.captureVisibleTab(
      tab.windowId,
      quality ? { format: 'jpeg', quality } : { format: 'png' },
    );
  } catch (error) {
    if (await hasDebuggerAccess()) return captureWithDebugger(tabId, quality);
    throw new ApiError({
      kind: 'forbidden',
      message: t('localScrape_screenshotAccess'),
      cause: error,
    });
  }
}

async function captureWithDebugger(tabId: number, quality?: number): Promise<string> {
  const format = quality ? 'jpeg' : 'png';
  const { data } = await withDebugger(tabId, (send) =>
    send<{ data: string }>('Page.captureScreenshot', { format, ...(quality ? { quality } : {}) }),
  );
  return `data:image/${format};base64,${data}`;
}
