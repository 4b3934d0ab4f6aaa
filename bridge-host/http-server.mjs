// The HTTP side: one server on 127.0.0.1 at the configured port, checking each request before
// anything reaches the extension. A new config replaces the token at once and moves the port.
import { createServer } from 'node:http';
import { refuseCaller } from './caller-checks.mjs';
import { REFUSALS, rateLimited, sendJson } from './http-answers.mjs';
import { readConfig } from './protocol.mjs';
import { dropBody, isBrokenJson, readBody } from './request-body.mjs';
import { requestTarget } from './request-target.mjs';

/** @typedef {ReturnType<typeof import('./rate-limit.mjs').createLimits>} Limits */

/**
 * @param {{ relay: import('./relay.mjs').Relay, limits: Limits, log: (...args: unknown[]) => void }} options
 */
export function createBridgeServer({ relay, limits, log }) {
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
    const refused = refuseCaller(req, token);
    if (refused) return refuse(req, res, refused);
    const allowed = limits.take(req.method, req.url);
    if (!allowed.ok) return refuse(req, res, rateLimited(allowed.retryAfterSeconds, allowed.perSecond, allowed.kind));
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
  };
}
