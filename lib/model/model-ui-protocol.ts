import { z } from 'zod';
import type { MessageTable } from '@/lib/messaging/message-table';

/** What Chrome's built-in model is on this device (builtInAvailability in model-call.ts). */
export const builtInStateSchema = z.enum(['unavailable', 'downloadable', 'downloading', 'available']);
export type BuiltInState = z.infer<typeof builtInStateSchema>;

/**
 * UI glue: the messages Options sends about the model provider (lib/app/protocol.ts spreads
 * them in). Like the service key, the endpoint's key goes in and never comes back out.
 */
export const modelMessages = {
  modelKeyStatus: { data: z.object({}), result: z.object({ hasKey: z.boolean(), masked: z.string() }) },
  setModelKey: { data: z.object({ key: z.string() }), result: z.object({ hasKey: z.boolean() }) },
  /**
   * The endpoint's models (GET /v1/models), with the key typed now or else the stored one; with
   * `model`, a MODEL_MISSING error when the endpoint does not offer it (checkEndpoint).
   */
  endpointModels: {
    data: z.object({ baseUrl: z.string(), key: z.string().optional(), model: z.string().optional() }),
    result: z.object({ models: z.array(z.string()) }),
  },
  builtInAvailability: { data: z.object({}), result: z.object({ state: builtInStateSchema }) },
} satisfies MessageTable;
