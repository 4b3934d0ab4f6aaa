import { storage } from 'wxt/utils/storage';
import { settingsMigrations } from '@/lib/settings/migrations/index';
import { SETTINGS_FALLBACK, SETTINGS_KEY, SETTINGS_VERSION } from '@/lib/settings/settings-keys';

export { SETTINGS_VERSION };

/**
 * The stored settings, unchecked (settings-store.ts checks every read with the schema). Apart
 * from the schema so a page can start reading before the schemas are built (the popup does).
 */
export const settingsItem = storage.defineItem<unknown>(`local:${SETTINGS_KEY}`, {
  fallback: SETTINGS_FALLBACK,
  version: SETTINGS_VERSION,
  // Given migrations, wxt reads the stored version before the first read: one more storage round
  // trip on every page open (the popup waits for it). None exist yet; the first one brings it back.
  migrations: Object.keys(settingsMigrations).length > 0 ? settingsMigrations : undefined,
});
