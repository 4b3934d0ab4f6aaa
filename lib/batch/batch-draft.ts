import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { batchPageSchema, batchSourceSchema } from '@/lib/jobs/batch-schema';

/**
 * Pages chosen outside the side panel (context menu, popup) for the chooser to show before a
 * batch starts; session storage, so it never outlives the browser session.
 */
export const batchDraftSchema = z.object({
  source: batchSourceSchema,
  pages: z.array(batchPageSchema),
  /** The page the links came from (pageLinks), so the chooser can filter again. */
  tabId: z.number().optional(),
  hiddenTabs: z.int().min(0).default(0),
  skipped: z.int().min(0).default(0),
  at: z.number(),
});
export type BatchDraft = z.infer<typeof batchDraftSchema>;

export const batchDraftItem = storage.defineItem<unknown>('session:batchDraft', { fallback: null });

/** A stored draft, when it is one and recent. */
export function parseBatchDraft(value: unknown, maxAgeMs = 60_000): BatchDraft | undefined {
  const parsed = batchDraftSchema.safeParse(value);
  return parsed.success && Date.now() - parsed.data.at < maxAgeMs ? parsed.data : undefined;
}

export const readBatchDraft = async (maxAgeMs?: number) => parseBatchDraft(await batchDraftItem.getValue(), maxAgeMs);
