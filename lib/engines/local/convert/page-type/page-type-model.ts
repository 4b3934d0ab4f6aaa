import { z } from 'zod';
import { FEATURE_NAMES } from '@/lib/engines/local/convert/page-type/page-type-features';

// The page-type model's shape. Checked by the unit tests on the shipped weights, not at run time:
// the converter runs in every scrape's first call, and zod would add ~40 ms of injection to it.

export const PAGE_TYPES = ['article', 'documentation', 'service', 'forum', 'collection', 'listing', 'product'] as const;
export const pageTypeSchema = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof pageTypeSchema>;

export const pageTypeModelSchema = z.object({
  types: z.array(pageTypeSchema),
  features: z.array(z.enum(FEATURE_NAMES)),
  mean: z.array(z.number()),
  std: z.array(z.number()),
  bias: z.array(z.number()),
  weights: z.array(z.array(z.number())),
});
export type PageTypeModel = z.infer<typeof pageTypeModelSchema>;
