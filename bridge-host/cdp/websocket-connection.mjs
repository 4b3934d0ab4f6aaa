// The server's side of a WebSocket (RFC 6455), with no dependency: the opening handshake
// (§4.2) answered on Node's HTTP `upgrade` event, then one connection that sends text messages,
// answers pings, pings an idle client and drops one that stops answering, and closes with the
// closing handshake (§7). The DevTools clients (Playwright, Puppeteer) speak exactly this: text
// frames, no extensions, no subprotocol.
import { createHash } from 'node:crypto';
import { CLOSE, OPCODES, closePayload, createFrameParser, encodeFrame } from './websocket-frames.mjs';

/** The GUID every server appends to the client's key (§1.3). */
const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** How long a closing connection waits for the client's close frame before it lets go of the socket. */
const CLOSE_WAIT_MS = 2000;

/**
 * @param {string} key the client's Sec-WebSocket-Key
 */
export function acceptKey(key) {
  return createHash('sha1')
    .update(key + ACCEPT_GUID)
    .digest('base64');
}

/**
 * What is wrong with an opening handshake, in words for a 400 (or 426 for the version), or
 * undefined when it is one to accept.
 * @param {import('node:http').IncomingMessage} req
 * @returns {{ status: 400 | 426, message: string } | undefined}
 */
export function badHandshake(req) {
  const tokens = (/** @type {string | undefined} */ value) =>
    (value ?? '')
      .toLowerCase()
      .split(',')
      .map((token) => token.trim());
  if (req.method !== 'GET') return { status: 400, message: 'A WebSocket opens with GET.' };
  if (!tokens(req.headers.upgrade).includes('websocket')) {
    return { status: 400, message: 'The Upgrade header must be "websocket".' };
  }
  if (!tokens(req.headers.connection).includes('upgrade')) {
    return { status: 400, message: 'The Connection header must include "Upgrade".' };
  }
  if (req.headers['sec-websocket-version'] !== '13') {
    return { status: 426, message: 'Only WebSocket version 13 (RFC 6455) is spoken here.' };
  }
  const key = req.headers['sec-websocket-key'] ?? '';
  if (!/^[A-Za-z0-9+/]{22}==$/.test(key) || Buffer.from(key, 'base64').length !== 16) {
    return { status: 400, message: 'Sec-WebSocket-Key must be 16 bytes in base64.' };
  }
  return undefined;
}

/**
 * Writes a plain HTTP answer on a socket that was offered an upgrade, and closes it.
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {unknown} body JSON
 * @param {Record<string, string>} [headers]
 */
export function refuseUpgrade(socket, status, body, headers = {}) {
  if (socket.destroyed) return;
  const text = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_WORDS[status] ?? 'Refused'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${text}`);
}

/** @type {Record<number, string>} */
const STATUS_WORDS = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/**
 * @typedef {{
 *   send: (text: string) => void,
 *   close: (code: number, reason: string) => void,
 *   readonly closed: boolean,
 * }} WebSocketConnection
 */

/**
 * Completes the handshake (the caller has checked the request) and returns the open connection.
 * `onClose` is called once, when the connection is over for whatever reason, with the code and
 * reason the server saw or sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:stream').Duplex} socket
 * @param {Buffer} head bytes the client sent after its request
 * @param {{
 *   onText: (text: string) => void,
 *   onClose: (code: number, reason: string) => void,
 *   maxMessageBytes: number,
 *   maxBufferedBytes?: number,
 *   pingEveryMs?: number,
 *   log?: (...args: unknown[]) => void,
 * }} options
 * @returns {WebSocketConnection}
 */
export function acceptWebSocket(req, socket, head, options) {
  const { onText, onClose, maxMessageBytes, maxBufferedBytes = 256 * 1024 * 1024, pingEveryMs = 30_000 } = options;
  const log = options.log ?? (() => {});
  let closing = false;
  let over = false;
  let answeredSincePing = true;
  /** @type {NodeJS.Timeout | undefined} */
  let closeTimer;

  socket.write(
    [
      'HTTP/1.1 101 Switching Protocols',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Accept: ${acceptKey(/** @type {string} */ (req.headers['sec-websocket-key']))}`,
      '',
      '',
    ].join('\r\n'),
  );
  if ('setNoDelay' in socket && typeof socket.setNoDelay === 'function') socket.setNoDelay(true);

  /**
   * @param {number} opcode
   * @param {Buffer} payload
   */
  function write(opcode, payload) {
    if (socket.destroyed || !socket.writable) return;
    socket.write(encodeFrame(opcode, payload));
  }

  /**
   * @param {number} code
   * @param {string} reason
   */
  function finish(code, reason) {
    if (over) return;
    over = true;
    closing = true;
    clearInterval(pinger);
    clearTimeout(closeTimer);
    onClose(code, reason);
  }

  /**
   * Sends our close frame, then waits a moment for the client's before dropping the socket.
   * @param {number} code
   * @param {string} reason
   */
  function startClose(code, reason) {
    if (closing) return;
    closing = true;
    write(OPCODES.close, closePayload(code, reason));
    closeTimer = setTimeout(() => socket.destroy(), CLOSE_WAIT_MS);
    closeTimer.unref();
    finish(code, reason);
  }

  const read = createFrameParser(
    {
      onText: (text) => {
        if (!closing) onText(text);
      },
      onPing: (payload) => {
        if (!closing) write(OPCODES.pong, payload);
      },
      onPong: () => {
        answeredSincePing = true;
      },
      onClose: (code, reason) => {
        // The client's close: echo its code (or say normal when it gave none) and end (§5.5.1).
        if (!closing) write(OPCODES.close, closePayload(code ?? CLOSE.normal, ''));
        socket.end();
        finish(code ?? 1005, reason);
      },
      onFail: (code, reason) => {
        log('websocket refused a frame:', reason);
        startClose(code, reason);
      },
    },
    { maxMessageBytes },
  );

  socket.on('data', (chunk) => {
    answeredSincePing = true;
    read(/** @type {Buffer} */ (chunk));
  });
  socket.on('error', (error) => log('websocket socket error', error.message));
  // The client's side closed without a close frame (its process ended): nothing more will come.
  socket.on('end', () => socket.destroy());
  socket.on('close', () => finish(1006, 'the connection dropped'));

  // A client that answers nothing for a whole period is gone (a laptop slept, a process froze).
  const pinger = setInterval(() => {
    if (!answeredSincePing) {
      log('websocket client stopped answering pings');
      socket.destroy();
      return;
    }
    answeredSincePing = false;
    write(OPCODES.ping, Buffer.alloc(0));
  }, pingEveryMs);
  pinger.unref();

  if (head.length > 0) read(head);

  return {
    send(text) {
      if (closing) return;
      // A client that reads nothing while the browser keeps talking would fill memory.
      if (socket.writableLength > maxBufferedBytes) {
        startClose(CLOSE.policyViolation, 'the client reads too slowly');
        return;
      }
      write(OPCODES.text, Buffer.from(text, 'utf8'));
    },
    close: startClose,
    get closed() {
      return closing;
    },
  };
}
