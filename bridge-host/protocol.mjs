// The messages between the host and the extension (docs/bridge.md, "The host"). The extension is
// trusted more than HTTP clients, but its messages are still checked: a bad one must not crash the
// host or reach an HTTP client half-formed.

/** Raw body bytes per `body` message: base64 makes them 4/3 larger, still under the 1 MB limit. */
export const BODY_CHUNK_BYTES = 700 * 1024;
/** The provider's self-hosted server listens here; the bridge must not take its place. */
export const SERVICE_PORT = 3002;

/**
 * @typedef {{ type: 'config', port: number, token: string }} ConfigMessage
 * @typedef {{ id: string, method: string, path: string, query: Record<string, string | string[]>,
 *   headers: { 'content-type'?: string, 'user-agent'?: string } }} RelayedRequest
 * @typedef {{ id: string, status: number, headers: Record<string, string>, body: unknown }} RelayedResponse
 */

/**
 * @param {unknown} message
 * @returns {{ ok: true, port: number, token: string } | { ok: false, message: string }}
 */
export function readConfig(message) {
  const { port, token } = /** @type {{ port?: unknown, token?: unknown }} */ (message);
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1024 || port > 65535) {
    return { ok: false, message: 'The port must be a whole number from 1024 to 65535.' };
  }
  if (port === SERVICE_PORT) {
    return { ok: false, message: `Port ${SERVICE_PORT} belongs to the provider's self-hosted server; choose another.` };
  }
  // The token travels in an Authorization header: visible ASCII, no spaces, long enough not to guess.
  if (typeof token !== 'string' || !/^[\x21-\x7e]{16,1024}$/.test(token)) {
    return { ok: false, message: 'The token must be 16 to 1024 visible ASCII characters without spaces.' };
  }
  return { ok: true, port, token };
}

/**
 * The `request` message and its `body` messages, in the order they are sent.
 * @param {RelayedRequest} request
 * @param {Buffer} body
 * @returns {object[]}
 */
export function requestMessages(request, body) {
  const bodyChunks = Math.ceil(body.length / BODY_CHUNK_BYTES);
  /** @type {object[]} */
  const messages = [{ type: 'request', ...request, bodyChunks }];
  for (let seq = 0; seq < bodyChunks; seq++) {
    const bytes = body.subarray(seq * BODY_CHUNK_BYTES, (seq + 1) * BODY_CHUNK_BYTES);
    messages.push({ type: 'body', id: request.id, seq, data: bytes.toString('base64') });
  }
  return messages;
}

// Headers the host owns: framing, connection, the JSON type it writes, and what answers must never
// carry (cookies; CORS, since web pages are refused).
const OWN_HEADERS =
  /^(content-type|content-length|transfer-encoding|connection|keep-alive|set-cookie|access-control-.*)$/i;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// eslint-disable-next-line no-control-regex -- a header value may not hold control characters
const HEADER_VALUE = /^[^\x00-\x08\x0a-\x1f\x7f]*$/;

/**
 * @param {unknown} message
 * @returns {{ ok: true, response: RelayedResponse } | { ok: false, id?: string, message: string }}
 */
export function readResponse(message) {
  const { id, status, headers = {}, body } = /** @type {Record<string, unknown>} */ (message);
  if (typeof id !== 'string') return { ok: false, message: 'a response without an id' };
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    return { ok: false, id, message: `a response with status ${String(status)}` };
  }
  if (body === undefined) return { ok: false, id, message: 'a response without a body' };
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    return { ok: false, id, message: 'a response whose headers are not an object' };
  }
  /** @type {Record<string, string>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string' || !TOKEN.test(name) || !HEADER_VALUE.test(value)) {
      return { ok: false, id, message: `a response with an invalid header ${JSON.stringify(name)}` };
    }
    if (!OWN_HEADERS.test(name)) kept[name.toLowerCase()] = value;
  }
  return { ok: true, response: { id, status, headers: kept, body } };
}
