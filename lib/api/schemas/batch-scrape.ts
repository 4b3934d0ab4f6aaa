import { z } from 'zod';
import { httpUrl, looseObject, maybe } from '@/lib/api/schemas/common';
import { checkScrapeRules } from '@/lib/api/schemas/scrape-rules';
import { scrapeOptionsShape } from '@/lib/api/schemas/scrape-options';
import { scrapeDataSchema } from '@/lib/api/schemas/scrape-response';
import { t } from '@/lib/i18n/t';

// v1 batch scrape (firecrawl-openapi/v1-openapi.json: /batch/scrape, /batch/scrape/{id},
// /batch/scrape/{id}/errors). The request is strict like a scrape's; answers are lenient.

/** POST /v1/batch/scrape body: the URLs and the scrape options applied to each. */
export const batchScrapeRequestSchema = z
  .strictObject({
    urls: z.array(httpUrl).min(1, t('batch_chooseAtLeastOnePage')),
    ...scrapeOptionsShape,
    zeroDataRetention: z.boolean().optional(),
    maxConcurrency: z.int().min(1).optional(),
    ignoreInvalidURLs: z.boolean().optional(),
  })
  .superRefine(checkScrapeRules);
export type BatchScrapeRequestInput = z.input<typeof batchScrapeRequestSchema>;

export const batchScrapeStartedSchema = looseObject({
  success: maybe(z.boolean()),
  id: z.string(),
  url: maybe(z.string()),
  invalidURLs: maybe(z.array(z.string())),
});
export type BatchScrapeStarted = z.infer<typeof batchScrapeStartedSchema>;

/** One page of GET /v1/batch/scrape/{id}; `next` names the following page while there is one. */
export const batchScrapeStatusSchema = looseObject({
  status: z.string(),
  total: maybe(z.number()),
  completed: maybe(z.number()),
  creditsUsed: maybe(z.number()),
  expiresAt: maybe(z.string()),
  next: maybe(z.string()),
  data: maybe(z.array(scrapeDataSchema)),
});
export type BatchScrapeStatus = z.infer<typeof batchScrapeStatusSchema>;

export const batchScrapeErrorsSchema = looseObject({
  errors: maybe(
    z.array(
      looseObject({
        id: maybe(z.string()),
        timestamp: maybe(z.string()),
        url: maybe(z.string()),
        code: maybe(z.string()),
        error: maybe(z.string()),
      }),
    ),
  ),
  robotsBlocked: maybe(z.array(z.string())),
});
export type BatchScrapeErrors = z.infer<typeof batchScrapeErrorsSchema>;

export const batchScrapeCancelledSchema = looseObject({ success: maybe(z.boolean()), status: maybe(z.string()) });
