import { z } from 'zod';
import { PART, createPartsJoiner } from '@/bridge-host/cdp/message-parts.mjs';
import { setHost, type CdpHost } from '@/lib/cdp-relay/host-port';
import { failNodeRuns, nodeResultSchema, nodeRunAnswered } from '@/lib/cdp-relay/node-run';
import { announceSessions, clientConnected, clientLeft, clientSent, dropClients } from '@/lib/cdp-relay/relay-sessions';

// The host's messages for the relay (bridge-host/cdp/cdp-hub.mjs, node-runner.mjs), which the
// bridge's link hands over as they come (lib/bridge/host-link.ts knows only its own types).

const relayMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cdp-connect'), conn: z.string(), session: z.string() }),
  z.object({ type: z.literal('cdp-in'), conn: z.string(), text: z.string() }),
  z.object({ type: z.literal('cdp-disconnect'), conn: z.string() }),
]);

/** The host's parts put back together; a DevTools message the host took is at most 50 MB. */
const joinPart = createPartsJoiner({ maxChars: 128 * 1024 * 1024 });

/** Takes a message from the host; false when it is not the relay's. */
export function receiveCdpHostMessage(raw: unknown): boolean {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  if (type === PART) {
    const joined = joinPart(raw as Parameters<typeof joinPart>[0]);
    if (joined && 'error' in joined) console.warn('The bridge sent a message in broken parts:', joined.error);
    if (joined && 'message' in joined) receiveCdpHostMessage(joined.message);
    return true;
  }
  if (type === 'node-result') {
    const result = nodeResultSchema.safeParse(raw);
    if (result.success) nodeRunAnswered(result.data);
    return true;
  }
  const parsed = relayMessageSchema.safeParse(raw);
  if (!parsed.success) return false;
  const message = parsed.data;
  switch (message.type) {
    case 'cdp-connect':
      void clientConnected(message.conn, message.session);
      break;
    case 'cdp-in':
      clientSent(message.conn, message.text);
      break;
    case 'cdp-disconnect':
      void clientLeft(message.conn);
      break;
  }
  return true;
}

/** The bridge's link is up (or took a new port or token): the relay reaches the host through it. */
export function connectCdpHost(host: CdpHost): void {
  setHost(host);
  void announceSessions();
}

/** The bridge's link is gone: clients and runs with it; the sessions wait for the next host. */
export function disconnectCdpHost(): void {
  setHost(undefined);
  failNodeRuns();
  void dropClients();
}
