import { storage } from 'wxt/utils/storage';
import type { CacheRecord } from '@/lib/settings/checked-settings-cache';
import { CHECKED_SETTINGS_KEY } from '@/lib/settings/settings-keys';

/**
 * The last CheckedSettings, so the popup can paint without building the schemas (zod and the
 * API's schemas are most of its code). One record, kept by the background whenever the settings
 * change or the worker starts (background/checked-settings.ts); read-only everywhere else (the
 * popup reads it raw, with the settings: start-settings.ts).
 */
export const checkedSettingsCache = storage.defineItem<CacheRecord | null>(`local:${CHECKED_SETTINGS_KEY}`, {
  fallback: null,
});
