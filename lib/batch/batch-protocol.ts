import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';
import { engineSchema } from '@/lib/jobs/job-schema';
import { scrapeDefaultsSchema } from '@/lib/settings/settings-schema';
import { batchPageSchema, batchSourceSchema } from '@/lib/jobs/batch-schema';
import { gatherRequestSchema, gatheredSchema } from '@/lib/batch/gather-schema';

/** Batch's messages (lib/app/protocol.ts spreads them into the one protocol). */
export const batchMessages = {
  /** Many pages at once: one job with an item per page. */
  startBatch: {
    data: z.object({
      engine: engineSchema,
      source: batchSourceSchema,
      options: scrapeDefaultsSchema,
      pages: z.array(batchPageSchema),
    }),
    result: z.object({ jobId: z.string() }),
  },
  cancelBatch: { data: z.object({ jobId: z.string() }), result: z.object({ cancelled: z.boolean() }) },
  /** The pages a batch could read: the window's tabs, the selected tabs, a page's links. */
  gatherPages: { data: gatherRequestSchema, result: gatheredSchema },
} satisfies MessageTable;
