// Following a batch scrape on the bridge until it is over: GET /v2/batch/scrape/{id} every poll,
// each answer a page of finished documents and `next` where the following page starts.
import { setTimeout as sleep } from 'node:timers/promises';
import { isRecord } from './document-content.mjs';

const OVER = new Set(['completed', 'failed', 'cancelled']);

/**
 * @typedef {object} BatchOutcome
 * @property {string} status completed, failed or cancelled
 * @property {number} total pages the batch took on
 * @property {Record<string, unknown>[]} documents the pages read, in the batch's order
 * @property {{ url: string, error: string }[]} failures the pages that failed, with the bridge's words
 */

/**
 * @param {import('./bridge-client.mjs').BridgeClient} bridge
 * @param {string} id
 * @param {object} options
 * @param {AbortSignal} options.signal the MCP request's: aborts the wait (the caller cancels the batch)
 * @param {number} options.pollMs the wait between two reads of a running batch
 * @param {(completed: number, total: number) => void} options.progress after each read
 * @returns {Promise<BatchOutcome>}
 */
export async function followBatch(bridge, id, { signal, pollMs, progress }) {
  const base = `/v2/batch/scrape/${encodeURIComponent(id)}`;
  // Documents by the page (path and query) that gave them: asking a page again (a running batch
  // whose answer had no `next`) replaces what it gave, so no document is counted twice.
  /** @type {Map<string, Record<string, unknown>[]>} */
  const pages = new Map();
  let path = base;
  for (;;) {
    const answer = await bridge.send('GET', path, { signal });
    const status = typeof answer.status === 'string' ? answer.status : 'scraping';
    /** @type {unknown[]} */
    const data = Array.isArray(answer.data) ? answer.data : [];
    pages.set(path, data.filter(isRecord));
    const total = Number(answer.total) || 0;
    progress(Number(answer.completed) || 0, total);
    const next = typeof answer.next === 'string' && answer.next ? bridge.pathOf(answer.next) : undefined;
    if (next) path = next;
    if (OVER.has(status) && !next) {
      const failures = await failedPages(bridge, base, signal);
      return { status, total, documents: [...pages.values()].flat(), failures };
    }
    // Pages still to come: wait for them. A finished batch's further pages are read at once.
    if (!OVER.has(status)) await sleep(pollMs, undefined, { signal });
  }
}

/**
 * The failed pages (GET …/errors), which a status's `data` leaves out.
 * @param {import('./bridge-client.mjs').BridgeClient} bridge
 * @param {string} base
 * @param {AbortSignal} signal
 */
async function failedPages(bridge, base, signal) {
  const answer = await bridge.send('GET', `${base}/errors`, { signal });
  /** @type {unknown[]} */
  const listed = Array.isArray(answer.errors) ? answer.errors : [];
  const errors = listed.filter(isRecord);
  return errors.map((error) => ({
    url: typeof error.url === 'string' ? error.url : '(address unknown)',
    error: typeof error.error === 'string' ? error.error : 'failed, with no reason given',
  }));
}
