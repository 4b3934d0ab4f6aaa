// What a failed request to the bridge means, in words an agent can pass on to the user: what
// happened, then what to do. The bridge's own message (the service's `error` field) says which
// page or option; these add where the fix is. No words here ever hold the token.

const SETTINGS = "the extension's Settings (Bridge section)";

/** @type {Record<number, (said: string) => string>} */
const BY_STATUS = {
  400: (said) => `The bridge refused the request as invalid (400): ${said}`,
  401: (said) =>
    `The bridge refused the token (401: ${said}). Set FIRECRAWL_API_KEY to the token shown in ${SETTINGS}; ` +
    'a regenerated token replaces the old one at once.',
  403: (said) => `The browser refused (403): ${said} The user decides which sites programs may read, in ${SETTINGS}.`,
  404: (said) => `Not found (404): ${said}`,
  408: (said) => `The page did not finish in time (408): ${said} Try again, perhaps with a longer timeout.`,
  409: (said) => `The job is over (409): ${said}`,
  413: (said) => `Too large for the bridge (413): ${said}`,
  429: (said) => `Too many requests (429): ${said} The bridge takes about 10 a second: wait a moment and try again.`,
  501: (said) => `Not served by the browser (501): ${said}`,
  502: (said) => `The extension gave an answer the bridge could not pass on (502): ${said} Update the extension.`,
  503: (said) =>
    `The extension is not connected to the bridge (503): ${said} Open the browser and check that the bridge ` +
    `is on in ${SETTINGS}.`,
  504: (said) => `The browser gave no answer in time (504): ${said} Check the browser, then try again.`,
};

/**
 * Words for an answer that is not a success.
 * @param {number} status
 * @param {unknown} body the parsed JSON body, usually `{success:false, code?, error}`
 */
export function failureWords(status, body) {
  const error = typeof body === 'object' && body !== null ? /** @type {{ error?: unknown }} */ (body).error : undefined;
  const said = typeof error === 'string' && error ? error.trim() : 'no reason given.';
  const words = BY_STATUS[status];
  if (words) return words(/[.!?]$/.test(said) ? said : `${said}.`);
  return `The browser could not do it (${status}): ${said}`;
}

/**
 * Words for a request that got no answer at all.
 * @param {string} apiUrl
 * @param {unknown} error what fetch threw
 */
export function unreachableWords(apiUrl, error) {
  const cause = /** @type {{ cause?: { code?: unknown } }} */ (error).cause;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  if (code === 'ECONNREFUSED')
    return (
      `Nothing listens at ${apiUrl}: turn the bridge on in ${SETTINGS}, and check that FIRECRAWL_API_URL has ` +
      'the port shown there.'
    );
  // Only the code: a raw error text could hold a request's header.
  return `The connection to the bridge at ${apiUrl} failed${code ? ` (${code})` : ''}. Check that the bridge is on in ${SETTINGS}.`;
}

/** @param {string} apiUrl @param {number} status */
export const notJsonWords = (apiUrl, status) =>
  `${apiUrl} answered ${status} with something other than a JSON object: is FIRECRAWL_API_URL the bridge's address, as ${SETTINGS} shows it?`;

export const NO_TOKEN_WORDS = `FIRECRAWL_API_KEY is not set: set it to the token shown in ${SETTINGS}.`;
export const BAD_TOKEN_WORDS =
  `FIRECRAWL_API_KEY has characters a bridge token never has (a space or a line break inside it?): copy the token ` +
  `again from ${SETTINGS}.`;
