import { browser } from 'wxt/browser';
import { startupDone } from '@/lib/history/housekeeping';

export function registerStartup(): void {
  // The housekeeping runs once per worker start, whoever waits for it first.
  void startupDone;
  // Chrome: the side panel is available on every tab from its menu.
  const sidePanel = (
    browser as unknown as { sidePanel?: { setPanelBehavior(o: { openPanelOnActionClick: boolean }): Promise<void> } }
  ).sidePanel;
  void sidePanel?.setPanelBehavior({ openPanelOnActionClick: false }).catch(() => undefined);
}
