import { z } from 'zod';

/** `{success:false, code?, error, details?}`; 402 and 429 bodies may hold only `error`. */
export const errorBodySchema = z.looseObject({
  success: z.literal(false).optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  details: z.unknown().optional(),
  retry_after_seconds: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
