import { z } from 'zod';
import {
  batchScrapeCancelledSchema,
  batchScrapeErrorsSchema,
  batchScrapeStatusSchema,
} from '@/lib/api/schemas/batch-scrape';
import { headerMap, httpUrl, looseObject, maybe } from '@/lib/api/schemas/common';
import { v2ScrapeOptionsSchema } from '@/lib/api/schemas/scrape-options-v2';
import { t } from '@/lib/i18n/t';

// v2 crawl (v2 OpenAPI: POST /crawl, POST /crawl/params-preview, GET|DELETE /crawl/{id},
// GET /crawl/{id}/errors). Requests are strict, as the service is; answers lenient.

/**
 * How many pages a crawl in the user's browser reads: `default` when the user sets no limit, and
 * never more than `max`, so its memory and the side panel stay bounded. The service has its own
 * default (10000) and states no cap, so a remote crawl's limit is only held to at least 1.
 */
export const CRAWL_LIMIT = { default: 100, max: 2000 } as const;

export const CRAWL_SITEMAP_MODES = ['skip', 'include', 'only'] as const;
export type CrawlSitemapMode = (typeof CRAWL_SITEMAP_MODES)[number];
/** The service refuses a longer delay between pages (seconds). */
export const CRAWL_DELAY_MAX_S = 60;
export const CRAWL_PROMPT_MAX = 10_000;
export const CRAWL_WEBHOOK_EVENTS = ['started', 'page', 'completed', 'failed'] as const;

/** Why a path pattern is not a JavaScript regular expression; undefined when it is one. */
export function pathPatternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    return t('crawl_patternInvalid', pattern, syntaxReason(error));
  }
}

// Chrome says "Invalid regular expression: /(/: Unterminated group"; the reason is the last part.
// Firefox's message is the reason alone.
const syntaxReason = (error: unknown): string =>
  String((error as Error).message).replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');

/** Each pattern a regular expression, or an issue at its index (`['includePaths', 1]`). */
const pathPatterns = z.array(z.string()).superRefine((patterns, ctx) => {
  patterns.forEach((pattern, index) => {
    const problem = pathPatternProblem(pattern);
    if (problem) ctx.addIssue({ code: 'custom', path: [index], message: problem });
  });
});

const crawlLimit = z.int().min(1, t('crawl_limitMin'));
/** A crawl in the user's browser: the same limit, capped at CRAWL_LIMIT.max. */
export const localCrawlLimit = crawlLimit.max(CRAWL_LIMIT.max, t('crawl_limitLocalMax', CRAWL_LIMIT.max));

const crawlPrompt = z
  .string()
  .trim()
  .min(1, t('crawl_promptEmpty'))
  .max(CRAWL_PROMPT_MAX, t('crawl_promptMax', CRAWL_PROMPT_MAX));

/**
 * What and how to crawl, with the service's names and checks; the local engine reads the same
 * options. Without the start url, the prompt, the webhook and the scrape options.
 */
export const crawlOptionsShape = {
  includePaths: pathPatterns.optional(),
  excludePaths: pathPatterns.optional(),
  /** Patterns match the whole address (with its query), not only its path. */
  regexOnFullURL: z.boolean().optional(),
  /** Link hops from the start page; the start page and sitemap pages are at 0. */
  maxDiscoveryDepth: z.int().min(0, t('crawl_depthMin')).optional(),
  sitemap: z.enum(CRAWL_SITEMAP_MODES).optional(),
  ignoreQueryParameters: z.boolean().optional(),
  limit: crawlLimit.optional(),
  /** Follow links to parents and siblings of the start page, not only below it. */
  crawlEntireDomain: z.boolean().optional(),
  allowExternalLinks: z.boolean().optional(),
  allowSubdomains: z.boolean().optional(),
  ignoreRobotsTxt: z.boolean().optional(),
  robotsUserAgent: z.string().trim().min(1).optional(),
  /** Seconds between pages. */
  delay: z
    .number()
    .positive(t('crawl_delayRange', CRAWL_DELAY_MAX_S))
    .max(CRAWL_DELAY_MAX_S, t('crawl_delayRange', CRAWL_DELAY_MAX_S))
    .optional(),
  maxConcurrency: z.int().min(1, t('crawl_concurrencyMin')).optional(),
  zeroDataRetention: z.boolean().optional(),
};
export const crawlOptionsSchema = z.strictObject(crawlOptionsShape);
export type CrawlOptions = z.infer<typeof crawlOptionsSchema>;
export type CrawlOptionsInput = z.input<typeof crawlOptionsSchema>;

export const crawlWebhookSchema = z.strictObject({
  url: httpUrl,
  headers: headerMap.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  events: z.array(z.enum(CRAWL_WEBHOOK_EVENTS)).optional(),
});

/** POST /v2/crawl body. `scrapeOptions` are v2-shaped (lib/crawl/v2-scrape-options.ts makes them from ours). */
export const crawlRequestSchema = z.strictObject({
  url: httpUrl,
  /** Words the service turns into options; options set here win over the ones it derives. */
  prompt: crawlPrompt.optional(),
  ...crawlOptionsShape,
  webhook: crawlWebhookSchema.optional(),
  scrapeOptions: v2ScrapeOptionsSchema.optional(),
});
export type CrawlRequest = z.infer<typeof crawlRequestSchema>;
export type CrawlRequestInput = z.input<typeof crawlRequestSchema>;

/** POST /v2/crawl/params-preview body. */
export const crawlParamsPreviewRequestSchema = z.strictObject({ url: httpUrl, prompt: crawlPrompt });
export type CrawlParamsPreviewRequestInput = z.input<typeof crawlParamsPreviewRequestSchema>;

const maybeBoolean = maybe(z.boolean());
const maybeNumber = maybe(z.number());
const maybeStrings = maybe(z.array(z.string()));

/** The options the service derived from the prompt, for the user to see and edit before starting. */
export const crawlParamsPreviewSchema = looseObject({
  success: maybeBoolean,
  data: maybe(
    looseObject({
      url: maybe(z.string()),
      includePaths: maybeStrings,
      excludePaths: maybeStrings,
      maxDepth: maybeNumber,
      maxDiscoveryDepth: maybeNumber,
      crawlEntireDomain: maybeBoolean,
      allowExternalLinks: maybeBoolean,
      allowSubdomains: maybeBoolean,
      sitemap: maybe(z.string()),
      ignoreQueryParameters: maybeBoolean,
      ignoreRobotsTxt: maybeBoolean,
      robotsUserAgent: maybe(z.string()),
      deduplicateSimilarURLs: maybeBoolean,
      delay: maybeNumber,
      limit: maybeNumber,
    }),
  ),
});
export type CrawlParamsPreview = z.infer<typeof crawlParamsPreviewSchema>;

/**
 * The previewed options a crawl request can carry, each kept only when it passes its own check:
 * `maxDepth` and `deduplicateSimilarURLs` are not v2 crawl options, and the document gives the
 * preview's `delay` in milliseconds where a crawl's is in seconds (more than 60 is left out).
 */
export function crawlOptionsFromPreview(data: CrawlParamsPreview['data']): CrawlOptions {
  const options: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(crawlOptionsShape)) {
    const value = (data as Record<string, unknown> | null | undefined)?.[key];
    if (value === undefined || value === null) continue;
    const checked = schema.safeParse(value);
    if (checked.success) options[key] = checked.data;
  }
  return options as CrawlOptions;
}

export const crawlStartedSchema = looseObject({ success: maybeBoolean, id: z.string(), url: maybe(z.string()) });
export type CrawlStarted = z.infer<typeof crawlStartedSchema>;

export const CRAWL_STATUSES = ['scraping', 'completed', 'cancelled', 'failed'] as const;

/**
 * One page of GET /v2/crawl/{id}: the counts, some pages' data, and `next` while there is more to
 * read, which includes a crawl still running (then a page may come back empty until more arrive).
 * The same answer as a batch's status, plus the times and a warning.
 */
export const crawlStatusSchema = batchScrapeStatusSchema.extend({
  status: z.enum(CRAWL_STATUSES).or(z.string()),
  createdAt: maybe(z.string()),
  completedAt: maybe(z.string()),
  duration: maybeNumber,
  warning: maybe(z.string()),
});
export type CrawlStatus = z.infer<typeof crawlStatusSchema>;

/** Pages that failed (with the service's code) and addresses robots.txt kept the crawl from. */
export const crawlErrorsSchema = batchScrapeErrorsSchema;
export type CrawlErrors = z.infer<typeof crawlErrorsSchema>;

export const crawlCancelledSchema = batchScrapeCancelledSchema;
export type CrawlCancelled = z.infer<typeof crawlCancelledSchema>;
