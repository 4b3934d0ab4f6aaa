import { cachedCheck, type CheckedSettings } from '@/lib/settings/checked-settings-cache';
import { loadChecks } from './load-checks';
import { startReads, type PageTab, type WindowWithReads } from './start-reads';

export type { PageTab };

export interface PopupStart extends CheckedSettings {
  tab: PageTab;
}

/**
 * What the first paint needs: the early reads, the settings checked with their schema. The
 * background keeps that check for the stored settings (checked-settings-cache.ts); only when it
 * has none for them (it is starting, say) are the schemas loaded before the first paint.
 */
export async function loadPopupStart(): Promise<PopupStart> {
  // Started by popup-reads.js; read here only if that script did not run.
  const reads = (window as WindowWithReads).popupStartReads ?? startReads();
  const [stored, tab, cache] = await Promise.all([reads.storedSettings, reads.tab, reads.checked]);
  const checked = cachedCheck(cache, stored) ?? (await loadChecks()).checkSettings(stored);
  return { ...checked, tab };
}
