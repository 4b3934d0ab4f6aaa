// The real host, started as the browser starts it, and spoken to as the extension would.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createFrameReader, encodeMessage } from '../../../bridge-host/native-messaging.mjs';

export const HOST_PATH = fileURLToPath(new URL('../../../bridge-host/host.mjs', import.meta.url));
export const TOKEN = 'test-token-0123456789abcdef';

export type Message = { type: string; [key: string]: unknown };
export type RelayedRequest = {
  id: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  bodyChunks: number;
};

export type HostProcess = {
  child: ChildProcessWithoutNullStreams;
  /** Every message the host sent, in order. */
  received: Message[];
  send: (message: object) => void;
  /** The next message of these types not yet taken (earlier ones of other types stay). */
  next: (type: string | string[], timeoutMs?: number) => Promise<Message>;
  /** A relayed request with its body put back together. */
  nextRequest: () => Promise<{ request: RelayedRequest; body: Buffer }>;
  configure: (port: number, token?: string) => Promise<Message>;
  exited: Promise<number | null>;
  stderr: () => string;
};

export function startHost(env: Record<string, string> = {}): HostProcess {
  const child = spawn(process.execPath, [HOST_PATH], {
    env: { ...process.env, WDE_BRIDGE_DEBUG: '', ...env },
    stdio: 'pipe',
  });
  const received: Message[] = [];
  const taken = new Set<number>();
  let wake = () => {};
  let broken = '';
  let stderr = '';
  child.stdout.on(
    'data',
    createFrameReader(
      (message) => {
        received.push(message as Message);
        wake();
      },
      (reason) => {
        broken = reason;
        wake();
      },
    ),
  );
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  async function next(type: string | string[], timeoutMs = 10_000): Promise<Message> {
    const types = [type].flat();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (broken) throw new Error(`the host wrote something that is not a framed message: ${broken}`);
      const index = received.findIndex((message, i) => !taken.has(i) && types.includes(message.type));
      if (index >= 0) {
        taken.add(index);
        return received[index]!;
      }
      if (Date.now() > deadline)
        throw new Error(`no ${types.join(' or ')} message; received ${received.map((m) => m.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  }

  const host: HostProcess = {
    child,
    received,
    send: (message) => child.stdin.write(encodeMessage(message)),
    next,
    async nextRequest() {
      const request = (await next('request')) as unknown as RelayedRequest;
      const parts: Buffer[] = [];
      for (let seq = 0; seq < request.bodyChunks; seq++) {
        const body = await next('body');
        if (body.id !== request.id || body.seq !== seq) throw new Error(`body out of order: ${JSON.stringify(body)}`);
        parts.push(Buffer.from(body.data as string, 'base64'));
      }
      return { request, body: Buffer.concat(parts) };
    },
    async configure(port, token = TOKEN) {
      host.send({ type: 'config', port, token });
      return next(['listening', 'failed']);
    },
    exited,
    stderr: () => stderr,
  };
  return host;
}

/** Ends a host the way the browser does: by closing its stdin. */
export async function stopHost(host: HostProcess): Promise<void> {
  if (host.child.exitCode !== null) return;
  host.child.stdin.end();
  await host.exited;
}

/** A port nothing listens on now (the system picks it, then it is let go). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** True when a server can take the port on 127.0.0.1 (so nothing else holds it). */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
