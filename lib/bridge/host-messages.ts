import { z } from 'zod';
import { bridgePortSchema } from '@/lib/settings/settings-schema';

// The messages of the native-messaging host (docs/bridge.md, "The host"; bridge-host/protocol.mjs),
// read on the extension's side. The host is ours, but a message from another version of it must
// not throw in the background: anything that does not fit is ignored or refused.

/** What a NativePort needs: the subset of browser.runtime.connectNative's port the link uses. */
export interface NativePort {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: (port: unknown) => void): void };
  disconnect(): void;
}

/** The settings the host listens with: `{type:'config', port, token}`. */
export const hostConfigSchema = z.object({
  port: bridgePortSchema,
  token: z.string().regex(/^[\x21-\x7e]{16,1024}$/),
});
export type HostConfig = z.infer<typeof hostConfigSchema>;

const requestMessageSchema = z.object({
  type: z.literal('request'),
  id: z.string().min(1),
  method: z.string().min(1),
  path: z.string().startsWith('/'),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  headers: z.record(z.string(), z.string()),
  bodyChunks: z.int().min(0),
});
export type RequestMessage = z.infer<typeof requestMessageSchema>;

export const hostMessageSchema = z.discriminatedUnion('type', [
  requestMessageSchema,
  z.object({ type: z.literal('body'), id: z.string(), seq: z.int().min(0), data: z.string() }),
  z.object({ type: z.literal('cancel'), id: z.string() }),
  z.object({ type: z.literal('listening'), port: z.int() }),
  z.object({ type: z.literal('failed'), reason: z.string(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type HostMessage = z.infer<typeof hostMessageSchema>;

const LINK_TYPES = new Set(hostMessageSchema.options.map((option) => option.shape.type.value));

/** Whether a message is one of the link's own types (read or refused by it), not another part's. */
export function isLinkMessage(message: unknown): boolean {
  const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
  return typeof type === 'string' && LINK_TYPES.has(type as HostMessage['type']);
}

/** The id of a `request` message too broken to read, so it can still be answered. */
export function brokenRequestId(message: unknown): string | undefined {
  const { type, id } = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
  return type === 'request' && typeof id === 'string' && id !== '' ? id : undefined;
}
