import { readSettings } from '@/lib/settings/settings-store';
import type { Settings } from '@/lib/settings/settings-schema';
import { startReads, type PageTab, type WindowWithReads } from './start-reads';

export type { PageTab };

export interface PopupStart {
  settings: Settings;
  tab: PageTab;
}

/** What the first paint needs: the early reads, the settings checked with their schema. */
export async function loadPopupStart(): Promise<PopupStart> {
  // Started by popup-reads.js; read here only if that script did not run.
  const reads = (window as WindowWithReads).popupStartReads ?? startReads();
  const [stored, tab] = await Promise.all([reads.storedSettings, reads.tab]);
  return { settings: readSettings(stored), tab };
}
