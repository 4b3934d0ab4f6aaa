import { cacheRecord, cachedCheck, sameJson, type CheckedSettings } from '@/lib/settings/checked-settings-cache';
import { checkedSettingsCache } from '@/lib/settings/checked-settings-item';
import { settingsItem } from '@/lib/settings/settings-item';
import { readSettings } from '@/lib/settings/settings-store';
import { checkScrapeDefaults } from '@/lib/api/scrape-validation';

/** The stored settings checked with their schema, and whether their scrape defaults are valid. */
export function checkSettings(stored: unknown): CheckedSettings {
  const settings = readSettings(stored);
  return { settings, scrapeDefaultsValid: checkScrapeDefaults(settings.scrapeDefaults).value !== undefined };
}

/**
 * Checks the stored settings and keeps the result for the popup, unless it is kept already (the background calls this).
 */
export async function keepCheckedSettings(): Promise<void> {
  const [stored, cache] = await Promise.all([settingsItem.getValue(), checkedSettingsCache.getValue()]);
  const checked = checkSettings(stored);
  const kept = cachedCheck(cache, stored);
  if (kept && sameJson(kept, checked)) return;
  await checkedSettingsCache.setValue(cacheRecord(stored, checked));
}
