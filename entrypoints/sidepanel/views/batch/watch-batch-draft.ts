import { batchDraftItem } from '@/lib/batch/batch-draft';

/** Opens the chooser when pages were chosen elsewhere (context menu, popup) for a batch. */
export function watchBatchDraft(open: () => void): () => void {
  void batchDraftItem.getValue().then((value) => {
    const at = (value as { at?: number } | null)?.at;
    if (at && Date.now() - at < 10_000 && (!location.hash || location.hash === '#' || location.hash === '#/')) open();
  });
  return batchDraftItem.watch((value) => value && open());
}
