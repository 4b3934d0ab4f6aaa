import { handle } from '@/lib/messaging/handle';
import { openSidePanel } from '@/lib/browser/side-panel';

export function registerSidePanel(): void {
  // In Chrome the toolbar button opens the popup; the side panel opens from the popup, the
  // context menu, the shortcut or Chrome's side panel menu.
  handle('openSidePanel', async ({ jobId, tabId }) => ({ opened: await openSidePanel({ jobId, tabId }) }));
}
