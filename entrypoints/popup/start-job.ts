// Not the polyfill (wxt/browser): the popup's first paint loads this; Chrome's MV3 APIs answer
// promises, as Firefox's do.
import { browser } from '@wxt-dev/browser';
import { ask } from '@/lib/app/ask';

/**
 * Opens the side panel while the click still counts as a user gesture (sidePanel.open refuses
 * otherwise, and the gesture does not survive the awaits before the job id is known). Chrome
 * only; resolves false where it cannot.
 */
export function openPanelNow(tabId: number | undefined): Promise<boolean> {
  const sidePanel = (browser as unknown as { sidePanel?: { open(o: { tabId: number }): Promise<void> } }).sidePanel;
  if (!sidePanel || tabId === undefined) return Promise.resolve(false);
  try {
    return sidePanel.open({ tabId }).then(
      () => true,
      () => false,
    );
  } catch {
    return Promise.resolve(false);
  }
}

/**
 * After the background took the job: show it in the side panel and close the popup. If the
 * background cannot open the panel but it is already open, that is fine.
 */
export async function showJob(jobId: string, tabId: number | undefined, openedNow: Promise<boolean>): Promise<void> {
  try {
    await ask('openSidePanel', { jobId, tabId });
  } catch (error) {
    if (!(await openedNow)) throw error;
  }
  window.close();
}
