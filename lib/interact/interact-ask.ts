import { z } from 'zod';
import {
  interactCodeSchema,
  interactLanguageSchema,
  interactPromptSchema,
  interactTimeoutSchema,
} from '@/lib/interact/interact-schemas';

/**
 * One thing asked of a session from the Interact view: a prompt, or code in a language, each with a
 * timeout. The view checks it with this schema to say what is wrong next to the field (field
 * names: prompt, code, language, timeout); the background checks it again.
 */
export const interactAskSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('prompt'), prompt: interactPromptSchema, timeout: interactTimeoutSchema.optional() }),
  z.object({
    kind: z.literal('code'),
    code: interactCodeSchema,
    language: interactLanguageSchema,
    timeout: interactTimeoutSchema.optional(),
  }),
]);
export type InteractAsk = z.infer<typeof interactAskSchema>;
