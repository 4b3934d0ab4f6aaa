import { browser } from 'wxt/browser';
import { originPattern } from '@/lib/permissions/base-url-permission';

/** The origin patterns (`https://host/*`) of a set of pages, each once. */
export function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originPattern).filter((p): p is string => p !== undefined))];
}

/**
 * Asks once for the sites of a batch (optional host permissions): the local engine must read
 * each page. Call first in a click handler, before any await (the prompt needs the gesture).
 */
export function requestSitesAccess(urls: readonly string[]): Promise<boolean> {
  const origins = originsOf(urls);
  return origins.length ? browser.permissions.request({ origins }).catch(() => false) : Promise.resolve(true);
}

/** Whether the extension may read pages of this URL's site. */
export async function hasSiteAccess(url: string): Promise<boolean> {
  const pattern = originPattern(url);
  return pattern ? browser.permissions.contains({ origins: [pattern] }).catch(() => false) : false;
}
