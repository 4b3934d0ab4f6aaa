import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';
import { parseOptionsSchema } from '@/lib/api/schemas/parse-options';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { engineSchema, jobSchema } from '@/lib/jobs/job-schema';

/**
 * The messages of one page's jobs: scrape, parse, the selection, the rendered page, and any job's
 * cancel, retry and read. None carries the API key.
 */
export const scrapeMessages = {
  startScrape: {
    data: z.object({
      engine: engineSchema,
      request: scrapeRequestSchema,
      /** The tab to read (local engine, or its URL for remote); absent: the active tab. */
      tabId: z.number().optional(),
    }),
    result: z.object({ jobId: z.string() }),
  },
  startParse: {
    data: z.object({
      engine: engineSchema,
      /** The file was put in history's `files` store under this id: Files cannot cross messaging. */
      fileId: z.string(),
      options: parseOptionsSchema,
    }),
    result: z.object({ jobId: z.string() }),
  },
  /** Uploads the tab's rendered HTML to the service's parse as page.html (no cookies leave). */
  sendRenderedPage: { data: z.object({ tabId: z.number().optional() }), result: z.object({ jobId: z.string() }) },
  /** The tab's selection converted to markdown by the local engine, kept as a job. */
  convertSelection: { data: z.object({ tabId: z.number().optional() }), result: z.object({ jobId: z.string() }) },
  /** Readies the tab for a first local scrape while the popup is read (warm-tab.ts). */
  warmTab: { data: z.object({ tabId: z.number() }), result: z.object({ practised: z.boolean() }) },
  cancelJob: { data: z.object({ jobId: z.string() }), result: z.object({ cancelled: z.boolean() }) },
  /** A job from history with its result (null when gone): for programs driving the extension (npm run extract). */
  getJob: { data: z.object({ jobId: z.string() }), result: jobSchema.nullable() },
  retryJob: { data: z.object({ jobId: z.string() }), result: z.object({ jobId: z.string() }) },
} satisfies MessageTable;
