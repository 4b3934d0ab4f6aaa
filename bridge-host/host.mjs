// The native-messaging host: the browser starts it when the extension turns the bridge on, and it
// serves the Firecrawl-compatible API on 127.0.0.1, relaying each request to the extension.
// stdout carries framed messages and nothing else; logs go to stderr with WDE_BRIDGE_DEBUG=1.
import { format } from 'node:util';
import { createCdpHub } from './cdp/cdp-hub.mjs';
import { PART, createPartsJoiner, toParts } from './cdp/message-parts.mjs';
import { createNodeRunner } from './cdp/node-runner.mjs';
import { createBridgeServer } from './http-server.mjs';
import { MAX_FROM_BROWSER, MAX_TO_BROWSER, createFrameReader, encodeMessage } from './native-messaging.mjs';
import { createLimits } from './rate-limit.mjs';
import { ANSWER_TIMEOUT_MS, createRelay } from './relay.mjs';

const debug = process.env.WDE_BRIDGE_DEBUG === '1';
/** @param {unknown[]} args */
const log = (...args) => {
  if (debug) process.stderr.write(`[wde-bridge ${process.pid}] ${format(...args)}\n`);
};
// Nothing may print to stdout by mistake: one stray line would break the browser's framing.
console.log = console.info = console.debug = log;

let closing = false;

/** @param {object} message */
function send(message) {
  if (process.stdout.destroyed) return;
  try {
    process.stdout.write(encodeMessage(message));
  } catch (error) {
    log('could not send', error);
  }
}

let partIds = 0;
/**
 * Sends a message that may be over the browser's 1 MB (a DevTools message, a run's output) as parts.
 * @param {object} message
 */
function sendLarge(message) {
  for (const part of toParts(message, { id: `h${++partIds}`, maxBytes: MAX_TO_BROWSER - 64 })) send(part);
}
// The extension's large messages come as parts too; a joined one is bounded like a framed one.
const joinPart = createPartsJoiner({ maxChars: 4 * MAX_FROM_BROWSER });

// A test may shorten the wait for the extension's answer; the browser never sets this.
const answerTimeoutMs = Number(process.env.WDE_BRIDGE_ANSWER_TIMEOUT_MS) || ANSWER_TIMEOUT_MS;
const relay = createRelay({ send, log, answerTimeoutMs });
// A test may ping DevTools clients more often; the browser never sets this.
const pingEveryMs = Number(process.env.WDE_BRIDGE_WS_PING_MS) || undefined;
const cdp = createCdpHub({ send: sendLarge, log, ...(pingEveryMs ? { pingEveryMs } : {}) });
const bridge = createBridgeServer({ relay, limits: createLimits(), log, cdp });
const nodeRuns = createNodeRunner({ send: sendLarge, log, address: () => bridge.address(), hub: cdp });

// Configs are applied one after the other: a port change must finish before the next config.
let configs = Promise.resolve();

/** @param {unknown} message */
function onMessage(message) {
  const type = typeof message === 'object' && message !== null ? /** @type {{ type?: unknown }} */ (message).type : '';
  if (type === 'config') {
    configs = configs.then(async () => send(await bridge.configure(message)));
  } else if (type === 'response') {
    relay.answer(message);
  } else if (type === 'ping') {
    send({ type: 'pong' });
  } else if (type === PART) {
    const joined = joinPart(/** @type {Record<string, unknown>} */ (message));
    if (joined && 'error' in joined) log('dropped a message in parts:', joined.error);
    if (joined && 'message' in joined) onMessage(joined.message);
  } else if (type === 'node-run') {
    void nodeRuns.run(/** @type {Record<string, unknown>} */ (message));
  } else if (type === 'node-cancel') {
    nodeRuns.cancel(/** @type {{ id?: unknown }} */ (message).id);
  } else if (
    typeof message === 'object' &&
    message !== null &&
    cdp.fromExtension(/** @type {Record<string, unknown>} */ (message))
  ) {
    // A DevTools session or client message, handled.
  } else {
    log('ignored a message of type', type);
  }
}

/**
 * The extension let go (or the browser closed): nothing listens any more, and the host exits.
 * @param {string} reason
 */
function shutdown(reason) {
  if (closing) return;
  closing = true;
  log('shutting down:', reason);
  relay.disconnect();
  nodeRuns.stopAll();
  cdp.closeAll(1001, 'The browser extension let go of the bridge.', { forget: true });
  bridge.close();
  process.stdin.destroy();
  // The process ends by itself once the sockets close; this only bounds a client that lingers.
  setTimeout(() => process.exit(0), 2000).unref();
}

process.stdin.on(
  'data',
  createFrameReader(onMessage, (reason) => shutdown(`unreadable input: ${reason}`)),
);
process.stdin.on('end', () => shutdown('stdin closed'));
process.stdin.on('error', () => shutdown('stdin failed'));
process.stdout.on('error', () => shutdown('stdout closed'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
log('started');
