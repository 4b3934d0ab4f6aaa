// Not the polyfill (wxt/browser): the popup's first paint loads this; Chrome's MV3 APIs answer
// promises, as Firefox's do.
import { browser } from '@wxt-dev/browser';

/**
 * A document a tab shows in the browser's viewer (a PDF) is read from its address by the
 * background, with the user's cookies: that needs the site's access, which activeTab does not give
 * (it lets the extension script the tab, not fetch from its site). Call inside the click that
 * starts the scrape, before any await; resolves at once, without a prompt, when the site is granted.
 */
export function requestDocumentSiteAccess(url: string): Promise<boolean> {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return Promise.resolve(false);
  }
  return browser.permissions.request({ origins: [`${origin}/*`] }).catch(() => false);
}
