import { browser, type Browser } from 'wxt/browser';
import { ApiError } from '../api/api-error';

export type Tab = Browser.tabs.Tab;

/** The tab a command is about: the one named, else the active tab of the focused window. */
export async function resolveTab(tabId?: number): Promise<Tab> {
  const tab = tabId === undefined ? (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0] : await browser.tabs.get(tabId);
  if (!tab) throw new ApiError({ kind: 'invalid-request', message: 'There is no open tab to work on. Open a page and try again.' });
  return tab;
}

// Browsers never let an extension read these, and the remote service cannot fetch them.
const PRIVILEGED = [/^chrome:/, /^edge:/, /^about:/, /^chrome-extension:/, /^moz-extension:/, /^view-source:/, /^devtools:/, /^https:\/\/chrome\.google\.com\/webstore/, /^https:\/\/chromewebstore\.google\.com/, /^https:\/\/addons\.mozilla\.org/];

/** Why a page cannot be scraped, in words; undefined when it can be. */
export function unscriptableReason(url: string | undefined, engine: 'local' | 'remote'): string | undefined {
  if (!url) return 'This tab has no page address yet. Wait for it to load and try again.';
  if (PRIVILEGED.some((p) => p.test(url))) {
    return 'Browser pages and extension stores cannot be read by extensions, and the service cannot fetch them. Open a regular web page.';
  }
  if (url.startsWith('file:')) {
    return engine === 'remote'
      ? 'The service cannot fetch files on your computer. Use the local engine, or drop the file on the drop zone to parse it.'
      : 'Reading local files needs "Allow access to file URLs" for this extension (chrome://extensions → Details). Or drop the file on the drop zone.';
  }
  if (!/^https?:/.test(url)) return `Pages at ${url.split(':')[0]}: addresses cannot be scraped. Open a regular web page.`;
  return undefined;
}
