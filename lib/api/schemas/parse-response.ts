import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';
import { parsedPageSchema, pageBlocksSchema } from '@/lib/api/schemas/parse-blocks';
import { brandingSchema } from '@/lib/api/schemas/parse-branding';
import { menuSchema, productSchema } from '@/lib/api/schemas/parse-commerce';
import { scrapeDataSchema } from '@/lib/api/schemas/scrape-response';

const str = maybe(z.string());

/**
 * What the local engine's model spent on a result: token counts (absent when the model did not
 * say), time, how many parts the page was split into (1 when it fit), and where its text went
 * ('built-in', or the endpoint's host).
 */
const modelUsageSchema = z.object({
  inputTokens: z.number().optional(),
  outputTokens: z.number().optional(),
  ms: z.number(),
  parts: z.number(),
  provider: z.string(),
});
export type ModelUsage = z.infer<typeof modelUsageSchema>;

/** POST /v2/parse data: the scrape document plus what only a parse returns. */
export const parseDataSchema = scrapeDataSchema.extend({
  pages: maybe(z.array(parsedPageSchema)),
  blocks: maybe(z.array(pageBlocksSchema)),
  summary: str,
  rawBase64: str,
  audio: str,
  video: str,
  answer: str,
  highlights: maybe(z.union([z.string(), z.array(z.unknown())])),
  images: maybe(z.array(z.string())),
  branding: maybe(brandingSchema),
  product: maybe(productSchema),
  menu: maybe(menuSchema),
  /** The extension's own: what the local engine's model spent on json or summary (docs/models.md). */
  modelUsage: maybe(modelUsageSchema),
});
export type ParseData = z.infer<typeof parseDataSchema>;

export const parseResponseSchema = looseObject({ success: z.literal(true), data: parseDataSchema });
export type ParseResponse = z.infer<typeof parseResponseSchema>;
