import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';
import { activeCrawlsResponseSchema } from '@/lib/api/schemas/active-crawls';
import { engineSchema } from '@/lib/jobs/job-schema';
import { scrapeDefaultsSchema } from '@/lib/settings/settings-schema';
import { crawlSpecSchema } from '@/lib/api/schemas/crawl-spec';
import { mapAnswerSchema, mapOptionsSchema } from '@/lib/crawl/map-schema';

/** Crawl's and map's messages (lib/app/protocol.ts spreads them into the one protocol). */
export const crawlMessages = {
  /** The team's crawls running at the service (v1 active crawls), for the Active crawls view. */
  activeCrawls: { data: z.object({}), result: activeCrawlsResponseSchema },
  /** A whole site: one job whose pages are added as they are found. Cancel and retry are batch's. */
  startCrawl: {
    data: z.object({ engine: engineSchema, crawl: crawlSpecSchema, options: scrapeDefaultsSchema }),
    result: z.object({ jobId: z.string() }),
  },
  /** The service turns a prompt into crawl options, shown (and editable) before the crawl starts. */
  previewCrawl: {
    data: z.object({ url: z.string(), prompt: z.string() }),
    result: z.object({ crawl: crawlSpecSchema.partial() }),
  },
  /** A site's addresses (with titles where known), without reading every page. */
  mapSite: { data: z.object({ engine: engineSchema, map: mapOptionsSchema }), result: mapAnswerSchema },
  /** A crawl listed in Active crawls, followed as a job (the same job when opened again). */
  openRemoteCrawl: {
    data: z.object({ id: z.string(), url: z.string().optional() }),
    result: z.object({ jobId: z.string() }),
  },
  /** Stops a crawl listed in Active crawls at the service. */
  cancelRemoteCrawl: { data: z.object({ id: z.string() }), result: z.object({ cancelled: z.boolean() }) },
} satisfies MessageTable;
