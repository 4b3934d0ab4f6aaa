/**
 * Where the settings live in storage.local, apart from the WXT items (settings-item.ts,
 * checked-settings-item.ts) so the popup's start can read them raw (start-settings.ts): defining
 * a WXT item reads its key once more, and each item reads on its own.
 */
export const SETTINGS_KEY = 'settings';
export const SETTINGS_VERSION = 1;
/** What the settings read as when none are stored. */
export const SETTINGS_FALLBACK = {};
/** WXT keeps an item's version in `<key>$` ({ v }); a value with no version is at version 1. */
export const SETTINGS_META_KEY = `${SETTINGS_KEY}$`;
export const CHECKED_SETTINGS_KEY = 'checkedSettings';
