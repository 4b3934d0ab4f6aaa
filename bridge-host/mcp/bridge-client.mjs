// Requests to the bridge with the token, each answer read as JSON or turned into words
// (bridge-words.mjs). The token goes to the bridge's address only, and is never in an error.
import { setTimeout as sleep } from 'node:timers/promises';
import { BAD_TOKEN_WORDS, failureWords, NO_TOKEN_WORDS, notJsonWords, unreachableWords } from './bridge-words.mjs';

/** A bridge token: visible ASCII, as the bridge's config allows (a header cannot carry others). */
const TOKEN_CHARACTERS = /^[\x21-\x7e]+$/;
/** A 429 is tried again this many times, after the Retry-After it names (at most RETRY_WAIT_MAX_S). */
const RETRIES = 3;
const RETRY_WAIT_MAX_S = 5;

/** A request the bridge refused or could not answer; `message` is the words for the agent. */
export class BridgeError extends Error {}

/**
 * @typedef {object} SendOptions
 * @property {unknown} [json] a JSON body
 * @property {FormData} [form] a multipart body
 * @property {AbortSignal} [signal] aborts the request (the MCP request was cancelled)
 */

/**
 * @typedef {object} BridgeClient
 * @property {string} apiUrl
 * @property {(method: string, path: string, options?: SendOptions) => Promise<any>} send
 *   the answer's JSON body on a 2xx; else throws a BridgeError (or the signal's reason once aborted)
 * @property {(address: string) => string} pathOf
 *   the path and query of an address the bridge gave (a status's `next`), to ask at `apiUrl` again
 */

/**
 * @param {{ apiUrl: string, token: string | undefined, userAgent: string }} config
 * @returns {BridgeClient}
 */
export function createBridgeClient({ apiUrl, token, userAgent }) {
  /** @param {string} method @param {string} path @param {SendOptions} [options] */
  async function send(method, path, { json, form, signal } = {}) {
    if (!token) throw new BridgeError(NO_TOKEN_WORDS);
    if (!TOKEN_CHARACTERS.test(token)) throw new BridgeError(BAD_TOKEN_WORDS);
    /** @type {Record<string, string>} */
    const headers = { authorization: `Bearer ${token}`, 'user-agent': userAgent, accept: 'application/json' };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const body = form ?? (json === undefined ? undefined : JSON.stringify(json));
    for (let attempt = 0; ; attempt++) {
      /** @type {Response} */
      let response;
      let text = '';
      try {
        response = await fetch(`${apiUrl}${path}`, { method, headers, body, signal });
        text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw new BridgeError(unreachableWords(apiUrl, error));
      }
      if (response.status === 429 && attempt < RETRIES) {
        const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, RETRY_WAIT_MAX_S);
        await sleep(seconds * 1000, undefined, { signal });
        continue;
      }
      /** @type {unknown} */
      let answer;
      try {
        answer = text ? JSON.parse(text) : {};
      } catch {
        throw new BridgeError(notJsonWords(apiUrl, response.status));
      }
      // Every answer of the bridge is a JSON object.
      if (typeof answer !== 'object' || answer === null) throw new BridgeError(notJsonWords(apiUrl, response.status));
      const refused = /** @type {{ success?: unknown }} */ (answer).success === false;
      if (!response.ok || refused) throw new BridgeError(failureWords(response.status, answer));
      return answer;
    }
  }

  /** @param {string} address */
  const pathOf = (address) => {
    const url = new URL(address, apiUrl);
    return `${url.pathname}${url.search}`;
  };

  return { apiUrl, send, pathOf };
}
