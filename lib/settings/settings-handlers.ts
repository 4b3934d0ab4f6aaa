import { keepCheckedSettings } from '@/lib/settings/checked-settings';
import { settingsItem } from '@/lib/settings/settings-item';

/**
 * Keeps the settings as checked by the schemas (lib/settings/checked-settings-cache.ts) for the
 * popup, which then paints without building them: at every worker start (an update changes the
 * schemas) and after every change of the settings, one at a time so the last change wins.
 */
export function registerCheckedSettings(): void {
  let queue = Promise.resolve();
  const keep = () => {
    queue = queue
      .then(keepCheckedSettings)
      .catch((error: unknown) => console.warn('Keeping the checked settings failed', error));
  };
  keep();
  settingsItem.watch(keep);
}
