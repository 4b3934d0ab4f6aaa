/** The metadata object of a scrape result, as the service interface lists it. */
import { z } from 'zod';

export const pageMetadataSchema = z
  .object({
    title: z.string().optional(),
    description: z.string().optional(),
    language: z.string().nullable().optional(),
    sourceURL: z.string(),
    url: z.string().optional(),
    keywords: z.union([z.string(), z.array(z.string())]).optional(),
    ogLocaleAlternate: z.array(z.string()).optional(),
    statusCode: z.number().int().optional(),
    error: z.string().nullable().optional(),
  })
  .catchall(z.unknown());

export type PageMetadata = z.infer<typeof pageMetadataSchema>;
