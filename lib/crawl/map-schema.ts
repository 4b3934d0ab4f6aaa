import { z } from 'zod';
import { mapLinkSchema, mapRequestSchema } from '@/lib/api/schemas/map';

/** A map as the user asks it, for either engine: the service's v2 map request, and one local choice. */
export const mapOptionsSchema = mapRequestSchema.extend({
  /** Local engine: the links of the pages the start page links to, as well (one level deeper). */
  deeper: z.boolean().optional(),
});
export type MapOptions = z.infer<typeof mapOptionsSchema>;
export type { MapLink } from '@/lib/api/schemas/map';

export const mapAnswerSchema = z.object({
  links: z.array(mapLinkSchema),
  /** What the map could not do (a sitemap that did not answer, a page it could not open), in words. */
  warnings: z.array(z.string()).optional(),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;
