import { browser, type Browser } from 'wxt/browser';
import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';

export type Tab = Browser.tabs.Tab;

/** The tab a command is about: the one named, else the active tab of the focused window. */
export async function resolveTab(tabId?: number): Promise<Tab> {
  const tab =
    tabId === undefined
      ? (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0]
      : await browser.tabs.get(tabId);
  if (!tab) throw new ApiError({ kind: 'invalid-request', message: t('browser_noTab') });
  return tab;
}

// Browsers never let an extension read these, and the remote service cannot fetch them.
const PRIVILEGED = [
  /^chrome:/,
  /^edge:/,
  /^about:/,
  /^chrome-extension:/,
  /^moz-extension:/,
  /^view-source:/,
  /^devtools:/,
  /^https:\/\/chrome\.google\.com\/webstore/,
  /^https:\/\/chromewebstore\.google\.com/,
  /^https:\/\/addons\.mozilla\.org/,
];

/** Why a page cannot be scraped, in words; undefined when it can be. */
export function unscriptableReason(url: string | undefined, engine: 'local' | 'remote'): string | undefined {
  if (!url) return t('browser_noAddress');
  if (PRIVILEGED.some((p) => p.test(url))) {
    return t('browser_privileged');
  }
  if (url.startsWith('file:')) {
    return engine === 'remote' ? t('browser_fileRemote') : t('browser_fileLocal');
  }
  if (!isHttpUrl(url)) return t('browser_otherScheme', url.split(':')[0] ?? '');
  return undefined;
}
