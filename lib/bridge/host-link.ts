import { t } from '@/lib/i18n/t';
import { bridgeAnswerSchema, type BridgeAnswer, type BridgeRequestInput } from '@/lib/bridge/bridge-request-schema';
import { failure, thrownAnswer } from '@/lib/bridge/error-answer';
import {
  brokenRequestId,
  hostMessageSchema,
  isLinkMessage,
  type HostConfig,
  type HostMessage,
  type NativePort,
  type RequestMessage,
} from '@/lib/bridge/host-messages';
import { addChunk, routerBody, startBody, type BodyParts } from '@/lib/bridge/relayed-body';

export type { HostConfig, NativePort } from '@/lib/bridge/host-messages';

// The extension's side of the native-messaging host's protocol (docs/bridge.md, "The host"): it
// configures the host, answers each relayed request exactly once, stops a request's work when the
// host cancels it or goes away, and pings to notice a host that hangs. It takes the port from its
// caller and touches no browser API, so it is tested with a fake port and with the real host.

/** Answers one relayed request; `signal` aborts when the client or the host has gone. */
export type BridgeHandler = (request: BridgeRequestInput, signal: AbortSignal) => Promise<BridgeAnswer>;

export interface HostLinkOptions {
  /** How often to ping the host; 0 never. */
  heartbeatMs?: number;
  /** How long a pong may take before the host counts as dead. */
  pingTimeoutMs?: number;
  /** How long a request's body chunks may take to arrive in full. */
  bodyTimeoutMs?: number;
  /**
   * Messages of types the link does not know (the DevTools relay's, lib/cdp-relay): handed over
   * as they come. Without it they are dropped.
   */
  onOther?: (message: unknown) => void;
}

export interface HostLink {
  /** Sends new settings (a new token revokes the old one); resolves with the port once listening. */
  configure(config: HostConfig): Promise<number>;
  /** Resolves on the host's pong; rejects, and closes the link, when none comes in time. */
  ping(): Promise<void>;
  /** Resolves once the link is over, with the words saying why. */
  closed: Promise<string>;
  /** Lets the host go: it stops listening and exits; running requests are aborted. */
  close(): void;
  /** Sends another part's message (the DevTools relay's) to the host while the link is up. */
  post(message: object): void;
}

/** The handler's answer as the host takes it, else a throw: the host's bare 502 would hide what went wrong. */
function usable(value: unknown): BridgeAnswer {
  const answer = bridgeAnswerSchema.parse(value);
  if (answer.status < 200 || answer.body === undefined)
    throw new Error(t('bridge_unusableAnswer', String(answer.status)));
  return answer;
}

type Waiter<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

/** Connects the handler to a host on `port`: resolves once it listens, rejects with words when it cannot. */
export async function linkToHost(
  port: NativePort,
  config: HostConfig,
  handle: BridgeHandler,
  options: HostLinkOptions = {},
): Promise<HostLink> {
  const link = createHostLink(port, handle, options);
  try {
    await link.configure(config);
  } catch (error) {
    link.close();
    throw error;
  }
  return link;
}

export function createHostLink(
  port: NativePort,
  handle: BridgeHandler,
  { heartbeatMs = 30_000, pingTimeoutMs = 10_000, bodyTimeoutMs = 60_000, onOther }: HostLinkOptions = {},
): HostLink {
  // The host answers configs and pings in the order they were sent.
  const configs: (Waiter<number> & { port: number })[] = [];
  const pongs: Waiter<void>[] = [];
  const receiving = new Map<
    string,
    { request: RequestMessage; parts: BodyParts; timer: ReturnType<typeof setTimeout> }
  >();
  const running = new Map<string, AbortController>();
  let ended: string | undefined;
  let listeningPort = 0;
  let markClosed: (words: string) => void = () => {};
  const closed = new Promise<string>((resolve) => (markClosed = resolve));
  const heartbeat = heartbeatMs > 0 ? setInterval(() => void ping().catch(() => {}), heartbeatMs) : undefined;

  function send(message: object): void {
    if (ended !== undefined) return;
    try {
      port.postMessage(message);
    } catch {
      // The port is already gone: onDisconnect says so next.
    }
  }

  function respond(id: string, answer: BridgeAnswer): void {
    send({ type: 'response', id, status: answer.status, body: answer.body });
  }

  /** Ends the link once: every waiter hears why, and every request's work is aborted. */
  function end(words: string, disconnect: boolean): void {
    if (ended !== undefined) return;
    ended = words;
    clearInterval(heartbeat);
    for (const { timer } of receiving.values()) clearTimeout(timer);
    receiving.clear();
    for (const controller of running.values()) controller.abort(new Error(words));
    running.clear();
    for (const waiter of [...configs.splice(0), ...pongs.splice(0)]) waiter.reject(new Error(words));
    if (disconnect) {
      try {
        port.disconnect();
      } catch {
        // Already disconnected.
      }
    }
    markClosed(words);
  }

  async function run(request: RequestMessage, bytes: Uint8Array): Promise<void> {
    const { id, method, path, query } = request;
    // The host relays no Host header, having checked it: the router builds `next` addresses on it.
    const headers: Record<string, string> = { host: `127.0.0.1:${listeningPort}`, ...request.headers };
    const read = routerBody(bytes, headers['content-type']);
    if ('refused' in read) return respond(id, read.refused);
    const controller = new AbortController();
    running.set(id, controller);
    let answer: BridgeAnswer;
    try {
      answer = usable(await handle({ id, method, path, query, headers, body: read.body }, controller.signal));
    } catch (error) {
      answer = thrownAnswer(error);
    }
    // Cancelled or disconnected meanwhile: the host no longer waits, and a second answer is never sent.
    if (running.get(id) !== controller) return;
    running.delete(id);
    respond(id, answer);
  }

  function onRequest(request: RequestMessage): void {
    const { id } = request;
    if (receiving.has(id) || running.has(id)) return; // an id is answered once
    const parts = startBody(request.bodyChunks);
    if (!('parts' in parts)) return respond(id, parts);
    if (request.bodyChunks === 0) return void run(request, new Uint8Array());
    const timer = setTimeout(() => {
      receiving.delete(id);
      respond(id, failure(400, t('bridge_bodyBroken'), 'BAD_REQUEST'));
    }, bodyTimeoutMs);
    receiving.set(id, { request, parts, timer });
  }

  function onBody(id: string, seq: number, data: string): void {
    const entry = receiving.get(id);
    if (!entry) return; // refused, cancelled or never announced: dropped, not buffered
    const result = addChunk(entry.parts, seq, data);
    if (result === undefined) return;
    clearTimeout(entry.timer);
    receiving.delete(id);
    if (result instanceof Uint8Array) void run(entry.request, result);
    else respond(id, result);
  }

  function onMessage(raw: unknown): void {
    if (ended !== undefined) return;
    if (onOther && !isLinkMessage(raw)) return onOther(raw);
    const parsed = hostMessageSchema.safeParse(raw);
    if (!parsed.success) {
      const id = brokenRequestId(raw);
      if (id !== undefined) respond(id, failure(400, t('bridge_requestInvalid'), 'BAD_REQUEST'));
      return;
    }
    const message: HostMessage = parsed.data;
    switch (message.type) {
      case 'request':
        return onRequest(message);
      case 'body':
        return onBody(message.id, message.seq, message.data);
      case 'cancel': {
        const entry = receiving.get(message.id);
        if (entry) clearTimeout(entry.timer);
        receiving.delete(message.id);
        const controller = running.get(message.id);
        running.delete(message.id);
        return controller?.abort(new Error(t('bridge_cancelled')));
      }
      case 'listening':
        listeningPort = message.port;
        return configs.shift()?.resolve(message.port);
      case 'failed': {
        const waiter = configs.shift();
        const words =
          message.reason === 'port-in-use'
            ? t('bridge_portInUse', waiter?.port ?? '')
            : t('bridge_configRefused', message.message);
        const reason = message.reason === 'port-in-use' ? 'port-in-use' : 'bad-config';
        return waiter?.reject(Object.assign(new Error(words), { reason }));
      }
      case 'pong':
        return pongs.shift()?.resolve();
    }
  }

  function ping(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (ended !== undefined) return reject(new Error(ended));
      const timer = setTimeout(() => end(t('bridge_hostNotAnswering', pingTimeoutMs / 1000), true), pingTimeoutMs);
      pongs.push({
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      send({ type: 'ping' });
    });
  }

  port.onMessage.addListener(onMessage);
  port.onDisconnect.addListener(() => end(t('bridge_hostUnavailable'), false));

  return {
    configure(config) {
      return new Promise<number>((resolve, reject) => {
        if (ended !== undefined) return reject(new Error(ended));
        configs.push({ resolve, reject, port: config.port });
        send({ type: 'config', port: config.port, token: config.token });
      });
    },
    ping,
    closed,
    close: () => end(t('bridge_linkClosed'), true),
    post: send,
  };
}
