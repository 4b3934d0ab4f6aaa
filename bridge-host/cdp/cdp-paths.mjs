// The DevTools addresses the bridge serves beside the API (docs/interact.md, "node and cdpUrl"):
//   /cdp/<token>/<session>                 the session's WebSocket (cdpUrl), the token in the path
//   /cdp/<session>                          the same with `Authorization: Bearer <token>`
//   …/json/version and …/json/version/     what Chrome's /json/version says, for that session
//   /json/version and /json/version/        the same for the one open session (bearer token)
// The token rides in the path because Puppeteer's browserURL keeps no query, and neither client
// can be made to send a header on every connection; Playwright appends json/version/ to the path.

/** An interact session's id as the extension names it. */
export const SESSION_ID = /^[\w-]{1,128}$/;

/**
 * @typedef {{ kind: 'socket' | 'version', session?: string, token?: string }} CdpTarget
 */

/**
 * @param {string | undefined} rawUrl the request line's target
 * @returns {CdpTarget | undefined} undefined for anything else (the API's paths among them)
 */
export function cdpTarget(rawUrl) {
  if (!rawUrl?.startsWith('/') || rawUrl.startsWith('//')) return undefined;
  let pathname;
  try {
    pathname = new URL(rawUrl, 'http://127.0.0.1').pathname;
  } catch {
    return undefined;
  }
  const raw = pathname.split('/').slice(1);
  if (raw.at(-1) === '') raw.pop();
  let segments;
  try {
    segments = raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const version = segments.length >= 2 && segments.at(-2) === 'json' && segments.at(-1) === 'version';
  if (version) segments = segments.slice(0, -2);
  // A WebSocket path with a trailing slash is not one Chrome gives; only json/version/ has one.
  if (!version && pathname.endsWith('/')) return undefined;
  if (segments.length === 0) return version ? { kind: 'version' } : undefined;
  if (segments[0] !== 'cdp' || segments.length < 2 || segments.length > 3) return undefined;
  const session = /** @type {string} */ (segments.at(-1));
  if (!SESSION_ID.test(session)) return undefined;
  const token = segments.length === 3 ? segments[1] : undefined;
  return { kind: version ? 'version' : 'socket', session, ...(token === undefined ? {} : { token }) };
}

/**
 * The session's WebSocket address on this host, with the token in its path.
 * @param {string} host `127.0.0.1:PORT` or `localhost:PORT`, as the client reached the bridge
 * @param {string} token
 * @param {string} session
 */
export function sessionSocketUrl(host, token, session) {
  return `ws://${host}/cdp/${encodeURIComponent(token)}/${session}`;
}
