import { z } from 'zod';
import { apiErrorDataSchema } from '@/lib/api/api-error-schema';
import { tokenUsageResponseSchema } from '@/lib/api/schemas/token-usage';
import type { MessageTable } from '@/lib/messaging/message-table';

/** The user's account at the service: its key (set here, never returned), the connection and its usage. */
export const accountMessages = {
  setApiKey: { data: z.object({ apiKey: z.string() }), result: z.object({ hasKey: z.boolean() }) },
  /** `refused`: the service refused the stored key when last asked (the engine stays local meanwhile). */
  apiKeyStatus: {
    data: z.object({}),
    result: z.object({ hasKey: z.boolean(), masked: z.string(), refused: z.boolean() }),
  },
  /** Asks the service about the stored key now, at the stored base URL; no verdict without a key. */
  checkApiKey: {
    data: z.object({}),
    result: z.object({
      verdict: z.enum(['valid', 'refused', 'unreachable']).optional(),
      error: apiErrorDataSchema.optional(),
    }),
  },
  testConnection: {
    data: z.object({ baseUrl: z.string().optional() }),
    result: z.object({ ok: z.boolean(), message: z.string(), error: apiErrorDataSchema.optional() }),
  },
  tokenUsage: { data: z.object({ byApiKey: z.boolean() }), result: tokenUsageResponseSchema },
} satisfies MessageTable;
