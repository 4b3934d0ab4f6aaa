import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';

export const blockItemSchema = looseObject({
  id: maybe(z.string()),
  type: maybe(z.string()),
  label: maybe(z.string()),
  bbox: maybe(z.array(z.number())),
  content: maybe(z.string()),
  markdownSpan: maybe(z.array(z.number())),
  readingOrder: maybe(z.number()),
  source: maybe(z.string()),
  confidence: maybe(looseObject({ layout: maybe(z.number()), ocr: maybe(z.number()) })),
});
export type BlockItem = z.infer<typeof blockItemSchema>;

/** One page's layout blocks (parse v2). */
export const pageBlocksSchema = looseObject({
  pageNumber: maybe(z.number()),
  width: maybe(z.number()),
  height: maybe(z.number()),
  status: maybe(z.string()),
  items: maybe(z.array(blockItemSchema)),
});
export type PageBlocks = z.infer<typeof pageBlocksSchema>;

export const parsedPageSchema = looseObject({ pageNumber: z.number(), markdown: maybe(z.string()) });
export type ParsedPage = z.infer<typeof parsedPageSchema>;
