import { browser } from 'wxt/browser';
import { originPattern } from '@/lib/permissions/base-url-permission';

/**
 * Optional permissions the side panel asks for when the user first needs them, each inside a
 * click (the browser shows its prompt only during a user gesture; call before any await).
 * - `tabs`: read the address and title of the tab in front, so the panel can follow browsing.
 *   The popup, context menu and shortcut need none of this: they get activeTab.
 * - a site's origin: let the local engine read that site from the panel, which (unlike the
 *   popup) does not grant activeTab.
 */
export function requestTabsAccess(): Promise<boolean> {
  return browser.permissions.request({ permissions: ['tabs'] }).catch(() => false);
}

export function requestSiteAccess(url: string): Promise<boolean> {
  const pattern = originPattern(url);
  return pattern ? browser.permissions.request({ origins: [pattern] }).catch(() => false) : Promise.resolve(false);
}
