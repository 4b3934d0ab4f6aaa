// The popup's zod half: the schemas' checks, loaded right after the first paint (or before it,
// when the checked settings are not cached for the stored ones). No schema is built before this:
import '@/lib/setup/zod-jitless';

export { checkSettings } from '@/lib/settings/checked-settings';
export { checkScrape } from '@/lib/api/scrape-validation';
export { updateSettings } from '@/lib/settings/settings-store';
// Settings of an older version than this build's: read through the item, which migrates them.
export { settingsItem } from '@/lib/settings/settings-item';
