import { batchDraftItem, type BatchDraft } from '@/lib/batch/batch-draft';
import type { MapLink } from '@/lib/crawl/map-schema';

/** Hands a map's chosen addresses to the batch chooser, which shows them before anything starts. */
export async function handToBatch(links: readonly MapLink[]): Promise<void> {
  const draft: BatchDraft = {
    source: 'list',
    pages: links.map(({ url, title }) => (title ? { url, title } : { url })),
    at: Date.now(),
    hiddenTabs: 0,
    skipped: 0,
  };
  await batchDraftItem.setValue(draft);
}
