import { cachedCheck, type CheckedSettings } from '@/lib/settings/checked-settings-cache';
import type { StartSettings } from '@/lib/settings/start-settings';
import { loadChecks } from './load-checks';
import { startReads, type PageTab, type WindowWithReads } from './start-reads';

export type { PageTab };

export interface PopupStart extends CheckedSettings {
  tab: PageTab;
}

/**
 * What the first paint needs: the early reads, the settings checked with their schema. The
 * background keeps that check for the stored settings (checked-settings-cache.ts); only when it
 * has none for them (it is starting, say) are the schemas loaded before the first paint, and
 * settings of an older version are read through settingsItem, which migrates them.
 */
export async function loadPopupStart(): Promise<PopupStart> {
  // Started by popup-reads.js; read here only if that script did not run.
  const reads = (window as WindowWithReads).popupStartReads ?? startReads();
  const [settings, tab] = await Promise.all([reads.settings, reads.tab]);
  const checked = (settings && cachedCheck(settings.checked, settings.stored)) ?? (await checkStored(settings));
  return { ...checked, tab };
}

async function checkStored(settings: StartSettings | undefined): Promise<CheckedSettings> {
  const checks = await loadChecks();
  return checks.checkSettings(settings ? settings.stored : await checks.settingsItem.getValue());
}
