// Requests waiting for the extension's answer: each is sent as messages, answered by one
// `response`, cancelled when its client goes away or waits too long, failed when the extension goes.
import { randomUUID } from 'node:crypto';
import { REFUSALS, noAnswer, sendJson } from './http-answers.mjs';
import { readResponse, requestMessages } from './protocol.mjs';

/** How long a request may wait for the extension (a crawl answers at once; a slow page may not). */
export const ANSWER_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * @param {{ send: (message: object) => void, log: (...args: unknown[]) => void, answerTimeoutMs?: number }} options
 */
export function createRelay({ send, log, answerTimeoutMs = ANSWER_TIMEOUT_MS }) {
  /** @type {Map<string, { res: import('node:http').ServerResponse, timer: NodeJS.Timeout }>} */
  const pending = new Map();
  let connected = true;

  /** @param {string} id */
  function take(id) {
    const entry = pending.get(id);
    if (!entry) return undefined;
    pending.delete(id);
    clearTimeout(entry.timer);
    return entry.res;
  }

  return {
    /**
     * @param {import('node:http').ServerResponse} res
     * @param {Omit<import('./protocol.mjs').RelayedRequest, 'id'>} request
     * @param {Buffer} body
     */
    forward(res, request, body) {
      // The client may have gone while its body was checked: then there is no one to answer.
      if (res.destroyed) return;
      if (!connected) return sendJson(res, REFUSALS.notConnected.status, REFUSALS.notConnected.body);
      const id = randomUUID();
      const timer = setTimeout(() => {
        if (!take(id)) return;
        log('no answer in time', id);
        send({ type: 'cancel', id });
        const refusal = noAnswer(answerTimeoutMs);
        sendJson(res, refusal.status, refusal.body);
      }, answerTimeoutMs);
      pending.set(id, { res, timer });
      // 'close' also follows a finished answer; by then the request is no longer pending.
      res.on('close', () => {
        if (!take(id)) return;
        log('client went away', id);
        send({ type: 'cancel', id });
      });
      log('relaying', request.method, request.path, id, `${body.length} bytes`);
      for (const message of requestMessages({ id, ...request }, body)) send(message);
    },

    /** @param {unknown} message a `response` message from the extension */
    answer(message) {
      const read = readResponse(message);
      if (!read.ok) {
        log('unusable response:', read.message);
        const res = read.id === undefined ? undefined : take(read.id);
        if (res) sendJson(res, REFUSALS.badAnswer.status, REFUSALS.badAnswer.body);
        return;
      }
      const { id, status, headers, body } = read.response;
      const res = take(id);
      if (!res) return log('response to a request no longer waiting', id);
      sendJson(res, status, body, headers);
    },

    /** The extension is gone: every waiting client hears it now, and new requests are refused. */
    disconnect() {
      connected = false;
      for (const id of [...pending.keys()]) {
        const res = take(id);
        if (res) sendJson(res, REFUSALS.disconnected.status, REFUSALS.disconnected.body, { connection: 'close' });
      }
    },
  };
}

/** @typedef {ReturnType<typeof createRelay>} Relay */
