import { z } from 'zod';
import { brandingSchema } from '@/lib/api/schemas/parse-branding';
import { menuSchema, productSchema } from '@/lib/api/schemas/parse-commerce';
import { convertOptionsSchema } from '@/lib/engines/local/convert/convert-options';

/**
 * What the background asks the extract script for (checked before it is sent): the
 * converter's options, less what only the page knows (its status code), plus rawHtml.
 */
export const extractRequestSchema = convertOptionsSchema.omit({ statusCode: true, error: true }).extend({
  formats: z.object({
    markdown: z.boolean(),
    html: z.boolean(),
    links: z.boolean(),
    rawHtml: z.boolean(),
    // The page's own facts (lib/engines/local/page-facts/); absent is not asked.
    images: z.boolean().optional(),
    product: z.boolean().optional(),
    menu: z.boolean().optional(),
    branding: z.boolean().optional(),
  }),
});
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

/** The page side's answer: the scrape formats it can make, plus the page's own status code. */
export const extractResultSchema = z.object({
  markdown: z.string().optional(),
  html: z.string().optional(),
  rawHtml: z.string().optional(),
  links: z.array(z.string()).optional(),
  images: z.array(z.string()).optional(),
  product: productSchema.optional(),
  menu: menuSchema.optional(),
  branding: brandingSchema.optional(),
  metadata: z.record(z.string(), z.unknown()),
  url: z.string(),
  /** Set when the page could only be converted in part. */
  warning: z.string().optional(),
});
export type ExtractResult = z.infer<typeof extractResultSchema>;
