import { browser } from 'wxt/browser';
import { handle } from '@/lib/messaging/handle';
import { sidePanelMessages } from '@/lib/browser/side-panel-protocol';
import { openSidePanel } from '@/lib/browser/side-panel';

export function registerSidePanel(): void {
  // Chrome: the side panel is available on every tab from its menu; the toolbar button opens the
  // popup, and the side panel opens from the popup, the context menu, the shortcut or that menu.
  const sidePanel = (
    browser as unknown as { sidePanel?: { setPanelBehavior(o: { openPanelOnActionClick: boolean }): Promise<void> } }
  ).sidePanel;
  void sidePanel?.setPanelBehavior({ openPanelOnActionClick: false }).catch(() => undefined);
  handle(sidePanelMessages, 'openSidePanel', async ({ jobId, tabId }) => ({
    opened: await openSidePanel({ jobId, tabId }),
  }));
}
