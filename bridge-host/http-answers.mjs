// The answers the host gives itself, in the service's error shape {success:false, code, error}.

/**
 * @typedef {{ status: number, body: { success: false, code: string, error: string },
 *   headers?: Record<string, string> }} Refusal
 */

const TURN_ON = "open the browser and turn the bridge on in Web Data Extractor's options";

/**
 * The host's own refusals. Each carries a stable `code` (the SDKs report it instead of their HTTP
 * library's fallback) and a sentence that says what to do.
 * @satisfies {Record<string, Refusal>}
 */
export const REFUSALS = {
  origin: refusal(
    403,
    'Requests from web pages (with an Origin header) may not use the Web Data Extractor bridge: only programs on this computer may. Send the request without an Origin header.',
    'ORIGIN_NOT_ALLOWED',
  ),
  preflight: refusal(
    403,
    'The Web Data Extractor bridge answers no CORS preflight: web pages may not use it. Programs send their request directly.',
    'ORIGIN_NOT_ALLOWED',
  ),
  tokenMissing: refusal(
    401,
    "Unauthorized: Token missing. Send the token from the extension's Settings, under Bridge, as the API key.",
    'TOKEN_MISSING',
  ),
  tokenInvalid: refusal(
    401,
    "Unauthorized: Invalid token. Copy the token from the extension's Settings, under Bridge, again.",
    'TOKEN_INVALID',
  ),
  notFound: refusal(
    404,
    "Not found: the bridge serves the API under /v1/ and /v2/ (and the service's /exchange/) only",
    'NOT_FOUND',
  ),
  tooLarge: refusal(
    413,
    'request entity too large: the bridge accepts request bodies up to 50 MB',
    'PAYLOAD_TOO_LARGE',
  ),
  invalidJson: refusal(400, 'Invalid JSON in request body', 'BAD_REQUEST_INVALID_JSON'),
  notConnected: refusal(
    503,
    `The browser extension is not connected to the bridge: ${TURN_ON}, then try again.`,
    'BRIDGE_NOT_CONNECTED',
  ),
  disconnected: refusal(
    503,
    `The browser extension went away before it answered (the browser closed, or the extension was reloaded or turned the bridge off): ${TURN_ON}, then try again.`,
    'BRIDGE_NOT_CONNECTED',
  ),
  badAnswer: refusal(
    502,
    'The browser extension sent an answer the bridge cannot use; see the extension for details.',
    'BRIDGE_BAD_ANSWER',
  ),
};

/**
 * @param {string} host
 * @returns {Refusal}
 */
export function wrongHost(host) {
  return refusal(
    403,
    `The Host header ${JSON.stringify(host)} is not the bridge's address (127.0.0.1 or localhost with its port): refused, as a DNS rebinding page would send it.`,
    'HOST_NOT_ALLOWED',
  );
}

/**
 * @param {number} retryAfterSeconds
 * @param {number} perSecond
 * @param {'work' | 'status'} [kind] which limit: status reads are counted apart from work
 * @returns {Refusal}
 */
export function rateLimited(retryAfterSeconds, perSecond, kind = 'work') {
  const what = kind === 'status' ? 'status reads' : 'requests besides status reads';
  return {
    ...refusal(
      429,
      `Rate limit exceeded: the bridge takes ${perSecond} ${what} a second. Please retry after ${retryAfterSeconds}s.`,
      'RATE_LIMIT_EXCEEDED',
    ),
    headers: { 'retry-after': String(retryAfterSeconds) },
  };
}

/**
 * @param {number} ms
 * @returns {Refusal}
 */
export function noAnswer(ms) {
  return refusal(
    504,
    `The browser extension gave no answer within ${Math.round(ms / 1000)} seconds; the request was cancelled. Send it again, with a shorter timeout or fewer pages.`,
    'BRIDGE_TIMEOUT',
  );
}

/**
 * @param {number} status
 * @param {string} error
 * @param {string} code
 * @returns {Refusal}
 */
function refusal(status, error, code) {
  return { status, body: { success: false, code, error } };
}

/**
 * Writes a JSON answer, unless the client is gone or an answer was already written.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  if (res.destroyed || res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/** The DevTools addresses' own refusals (cdp/cdp-paths.mjs). */
export const cdpRefusals = {
  notUpgraded: refusal(
    426,
    "This is an interact session's DevTools WebSocket: connect to it with a WebSocket client (Playwright's chromium.connectOverCDP(cdpUrl), Puppeteer's connect({browserWSEndpoint: cdpUrl})).",
    'INTERACT_CDP_NOT_WEBSOCKET',
  ),
  notASocket: refusal(
    404,
    "Not found: the bridge's WebSockets are the interact sessions' cdpUrl addresses, /cdp/<token>/<session>.",
    'NOT_FOUND',
  ),
  getOnly: refusal(405, '/json/version answers GET only.', 'METHOD_NOT_ALLOWED'),
  noSession: refusal(
    404,
    'No interact session is open in the browser: start one with the interact API, then use the cdpUrl it answers.',
    'INTERACT_SESSION_NOT_FOUND',
  ),
  whichSession: refusal(
    409,
    "Several interact sessions are open: ask for one session's /json/version under its cdpUrl (http://127.0.0.1:PORT/cdp/<token>/<session>/json/version), or connect to its cdpUrl.",
    'INTERACT_SESSION_AMBIGUOUS',
  ),
  /** @param {string} session */
  sessionNotFound: (session) =>
    refusal(
      404,
      `No interact session ${session} is open in the browser: it ended, or was never started.`,
      'INTERACT_SESSION_NOT_FOUND',
    ),
};
