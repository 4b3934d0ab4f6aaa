// The host's half of the DevTools relay (docs/interact.md, "node and cdpUrl"): the sessions the
// extension opened, and at most one WebSocket client on each, whose messages go to the extension
// as they come and whose answers and events come back. The host reads none of the DevTools
// messages: the extension's relay (lib/cdp-relay) answers, refuses or forwards each one.
//
// Messages (beside docs/bridge.md's):
//   extension → host  {type:'cdp-session', session, open:true, browser:{product, userAgent}}
//                     {type:'cdp-session', session, open:false, reason}
//                     {type:'cdp-out', conn, text}      a DevTools message for the client
//                     {type:'cdp-end', conn, code, reason}   close that client's WebSocket
//   host → extension  {type:'cdp-connect', conn, session}
//                     {type:'cdp-in', conn, text}       a message the client sent
//                     {type:'cdp-disconnect', conn}     the client went away
// Any of them may travel as `part` messages (message-parts.mjs).
import { randomUUID } from 'node:crypto';
import { SESSION_ID, sessionSocketUrl } from './cdp-paths.mjs';
import { CLOSE, isValidCloseCode } from './websocket-frames.mjs';
import { acceptWebSocket, refuseUpgrade } from './websocket-connection.mjs';

/** The largest message a client may send: as large as a request body to the API. */
export const MAX_CLIENT_MESSAGE_BYTES = 50 * 1024 * 1024;

/**
 * @typedef {{ product: string, userAgent: string }} BrowserFacts
 * @typedef {{ browser: BrowserFacts, conn?: string }} HostSession
 * @typedef {{ session: string, socket: import('./websocket-connection.mjs').WebSocketConnection }} Client
 */

/**
 * @param {{ send: (message: object) => void, log: (...args: unknown[]) => void, pingEveryMs?: number }} options
 */
export function createCdpHub({ send, log, pingEveryMs }) {
  /** @type {Map<string, HostSession>} */
  const sessions = new Map();
  /** @type {Map<string, Client>} */
  const clients = new Map();
  /** Why each session's last client was let go by the extension, with when: a node run reports it. */
  /** @type {Map<string, { at: number, reason: string }>} */
  const ends = new Map();
  /** Who waits for a session's client to leave. */
  /** @type {Map<string, (() => void)[]>} */
  const idleWaiters = new Map();

  /** @param {string} session */
  function becameIdle(session) {
    const waiters = idleWaiters.get(session) ?? [];
    idleWaiters.delete(session);
    for (const wake of waiters) wake();
  }

  /**
   * @param {string} conn
   * @param {number} code
   * @param {string} reason
   */
  function drop(conn, code, reason) {
    const client = clients.get(conn);
    if (!client) return;
    clients.delete(conn);
    const session = sessions.get(client.session);
    if (session?.conn === conn) delete session.conn;
    client.socket.close(code, reason);
    becameIdle(client.session);
  }

  /** @param {string} session */
  function versionOf(session) {
    return sessions.get(session)?.browser;
  }

  return {
    /** @param {string} session */
    has: (session) => sessions.has(session),
    /** @param {string} session */
    busy: (session) => sessions.get(session)?.conn !== undefined,
    /** The one open session, when there is exactly one: what a bare /json/version describes. */
    only() {
      return sessions.size === 1 ? /** @type {string} */ ([...sessions.keys()][0]) : undefined;
    },
    count: () => sessions.size,
    /**
     * Resolves once the session has no client (at once when it has none), or after `ms` anyway: a
     * node run's Playwright may still be leaving when its process has ended.
     * @param {string} session
     * @param {number} ms
     */
    idle(session, ms) {
      if (sessions.get(session)?.conn === undefined) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        const wake = () => {
          clearTimeout(timer);
          resolve(undefined);
        };
        idleWaiters.set(session, [...(idleWaiters.get(session) ?? []), wake]);
      });
    },
    /**
     * Why the extension last ended a client of this session since `since` (ms), if it did.
     * @param {string} session
     * @param {number} since
     */
    endedSince(session, since) {
      const end = ends.get(session);
      return end && end.at >= since ? end.reason : undefined;
    },

    /**
     * Chrome's /json/version, for one session.
     * @param {string} session
     * @param {string} host the Host the client used (already checked)
     * @param {string} token
     */
    version(session, host, token) {
      const browser = versionOf(session);
      if (!browser) return undefined;
      return {
        Browser: browser.product,
        'Protocol-Version': '1.3',
        'User-Agent': browser.userAgent,
        'V8-Version': '',
        'WebKit-Version': '',
        webSocketDebuggerUrl: sessionSocketUrl(host, token, session),
      };
    },

    /**
     * Takes a client's WebSocket for a session (the caller has checked the caller and the handshake).
     * @param {string} session
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:stream').Duplex} socket
     * @param {Buffer} head
     */
    accept(session, req, socket, head) {
      const known = sessions.get(session);
      if (!known) {
        return refuseUpgrade(socket, 404, {
          success: false,
          code: 'INTERACT_SESSION_NOT_FOUND',
          error: `No interact session ${session} is open in the browser: it ended, or was never started. Start one with the interact API and use the cdpUrl it answers.`,
        });
      }
      if (known.conn !== undefined) {
        return refuseUpgrade(socket, 409, {
          success: false,
          code: 'INTERACT_CDP_BUSY',
          error: `Another program is connected to interact session ${session}: one connection at a time. Close it (browser.close() in Playwright, browser.disconnect() in Puppeteer), then connect again.`,
        });
      }
      const conn = randomUUID();
      known.conn = conn;
      const ws = acceptWebSocket(req, socket, head, {
        maxMessageBytes: MAX_CLIENT_MESSAGE_BYTES,
        log,
        ...(pingEveryMs === undefined ? {} : { pingEveryMs }),
        onText: (text) => send({ type: 'cdp-in', conn, text }),
        onClose: (code, reason) => {
          // Closed by the client (or the network): the extension lets its debugger go.
          if (!clients.has(conn)) return;
          clients.delete(conn);
          if (sessions.get(session)?.conn === conn) delete known.conn;
          becameIdle(session);
          log('devtools client left', session, code, reason);
          send({ type: 'cdp-disconnect', conn });
        },
      });
      clients.set(conn, { session, socket: ws });
      log('devtools client connected', session, conn);
      send({ type: 'cdp-connect', conn, session });
    },

    /**
     * A message from the extension of one of the types above; false when it is not one.
     * @param {Record<string, unknown>} message
     */
    fromExtension(message) {
      switch (message.type) {
        case 'cdp-session': {
          const { session, open, browser, reason } = message;
          if (typeof session !== 'string' || !SESSION_ID.test(session)) {
            log('a cdp-session without a usable id');
            return true;
          }
          if (open === true) {
            const facts = /** @type {Partial<BrowserFacts>} */ (typeof browser === 'object' && browser ? browser : {});
            const product = typeof facts.product === 'string' ? facts.product : 'Chrome';
            const userAgent = typeof facts.userAgent === 'string' ? facts.userAgent : '';
            const existing = sessions.get(session);
            sessions.set(session, {
              browser: { product, userAgent },
              ...(existing?.conn ? { conn: existing.conn } : {}),
            });
            ends.delete(session);
            log('session open', session);
          } else {
            const words = typeof reason === 'string' && reason ? reason : 'The interact session ended.';
            const conn = sessions.get(session)?.conn;
            sessions.delete(session);
            ends.set(session, { at: Date.now(), reason: words });
            if (conn) drop(conn, CLOSE.goingAway, words);
            log('session closed', session);
          }
          return true;
        }
        case 'cdp-out': {
          const client = typeof message.conn === 'string' ? clients.get(message.conn) : undefined;
          if (client && typeof message.text === 'string') client.socket.send(message.text);
          return true;
        }
        case 'cdp-end': {
          if (typeof message.conn !== 'string') return true;
          const client = clients.get(message.conn);
          const code = typeof message.code === 'number' && isValidCloseCode(message.code) ? message.code : CLOSE.normal;
          const reason = typeof message.reason === 'string' ? message.reason : '';
          if (client && reason) ends.set(client.session, { at: Date.now(), reason });
          drop(message.conn, code, reason);
          return true;
        }
        default:
          return false;
      }
    },

    /**
     * Every client let go, and (with `forget`) every session: the token changed, the server moved
     * or the extension went away.
     * @param {number} code
     * @param {string} reason
     * @param {{ forget?: boolean }} [options]
     */
    closeAll(code, reason, { forget = false } = {}) {
      for (const conn of [...clients.keys()]) {
        const client = clients.get(conn);
        drop(conn, code, reason);
        if (client && !forget) send({ type: 'cdp-disconnect', conn });
      }
      if (forget) sessions.clear();
    },
  };
}

/** @typedef {ReturnType<typeof createCdpHub>} CdpHub */

/** Sent to a client of a session whose token was replaced. */
export const TOKEN_CHANGED = 'The bridge token changed in the extension: connect again with the new cdpUrl.';
/** Sent when the bridge stops listening here (the port changed, or the bridge was turned off). */
export const SERVER_MOVED = 'The bridge stopped listening at this address.';
