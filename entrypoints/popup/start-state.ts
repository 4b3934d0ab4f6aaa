import { cachedCheck, type CheckedSettings } from '@/lib/settings/checked-settings-cache';
import type { StartSettings } from '@/lib/settings/start-settings';
import { loadChecks } from '@/entrypoints/popup/load-checks';
import { startReads, type PageTab, type StartReads, type WindowWithReads } from '@/entrypoints/popup/start-reads';

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
  const reads = earlyReads() ?? startReads();
  const [settings, tab] = await Promise.all([reads.settings, reads.tab]);
  const checked = (settings && cachedCheck(settings.checked, settings.stored)) ?? (await checkStored(settings));
  return { ...checked, tab };
}

/** Started by popup-reads.js; undefined if that script did not run. */
const earlyReads = (): StartReads | undefined => (window as WindowWithReads).popupStartReads;

/**
 * The start without waiting, when popup-reads.js has its answers already and the background's
 * check fits them: the first render then draws the whole popup, with Scrape enabled, instead of
 * drawing "Loading" and again a moment later.
 */
export function answeredPopupStart(): PopupStart | undefined {
  const answered = earlyReads()?.answered;
  const checked = answered?.settings && cachedCheck(answered.settings.checked, answered.settings.stored);
  return checked ? { ...checked, tab: answered.tab } : undefined;
}

async function checkStored(settings: StartSettings | undefined): Promise<CheckedSettings> {
  const checks = await loadChecks();
  return checks.checkSettings(settings ? settings.stored : await checks.settingsItem.getValue());
}
