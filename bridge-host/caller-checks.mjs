// Who may talk to the bridge: programs on this computer that hold the token. Web pages are refused
// by their Origin header, DNS rebinding by the Host header, before the token is even read.
import { createHash, timingSafeEqual } from 'node:crypto';
import { REFUSALS, wrongHost } from './http-answers.mjs';

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} token the current token (a new config revokes the old one at once)
 * @param {string} [pathToken] the token a DevTools address carries in its path (cdp/cdp-paths.mjs),
 *   which stands for the header: DevTools clients cannot all be made to send one
 * @returns {import('./http-answers.mjs').Refusal | undefined}
 */
export function refuseCaller(req, token, pathToken) {
  // Any Origin, even "null": programs do not send one, browsers always do on a cross-site POST.
  if (req.headers.origin !== undefined) return REFUSALS.origin;
  const port = req.socket.localPort;
  const host = (req.headers.host ?? '').toLowerCase();
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return wrongHost(req.headers.host ?? '');
  if (req.method === 'OPTIONS') return REFUSALS.preflight;
  // Like the service: the token is the second word of the Authorization header.
  const given = pathToken ?? req.headers.authorization?.split(' ')[1];
  if (!given) return REFUSALS.tokenMissing;
  if (!sameToken(given, token)) return REFUSALS.tokenInvalid;
  return undefined;
}

/**
 * Compares digests, so the time taken says nothing about the token, not even its length.
 * @param {string} given
 * @param {string} expected
 */
export function sameToken(given, expected) {
  const digest = (/** @type {string} */ text) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
