/** What a local conversion is asked for: the scrape options the converter honours. */
import { z } from 'zod';

export const convertFormatsSchema = z.object({
  markdown: z.boolean().optional(),
  html: z.boolean().optional(),
  links: z.boolean().optional(),
});

export const convertOptionsSchema = z.object({
  /** The page's URL: base for relative URLs and `metadata.sourceURL`. */
  url: z.string(),
  onlyMainContent: z.boolean(),
  includeTags: z.array(z.string()).optional(),
  excludeTags: z.array(z.string()).optional(),
  removeBase64Images: z.boolean(),
  formats: convertFormatsSchema,
  /** HTTP status of the page, when the caller knows it. */
  statusCode: z.number().int().optional(),
  /** Error message for the page, when the caller has one. */
  error: z.string().nullable().optional(),
});

export type ConvertOptions = z.infer<typeof convertOptionsSchema>;
