// The HTTP side: one server on 127.0.0.1 at the configured port, checking each request before
// anything reaches the extension. A new config replaces the token at once and moves the port.
import { createServer } from 'node:http';
import { refuseCaller } from './caller-checks.mjs';
import { SERVER_MOVED, TOKEN_CHANGED } from './cdp/cdp-hub.mjs';
import { cdpTarget } from './cdp/cdp-paths.mjs';
import { CLOSE } from './cdp/websocket-frames.mjs';
import { badHandshake, refuseUpgrade } from './cdp/websocket-connection.mjs';
import { REFUSALS, cdpRefusals, rateLimited, sendJson } from './http-answers.mjs';
import { readConfig } from './protocol.mjs';
import { dropBody, isBrokenJson, readBody } from './request-body.mjs';
import { requestTarget } from './request-target.mjs';

/** @typedef {ReturnType<typeof import('./rate-limit.mjs').createLimits>} Limits */

/**
 * @param {{
 *   relay: import('./relay.mjs').Relay,
 *   limits: Limits,
 *   log: (...args: unknown[]) => void,
 *   cdp: import('./cdp/cdp-hub.mjs').CdpHub,
 * }} options
 */
export function createBridgeServer({ relay, limits, log, cdp }) {
  /** @type {import('node:http').Server | undefined} */
  let server;
  let port = 0;
  let token = '';
  let closed = false;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const devtools = cdpTarget(req.url);
    const refused = refuseCaller(req, token, devtools?.token);
    if (refused) return refuse(req, res, refused);
    const allowed = limits.take(req.method, req.url);
    if (!allowed.ok) return refuse(req, res, rateLimited(allowed.retryAfterSeconds, allowed.perSecond, allowed.kind));
    if (devtools) return answerDevtools(req, res, devtools);
    const target = requestTarget(req.url);
    if (!target) return refuse(req, res, REFUSALS.notFound);
    const read = await readBody(req);
    if (read.kind === 'aborted') return;
    if (read.kind === 'too-large') return answer(res, REFUSALS.tooLarge);
    const contentType = req.headers['content-type'];
    if (isBrokenJson(contentType, read.bytes)) return answer(res, REFUSALS.invalidJson);
    const userAgent = req.headers['user-agent'];
    const headers = {
      ...(contentType === undefined ? {} : { 'content-type': contentType }),
      ...(userAgent === undefined ? {} : { 'user-agent': userAgent }),
    };
    relay.forward(res, { method: req.method ?? 'GET', ...target, headers }, read.bytes);
  }

  /**
   * Chrome's /json/version for a session; a WebSocket address asked for without the upgrade.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('./cdp/cdp-paths.mjs').CdpTarget} target
   */
  async function answerDevtools(req, res, target) {
    if (target.kind === 'socket') return refuse(req, res, cdpRefusals.notUpgraded);
    if (req.method !== 'GET') return refuse(req, res, cdpRefusals.getOnly);
    await dropBody(req);
    const session = target.session ?? cdp.only();
    if (session === undefined) return answer(res, cdp.count() === 0 ? cdpRefusals.noSession : cdpRefusals.whichSession);
    // The Host was checked: 127.0.0.1 or localhost with this port, as the client wrote it.
    const body = cdp.version(session, /** @type {string} */ (req.headers.host).toLowerCase(), token);
    if (!body) return answer(res, cdpRefusals.sessionNotFound(session));
    sendJson(res, 200, body);
  }

  /**
   * A WebSocket handshake: the same checks as any request, then only a session's address.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:stream').Duplex} socket
   * @param {Buffer} head
   */
  function upgrade(req, socket, head) {
    socket.on('error', () => {});
    const devtools = cdpTarget(req.url);
    const refused = refuseCaller(req, token, devtools?.token) ?? rateRefusal(req);
    const reply = (/** @type {import('./http-answers.mjs').Refusal} */ refusal) => {
      log('refused upgrade', req.url?.replace(/\/cdp\/[^/]+\//, '/cdp/…/'), refusal.status);
      refuseUpgrade(socket, refusal.status, refusal.body, refusal.headers);
    };
    if (refused) return reply(refused);
    if (devtools?.kind !== 'socket' || devtools.session === undefined) return reply(cdpRefusals.notASocket);
    const broken = badHandshake(req);
    if (broken) {
      return reply({
        status: broken.status,
        body: { success: false, code: 'INTERACT_CDP_BAD_HANDSHAKE', error: broken.message },
        ...(broken.status === 426 ? { headers: { 'Sec-WebSocket-Version': '13' } } : {}),
      });
    }
    cdp.accept(devtools.session, req, socket, head);
  }

  /** @param {import('node:http').IncomingMessage} req */
  function rateRefusal(req) {
    const allowed = limits.take(req.method, req.url);
    return allowed.ok ? undefined : rateLimited(allowed.retryAfterSeconds, allowed.perSecond, allowed.kind);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('./http-answers.mjs').Refusal} refusal
   */
  async function refuse(req, res, refusal) {
    log('refused', req.method, req.url, refusal.status);
    await dropBody(req);
    answer(res, refusal);
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {import('./http-answers.mjs').Refusal} refusal
   */
  function answer(res, refusal) {
    sendJson(res, refusal.status, refusal.body, refusal.headers);
  }

  function stop() {
    if (!server) return;
    // Upgraded sockets are no longer the server's: they are let go here.
    cdp.closeAll(CLOSE.goingAway, SERVER_MOVED);
    // Requests already relayed on the old server still get their answers; idle sockets go now.
    server.close();
    server.closeIdleConnections();
    server = undefined;
    port = 0;
  }

  /**
   * @param {number} wanted
   * @returns {Promise<{ server: import('node:http').Server } | { error: NodeJS.ErrnoException }>}
   */
  function listen(wanted) {
    return new Promise((resolve) => {
      const created = createServer((req, res) =>
        handle(req, res).catch((error) => {
          log('request failed', error);
          sendJson(res, 500, {
            success: false,
            code: 'UNKNOWN_ERROR',
            error: 'The bridge failed on this request; send it again, and if it fails again restart the browser.',
          });
        }),
      );
      created.on('upgrade', upgrade);
      created.once('error', (error) => resolve({ error }));
      // The loopback address only: never 0.0.0.0 or ::, so nothing off this computer can connect.
      created.listen({ port: wanted, host: '127.0.0.1', exclusive: true }, () => resolve({ server: created }));
    });
  }

  return {
    /**
     * Applies a `config` message; returns the `listening` or `failed` message to send back.
     * @param {unknown} message
     */
    async configure(message) {
      const config = readConfig(message);
      if (!config.ok) {
        // A config that cannot be used leaves nothing listening, rather than the old one.
        stop();
        token = '';
        return { type: 'failed', reason: 'bad-config', message: config.message };
      }
      if (token !== config.token) cdp.closeAll(CLOSE.policyViolation, TOKEN_CHANGED);
      token = config.token;
      if (server && port === config.port) return { type: 'listening', port };
      stop();
      const started = await listen(config.port);
      if ('error' in started) {
        const inUse = started.error.code === 'EADDRINUSE';
        log('listen failed', started.error.code);
        return {
          type: 'failed',
          reason: inUse ? 'port-in-use' : 'bad-config',
          message: inUse
            ? `Port ${config.port} on 127.0.0.1 is already in use by another program; choose another.`
            : `The bridge cannot listen on 127.0.0.1:${config.port} (${started.error.code ?? started.error.message}).`,
        };
      }
      if (closed) {
        started.server.close();
        return { type: 'failed', reason: 'bad-config', message: 'The bridge is shutting down.' };
      }
      server = started.server;
      port = config.port;
      log('listening on', port);
      return { type: 'listening', port };
    },

    close() {
      closed = true;
      stop();
    },

    /** Where a node run's Playwright reaches this host, while it listens. */
    address() {
      return server && token ? { port, token } : undefined;
    },
  };
}
