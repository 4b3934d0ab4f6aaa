import { z } from 'zod';
import { apiErrorDataSchema } from '@/lib/api/api-error-schema';
import { parseDataSchema } from '@/lib/api/schemas/parse-response';

/** The parsing page's answer to a parse request, checked by the background on arrival. */
export const parseReplySchema = z.union([
  z.object({ ok: z.literal(true), data: parseDataSchema }),
  z.object({ ok: z.literal(false), error: apiErrorDataSchema }),
]);
export type ParseReply = z.infer<typeof parseReplySchema>;
