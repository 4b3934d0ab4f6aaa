import { z } from 'zod';
import { strictObject } from '../validation';
import { location, threatProtection, url } from '../scrape/schema';
import { scrapeOptionsV2 } from './scrape-options-v2';

// Bodies of POST /v2/crawl, /v2/crawl/params-preview and /v2/map, as the v2 document lists them
// and the service checks them: strict, each path pattern a regular expression, delay 0..60 s.
const s = <T extends z.ZodRawShape>(shape: T) => strictObject(shape, 'v2');

const patterns = z.array(z.string()).superRefine((list, ctx) =>
  list.forEach((pattern, index) => {
    try {
      new RegExp(pattern);
    } catch (err) {
      ctx.addIssue({ code: 'custom', path: [index], message: `Invalid regex pattern: ${(err as Error).message}` });
    }
  }),
);
const httpUrl = z.string().refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'Invalid URL');
const sitemap = z.enum(['skip', 'include', 'only']);

export const crawlBody = s({
  url,
  prompt: z.string().max(10000).optional(),
  includePaths: patterns.optional(),
  excludePaths: patterns.optional(),
  regexOnFullURL: z.boolean().optional(),
  maxDiscoveryDepth: z.number().int().optional(),
  sitemap: sitemap.optional(),
  ignoreQueryParameters: z.boolean().optional(),
  limit: z.number().int().optional(),
  crawlEntireDomain: z.boolean().optional(),
  allowExternalLinks: z.boolean().optional(),
  allowSubdomains: z.boolean().optional(),
  ignoreRobotsTxt: z.boolean().optional(),
  robotsUserAgent: z.string().optional(),
  delay: z
    .number()
    .positive()
    .max(60, 'The delay parameter is measured in seconds and cannot exceed 60 seconds.')
    .optional(),
  maxConcurrency: z.number().int().positive().optional(),
  webhook: s({
    url: httpUrl,
    headers: z.record(z.string(), z.string()).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    events: z.array(z.enum(['completed', 'page', 'failed', 'started'])).optional(),
  }).optional(),
  scrapeOptions: scrapeOptionsV2.optional(),
  zeroDataRetention: z.boolean().optional(),
  // The real server takes its SDKs' analytics fields too.
  origin: z.string().optional(),
  integration: z.string().nullable().optional(),
});
export type CrawlBody = z.infer<typeof crawlBody>;

// Not strict on the real server: other keys are dropped, not refused.
export const previewBody = z.object({ url, prompt: z.string().max(10000) });

export const mapBody = s({
  url,
  search: z.string().optional(),
  sitemap: sitemap.optional(),
  includeSubdomains: z.boolean().optional(),
  ignoreQueryParameters: z.boolean().optional(),
  ignoreCache: z.boolean().optional(),
  limit: z.number().int().min(1).max(100000).optional(),
  timeout: z.number().int().positive().optional(),
  location: location.optional(),
  auditMetadata: s({ username: z.string().max(1024) }).optional(),
  threatProtection: threatProtection.optional(),
  origin: z.string().optional(),
  integration: z.string().nullable().optional(),
});
export type MapBody = z.infer<typeof mapBody>;
