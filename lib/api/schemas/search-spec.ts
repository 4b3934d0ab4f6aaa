import { z } from 'zod';
import { checkSearchDomains, searchOptionsShape, searchQuerySchema } from '@/lib/api/schemas/search';

/**
 * A search as a job keeps it, for either engine: the v2 search request by its own names and
 * checks, without its scrape options (the job's `options`, in the extension's shape). `scrape`:
 * each result is read with those options as soon as it is found.
 */
export const searchSpecSchema = z
  .strictObject({
    query: searchQuerySchema,
    ...searchOptionsShape,
    scrape: z.boolean().optional(),
  })
  .superRefine(checkSearchDomains);
export type SearchSpec = z.infer<typeof searchSpecSchema>;
export type SearchSpecInput = z.input<typeof searchSpecSchema>;
