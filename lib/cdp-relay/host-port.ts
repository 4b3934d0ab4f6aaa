import { sessionSocketUrl } from '@/bridge-host/cdp/cdp-paths.mjs';
import { toParts } from '@/bridge-host/cdp/message-parts.mjs';

// The relay's line to the bridge program (bridge-host/cdp/): set while the bridge's native
// connection is up, by the bridge itself (lib/bridge/bridge-connection.ts), which knows nothing
// else of the relay. Messages to the host over its 64 MB reading limit travel as parts.

/** What the relay needs of the bridge's connection to its host. */
export interface CdpHost {
  /** Posts one message to the host (the native port's postMessage). */
  post(message: object): void;
  /** The port the bridge listens on, for cdpUrl. */
  port: number;
  /** The bridge's token, which cdpUrl carries in its path. */
  token: string;
}

/** The host reads at most 64 MB a message; larger ones are cut well under it. */
const MAX_TO_HOST_BYTES = 32 * 1024 * 1024;

let host: CdpHost | undefined;
let partIds = 0;

export const currentHost = (): CdpHost | undefined => host;

export function setHost(next: CdpHost | undefined): void {
  host = next;
}

/** Sends a message to the host, in parts when large; false when there is no host. */
export function postToHost(message: object): boolean {
  if (!host) return false;
  for (const part of toParts(message, { id: `e${++partIds}`, maxBytes: MAX_TO_HOST_BYTES })) host.post(part);
  return true;
}

/** The session's DevTools address on the bridge: the token in the path (Puppeteer keeps no query). */
export const cdpUrlFor = ({ port, token }: CdpHost, sessionId: string): string =>
  sessionSocketUrl(`127.0.0.1:${port}`, token, sessionId);
