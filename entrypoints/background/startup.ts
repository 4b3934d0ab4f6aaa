import { browser } from 'wxt/browser';
import { markInterrupted, pruneHistory } from '@/lib/jobs/history';
import { getSettings } from '@/lib/settings/settings-store';

/**
 * At every worker start: a job still marked running belonged to a worker that is gone, so it is
 * marked interrupted (with retry), never left spinning; old history is pruned.
 */
export const startupDone: Promise<void> = (async () => {
  await markInterrupted();
  await pruneHistory((await getSettings()).historyRetentionDays);
})().catch((error: unknown) => console.warn('Start-up housekeeping failed', error));

export function registerStartup(): void {
  // Chrome: the side panel is available on every tab from its menu.
  const sidePanel = (browser as unknown as { sidePanel?: { setPanelBehavior(o: { openPanelOnActionClick: boolean }): Promise<void> } }).sidePanel;
  void sidePanel?.setPanelBehavior({ openPanelOnActionClick: false }).catch(() => undefined);
}
