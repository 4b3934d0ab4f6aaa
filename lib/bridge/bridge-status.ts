import { z } from 'zod';
import { defineBroadcast } from '@/lib/messaging/broadcast';

/**
 * Where the bridge stands, for Options: off (nothing listens), starting, listening on a port, or
 * failed with the words saying why and what to do. `reason` lets Options show the install command
 * when the host is missing.
 */
export const bridgeStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('off') }),
  z.object({ state: z.literal('starting') }),
  z.object({ state: z.literal('listening'), port: z.int() }),
  z.object({
    state: z.literal('failed'),
    reason: z.enum(['not-installed', 'no-permission', 'port-in-use', 'bad-config', 'disconnected']),
    message: z.string(),
    /** When the background tries again on its own (epoch ms). */
    retryAt: z.number().optional(),
  }),
]);
export type BridgeStatus = z.infer<typeof bridgeStatusSchema>;

/** Every change of the status, for Options while it is open. */
export const bridgeStatusChanges = defineBroadcast('wde-bridge-status', bridgeStatusSchema);
