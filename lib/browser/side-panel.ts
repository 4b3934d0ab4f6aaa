import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

/** The job the side panel should show next; the panel watches this item. */
export const focusedJobItem = storage.defineItem<unknown>('session:focusedJob', { fallback: null });
export const focusedJobSchema = z.object({ jobId: z.string(), at: z.number() }).nullable();

type SidePanelApi = { open(options: { tabId?: number; windowId?: number }): Promise<void> };
type SidebarApi = { open(): Promise<void> };

/**
 * Opens the side panel (Chrome) or sidebar (Firefox) on a job. Must run inside a user gesture:
 * a click in an extension page, a context-menu click or a keyboard shortcut.
 */
export async function openSidePanel({
  jobId,
  tabId,
  windowId,
}: {
  jobId?: string;
  tabId?: number;
  windowId?: number;
}): Promise<boolean> {
  const api = browser as unknown as { sidePanel?: SidePanelApi; sidebarAction?: SidebarApi };
  // Called before any await: the browser's user-gesture allowance does not survive one.
  let opening: Promise<void> | undefined;
  try {
    opening = api.sidePanel
      ? api.sidePanel.open(tabId !== undefined ? { tabId } : { windowId })
      : api.sidebarAction?.open();
  } catch {
    opening = undefined;
  }
  // Without a user gesture the browser refuses; the job is still in history. Handled at once, so a
  // refusal never goes unhandled while the job is written below.
  const opened = opening
    ? opening.then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
  if (jobId) await focusedJobItem.setValue({ jobId, at: Date.now() });
  return opened;
}
