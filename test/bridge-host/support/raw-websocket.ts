// A WebSocket client written for the tests, apart from the host's own framing code: it sends
// any frame a test wants (masked or not, fragmented, broken) and reads the server's frames, so the
// host's server is checked against a second reading of RFC 6455.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { TOKEN } from './host-process';

export type ServerFrame = { fin: boolean; opcode: number; payload: Buffer };
export type Handshake = { status: number; headers: Record<string, string>; body: string };

export type RawSocket = {
  socket: Socket;
  handshake: Handshake;
  /** Writes one frame: masked unless told otherwise. */
  frame(opcode: number, payload: Buffer | string, options?: { fin?: boolean; masked?: boolean; rsv?: number }): void;
  /** Writes raw bytes (a header announcing a length, half a frame). */
  raw(bytes: Buffer): void;
  text(text: string): void;
  /** The next frame from the server (its text, close code…), waiting up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerFrame>;
  /** The next text message from the server. */
  nextText(timeoutMs?: number): Promise<string>;
  /** Resolves when the server has closed the TCP connection. */
  ended: Promise<void>;
  close(): void;
};

export const OP = { continuation: 0, text: 1, binary: 2, close: 8, ping: 9, pong: 10 } as const;

/** A frame as a client sends it (§5.2), with its mask applied. */
export function clientFrame(
  opcode: number,
  payload: Buffer,
  { fin = true, masked = true, rsv = 0 }: { fin?: boolean; masked?: boolean; rsv?: number } = {},
): Buffer {
  const length = payload.length;
  const extra = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const header = Buffer.alloc(2 + extra + (masked ? 4 : 0));
  header[0] = (fin ? 0x80 : 0) | (rsv << 4) | opcode;
  header[1] = (masked ? 0x80 : 0) | (extra === 0 ? length : extra === 2 ? 126 : 127);
  if (extra === 2) header.writeUInt16BE(length, 2);
  if (extra === 8) header.writeBigUInt64BE(BigInt(length), 2);
  if (!masked) return Buffer.concat([header, payload]);
  const mask = randomBytes(4);
  mask.copy(header, 2 + extra);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([header, body]);
}

/**
 * Opens a TCP connection and sends a WebSocket handshake for `path` with the right Host (and no
 * token header unless given); resolves once the server answered the handshake. The server's
 * pings are answered at once and not given to `next`, unless `answerPings` is false.
 */
export function openRaw(
  port: number,
  path: string,
  headers: Record<string, string | undefined> = {},
  { answerPings = true } = {},
): Promise<RawSocket> {
  const socket = connect(port, '127.0.0.1');
  const all: Record<string, string | undefined> = {
    Host: `127.0.0.1:${port}`,
    Upgrade: 'websocket',
    Connection: 'Upgrade',
    'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
    'Sec-WebSocket-Version': '13',
    ...headers,
  };
  const lines = Object.entries(all)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}: ${value}`);
  socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);

  let buffer = Buffer.alloc(0);
  const frames: ServerFrame[] = [];
  let wake = () => {};
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  void ended.then(() => wake());

  return new Promise((resolve, reject) => {
    let handshake: Handshake | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!handshake) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const [statusLine, ...headerLines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
        const parsed = Object.fromEntries(
          headerLines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const status = Number(statusLine!.split(' ')[1]);
        buffer = buffer.subarray(end + 4);
        if (status !== 101) {
          // A refusal: the body follows, and the server closes.
          void ended.then(() => resolve(wrap({ status, headers: parsed, body: buffer.toString('utf8') })));
          handshake = { status, headers: parsed, body: '' };
          return;
        }
        handshake = { status, headers: parsed, body: '' };
        resolve(wrap(handshake));
      }
      if (handshake.status !== 101) return;
      for (;;) {
        if (buffer.length < 2) break;
        const short = buffer[1]! & 0x7f;
        const extra = short === 126 ? 2 : short === 127 ? 8 : 0;
        if (buffer.length < 2 + extra) break;
        const length =
          short === 126 ? buffer.readUInt16BE(2) : short === 127 ? Number(buffer.readBigUInt64BE(2)) : short;
        if (buffer.length < 2 + extra + length) break;
        const frame = {
          fin: Boolean(buffer[0]! & 0x80),
          opcode: buffer[0]! & 0x0f,
          payload: Buffer.from(buffer.subarray(2 + extra, 2 + extra + length)),
        };
        buffer = buffer.subarray(2 + extra + length);
        if (answerPings && frame.opcode === OP.ping) socket.write(clientFrame(OP.pong, frame.payload));
        else frames.push(frame);
        wake();
      }
    });
    socket.on('error', reject);

    function wrap(handshake: Handshake): RawSocket {
      async function next(timeoutMs = 10_000): Promise<ServerFrame> {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const frame = frames.shift();
          if (frame) return frame;
          if (socket.destroyed && frames.length === 0) throw new Error('the server closed the connection');
          if (Date.now() > deadline) throw new Error('no frame from the server');
          await new Promise<void>((done) => {
            wake = done;
            setTimeout(done, 50);
          });
        }
      }
      const raw: RawSocket = {
        socket,
        handshake,
        frame: (opcode, payload, options) =>
          socket.write(clientFrame(opcode, typeof payload === 'string' ? Buffer.from(payload) : payload, options)),
        raw: (bytes) => socket.write(bytes),
        text: (text) => raw.frame(OP.text, text),
        next,
        async nextText(timeoutMs) {
          const frame = await next(timeoutMs);
          if (frame.opcode === OP.text) return frame.payload.toString('utf8');
          throw new Error(`expected text, got opcode ${frame.opcode}: ${frame.payload.toString()}`);
        },
        ended,
        close: () => socket.destroy(),
      };
      return raw;
    }
  });
}

/** The session's WebSocket path with the test token in it. */
export const sessionPath = (session: string, token = TOKEN) => `/cdp/${encodeURIComponent(token)}/${session}`;

/** A close frame's code and reason. */
export function closeOf(frame: ServerFrame): { code: number; reason: string } {
  return { code: frame.payload.readUInt16BE(0), reason: frame.payload.subarray(2).toString('utf8') };
}
