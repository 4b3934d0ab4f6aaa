import { z } from 'zod';
import { apiErrorDataSchema } from '@/lib/api/api-error-schema';
import { activeCrawlsResponseSchema } from '@/lib/api/schemas/active-crawls';
import { parseOptionsSchema } from '@/lib/api/schemas/parse-options';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import { tokenUsageResponseSchema } from '@/lib/api/schemas/token-usage';
import { engineSchema, jobSchema } from '@/lib/jobs/job-schema';
import { monitorMessages } from '@/lib/monitor/monitor-protocol';
import { batchMessages } from '@/lib/batch/batch-protocol';
import { crawlMessages } from '@/lib/crawl/crawl-protocol';
import { bridgeMessages } from '@/lib/bridge/bridge-protocol';
import { modelMessages } from '@/lib/model/model-ui-protocol';

/**
 * Every message an extension page sends the background, as zod schemas: the background
 * re-checks each one (see handle.ts), and the TypeScript protocol map is derived from them.
 * None carries the API key except setApiKey, and none returns it.
 */
export const messages = {
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
  setApiKey: { data: z.object({ apiKey: z.string() }), result: z.object({ hasKey: z.boolean() }) },
  apiKeyStatus: { data: z.object({}), result: z.object({ hasKey: z.boolean(), masked: z.string() }) },
  testConnection: {
    data: z.object({ baseUrl: z.string().optional() }),
    result: z.object({ ok: z.boolean(), message: z.string(), error: apiErrorDataSchema.optional() }),
  },
  activeCrawls: { data: z.object({}), result: activeCrawlsResponseSchema },
  tokenUsage: { data: z.object({ byApiKey: z.boolean() }), result: tokenUsageResponseSchema },
  openSidePanel: {
    data: z.object({ jobId: z.string().optional(), tabId: z.number().optional() }),
    result: z.object({ opened: z.boolean() }),
  },
  ...batchMessages,
  ...crawlMessages,
  ...monitorMessages,
  ...bridgeMessages,
  ...modelMessages,
} satisfies Record<string, { data: z.ZodType; result: z.ZodType }>;

export type MessageName = keyof typeof messages;
export type MessageData<K extends MessageName> = z.input<(typeof messages)[K]['data']>;
export type MessageResult<K extends MessageName> = z.infer<(typeof messages)[K]['result']>;

/** A reply: the result, or the error as data (errors do not survive messaging as classes). */
export type Reply<K extends MessageName> =
  { ok: true; value: MessageResult<K> } | { ok: false; error: z.infer<typeof apiErrorDataSchema> };

export type ProtocolMap = { [K in MessageName]: (data: MessageData<K>) => Reply<K> };
