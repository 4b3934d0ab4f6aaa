import { z } from 'zod';
import { httpUrl } from '../api/schemas/common';

/** A map as the user asks it, for either engine: the service's v2 map options by their names. */
export const mapOptionsSchema = z.strictObject({
  url: httpUrl,
  search: z.string().optional(),
  sitemap: z.enum(['skip', 'include', 'only']).optional(),
  includeSubdomains: z.boolean().optional(),
  ignoreQueryParameters: z.boolean().optional(),
  limit: z.int().min(1).max(100_000).optional(),
  /** Local engine: the links of the start page's links too (one level deeper). */
  deeper: z.boolean().optional(),
});
export type MapOptions = z.infer<typeof mapOptionsSchema>;

export const mapLinkSchema = z.object({
  url: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
});
export type MapLink = z.infer<typeof mapLinkSchema>;

export const mapAnswerSchema = z.object({
  links: z.array(mapLinkSchema),
  /** What the map could not do (a sitemap that did not answer, a page it could not open), in words. */
  warnings: z.array(z.string()).optional(),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;
