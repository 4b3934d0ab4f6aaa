import { readSettings } from '@/lib/settings/settings-store';
import type { Settings } from '@/lib/settings/settings-schema';
import { startReads, type PageTab } from './start-reads';

export type { PageTab };

export interface PopupStart {
  settings: Settings;
  tab: PageTab;
}

/** What the first paint needs: the early reads, the settings checked with their schema. */
export async function loadPopupStart(): Promise<PopupStart> {
  const [stored, tab] = await Promise.all([startReads.storedSettings, startReads.tab]);
  return { settings: readSettings(stored), tab };
}
