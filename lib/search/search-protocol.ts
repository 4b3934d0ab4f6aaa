import { z } from 'zod';
import { searchSpecSchema } from '@/lib/api/schemas/search-spec';
import type { MessageTable } from '@/lib/messaging/message-table';
import { engineSchema } from '@/lib/jobs/job-schema';
import { scrapeDefaultsSchema } from '@/lib/settings/settings-schema';

/** Search's messages (lib/app/protocol.ts spreads them into the one protocol). */
export const searchMessages = {
  /** A search, in this browser or at the service: one job, its results, and the pages read. Cancel is batch's. */
  startSearch: {
    data: z.object({ engine: engineSchema, search: searchSpecSchema, options: scrapeDefaultsSchema }),
    result: z.object({ jobId: z.string() }),
  },
  /** "Scrape these": the chosen results of a finished search become its pages. */
  scrapeSearchResults: {
    data: z.object({ jobId: z.string(), urls: z.array(z.string()).min(1) }),
    result: z.object({ added: z.int() }),
  },
} satisfies MessageTable;
