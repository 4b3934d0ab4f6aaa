import { z } from 'zod';
import { httpUrl } from '@/lib/api/schemas/common';
import { checkScrapeRules } from '@/lib/api/schemas/scrape-rules';
import { scrapeOptionsShape } from '@/lib/api/schemas/scrape-options';

/** POST /v1/scrape body. Strict: the service answers unknown keys with a 400. */
export const scrapeRequestSchema = z
  .strictObject({
    url: httpUrl,
    ...scrapeOptionsShape,
    zeroDataRetention: z.boolean().optional(),
  })
  .superRefine(checkScrapeRules);
export type ScrapeRequest = z.infer<typeof scrapeRequestSchema>;
export type ScrapeRequestInput = z.input<typeof scrapeRequestSchema>;
