import { z } from 'zod';
import { extractRequestSchema } from '@/lib/engines/local/scrape/extract-request';

/** What the background asks the extract script to do in the tab; checked before it is sent (tab-call.ts). */
export const pageCommandSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('extract'), request: extractRequestSchema }),
  z.object({ op: z.literal('selection'), removeBase64Images: z.boolean() }),
  z.object({ op: z.literal('waitFor'), selector: z.string(), timeoutMs: z.number() }),
  z.object({ op: z.literal('click'), selector: z.string(), all: z.boolean() }),
  z.object({ op: z.literal('write'), text: z.string() }),
  z.object({ op: z.literal('press'), key: z.string() }),
  z.object({ op: z.literal('scroll'), direction: z.enum(['up', 'down']), selector: z.string().optional() }),
  /** The converter's run on a practice page of its own, ahead of the tab's first scrape (warm-tab.ts). */
  z.object({ op: z.literal('practice') }),
]);
export type PageCommand = z.infer<typeof pageCommandSchema>;

/** Errors do not cross executeScript reliably, so the page answers with one of these. */
export const pageReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type PageReply = z.infer<typeof pageReplySchema>;
