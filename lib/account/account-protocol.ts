import { z } from 'zod';
import { apiErrorDataSchema } from '@/lib/api/api-error-schema';
import { tokenUsageResponseSchema } from '@/lib/api/schemas/token-usage';
import type { MessageTable } from '@/lib/messaging/message-table';

/** The user's account at the service: its key (set here, never returned), the connection and its usage. */
export const accountMessages = {
  setApiKey: { data: z.object({ apiKey: z.string() }), result: z.object({ hasKey: z.boolean() }) },
  apiKeyStatus: { data: z.object({}), result: z.object({ hasKey: z.boolean(), masked: z.string() }) },
  testConnection: {
    data: z.object({ baseUrl: z.string().optional() }),
    result: z.object({ ok: z.boolean(), message: z.string(), error: apiErrorDataSchema.optional() }),
  },
  tokenUsage: { data: z.object({ byApiKey: z.boolean() }), result: tokenUsageResponseSchema },
} satisfies MessageTable;
