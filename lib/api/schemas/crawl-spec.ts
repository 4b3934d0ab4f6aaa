import { z } from 'zod';
import { httpUrl } from '@/lib/api/schemas/common';
import { crawlOptionsShape, crawlRequestSchema, crawlWebhookSchema } from '@/lib/api/schemas/crawl';

/**
 * A crawl as a job keeps it: the service's v2 crawl request by its own names and checks, for
 * either engine, without its scrape options (the job's `options`, in the extension's shape).
 */
export const crawlSpecSchema = z.strictObject({
  url: httpUrl,
  prompt: crawlRequestSchema.shape.prompt,
  ...crawlOptionsShape,
  webhook: crawlWebhookSchema.optional(),
});
export type CrawlSpec = z.infer<typeof crawlSpecSchema>;
