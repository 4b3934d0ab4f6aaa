import type { GatherRequest } from '@/lib/batch/gather-schema';
import type { Gathered } from '@/lib/batch/gather-schema';
import { batchDraftItem, type BatchDraft } from '@/lib/batch/batch-draft';

/**
 * Hands pages gathered outside the side panel (popup, context menu) to its chooser. The panel
 * must already be opening (inside the user's click); the chooser shows the list before anything starts.
 */
export async function showInChooser(
  source: GatherRequest['source'],
  gather: () => Promise<Gathered>,
  tabId?: number,
): Promise<void> {
  const gathered = await gather();
  const draft: BatchDraft = {
    source,
    pages: gathered.pages,
    hiddenTabs: gathered.hiddenTabs,
    skipped: gathered.skipped,
    tabId,
    at: Date.now(),
  };
  await batchDraftItem.setValue(draft);
}
