import { z } from 'zod';
import { httpUrl } from '../api/schemas/common';

// TEMPORARY: replaced at merge by the shape exported from lib/api/schemas/crawl.ts.
const crawlOptionsShape = {
  includePaths: z.array(z.string()).optional(),
  excludePaths: z.array(z.string()).optional(),
  regexOnFullURL: z.boolean().optional(),
  maxDiscoveryDepth: z.int().min(0).optional(),
  sitemap: z.enum(['skip', 'include', 'only']).optional(),
  ignoreQueryParameters: z.boolean().optional(),
  limit: z.int().min(1).optional(),
  crawlEntireDomain: z.boolean().optional(),
  allowExternalLinks: z.boolean().optional(),
  allowSubdomains: z.boolean().optional(),
  ignoreRobotsTxt: z.boolean().optional(),
  delay: z.number().min(0).optional(),
  maxConcurrency: z.int().min(1).optional(),
};

/**
 * A crawl as a job keeps it: the service's v2 crawl options by their own names, for either
 * engine. The scrape options of each page stay in the job's `options` (the extension's shape).
 */
export const crawlSpecSchema = z.strictObject({
  url: httpUrl,
  ...crawlOptionsShape,
  prompt: z.string().optional(),
  zeroDataRetention: z.boolean().optional(),
  webhook: z.looseObject({ url: z.string() }).optional(),
});
export type CrawlSpec = z.infer<typeof crawlSpecSchema>;
