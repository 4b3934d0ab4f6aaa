/**
 * Messages between the background and the page that parses (the offscreen document). Plain
 * runtime messages with a channel name, checked with zod on arrival: the typed messenger the
 * pages use answers the background only.
 */
import { z } from 'zod';
import { parseOptionsSchema } from '@/lib/api/schemas/parse-options';

export const OFFSCREEN_CHANNEL = 'wde-local-parse';

export const toParserSchema = z.discriminatedUnion('type', [
  z.object({
    channel: z.literal(OFFSCREEN_CHANNEL),
    type: z.literal('parse'),
    jobId: z.string(),
    /** The file's key in history's `files` store: Blobs cannot cross runtime messaging. */
    fileKey: z.string(),
    name: z.string(),
    options: parseOptionsSchema,
  }),
  z.object({ channel: z.literal(OFFSCREEN_CHANNEL), type: z.literal('cancel'), jobId: z.string() }),
]);
export type ToParser = z.infer<typeof toParserSchema>;

export const progressMessageSchema = z.object({
  channel: z.literal(OFFSCREEN_CHANNEL),
  type: z.literal('progress'),
  jobId: z.string(),
  progress: z.object({ message: z.string(), done: z.number().optional(), total: z.number().optional() }),
});
export type ProgressMessage = z.infer<typeof progressMessageSchema>;
