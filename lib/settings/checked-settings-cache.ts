// Not the polyfill (wxt/browser), no WXT item (checked-settings-item.ts): the popup's first
// paint uses this (see popup/start-state.ts).
import { browser } from '@wxt-dev/browser';
import type { Settings } from '@/lib/settings/settings-schema';

/** The stored settings as checked by the schemas (lib/settings/checked-settings.ts). */
export interface CheckedSettings {
  settings: Settings;
  /** The saved scrape defaults make a valid request with any http(s) URL (checkScrapeDefaults). */
  scrapeDefaultsValid: boolean;
}

/** CheckedSettings with the stored value and the extension version they were worked out for. */
export interface CacheRecord extends CheckedSettings {
  stored: unknown;
  version: string;
}

const versionNow = (): string => browser.runtime.getManifest().version;

/** Whether two JSON values are equal; storage hands objects back with their keys sorted. */
export function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (_key: string, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v;
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted);
}

/** The cached check when it was worked out from exactly these stored settings, by this version. */
export function cachedCheck(cache: unknown, stored: unknown): CheckedSettings | undefined {
  const c = cache as CacheRecord | null | undefined;
  if (!c || c.version !== versionNow() || !sameJson(c.stored, stored)) return undefined;
  return { settings: c.settings, scrapeDefaultsValid: c.scrapeDefaultsValid };
}

/** The record to keep for `stored`. */
export const cacheRecord = (stored: unknown, checked: CheckedSettings): CacheRecord => ({
  ...checked,
  stored,
  version: versionNow(),
});
