// Not the polyfill (wxt/browser) and no WXT item: the popup's head script reads this.
import { browser } from '@wxt-dev/browser';
import {
  CHECKED_SETTINGS_KEY,
  SETTINGS_FALLBACK,
  SETTINGS_KEY,
  SETTINGS_META_KEY,
  SETTINGS_VERSION,
} from '@/lib/settings/settings-keys';

/** The stored settings (unchecked) and the background's last check of them (checked-settings-cache.ts). */
export interface StartSettings {
  stored: unknown;
  checked: unknown;
}

/**
 * The settings and their last check in one storage read, as settingsItem and the checked-settings
 * item would read them (those cost a read each, and one more each when defined). Undefined when
 * the stored settings are of another version than this build's: only settingsItem migrates them.
 */
export async function readStartSettings(): Promise<StartSettings | undefined> {
  const got = await browser.storage.local.get([SETTINGS_KEY, SETTINGS_META_KEY, CHECKED_SETTINGS_KEY]);
  const stored: unknown = got[SETTINGS_KEY];
  const version = (got[SETTINGS_META_KEY] as { v?: number } | undefined)?.v ?? 1;
  if (stored != null && version !== SETTINGS_VERSION) return undefined;
  return { stored: stored ?? SETTINGS_FALLBACK, checked: got[CHECKED_SETTINGS_KEY] ?? null };
}
