// Runs a program's `node` code for an interact session (docs/interact.md, "node and cdpUrl"): a
// child `node` (the one running the host) with Playwright's `page` connected to the session's tab
// through this host's own DevTools address, its stdout and stderr kept, killed with every process
// it started when its time is up. The answer has the provider's fields.
//   extension → host  {type:'node-run', id, session, code, timeoutSeconds}
//                     {type:'node-cancel', id}
//   host → extension  {type:'node-result', id, stdout, stderr, exitCode, killed}
//                     {type:'node-result', id, code, error}   refused before it ran
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_ID, sessionSocketUrl } from './cdp-paths.mjs';
import { MAX_CODE_CHARS, MAX_TIMEOUT_SECONDS } from './node-limits.mjs';

const CHILD = fileURLToPath(new URL('./node-child.mjs', import.meta.url));
/** The repository's folder: the host runs from bridge-host/ inside it. */
const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
/** Loading Playwright and connecting it, before the code's own time starts, may take this long. */
const SETUP_TIMEOUT_MS = 60_000;
/** Each of stdout and stderr is kept up to this many bytes; the rest is dropped, and said so. */
export const MAX_OUTPUT_BYTES = 10 * 1024 * 1024;

/**
 * Where playwright-core is, looked for from bridge-host/ as Node resolves it (the repository's
 * node_modules), or undefined when it is not installed.
 * @param {string} [from] a file to resolve from (tests point it elsewhere)
 */
export function findPlaywright(from = import.meta.url) {
  try {
    return createRequire(from).resolve('playwright-core');
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ id: string, session: string, code: string, timeoutSeconds: number }} NodeRun
 * @typedef {{ stdout: string, stderr: string, exitCode: number, killed: boolean }} NodeOutcome
 */

/**
 * @param {Record<string, unknown>} message
 * @returns {{ ok: true, run: NodeRun } | { ok: false, id?: string, code: string, error: string }}
 */
export function readNodeRun(message) {
  const { id, session, code, timeoutSeconds } = message;
  if (typeof id !== 'string' || id === '') return { ok: false, code: 'BAD_REQUEST', error: 'A node run needs an id.' };
  if (typeof session !== 'string' || !SESSION_ID.test(session)) {
    return { ok: false, id, code: 'BAD_REQUEST', error: 'A node run needs the id of its interact session.' };
  }
  if (typeof code !== 'string' || code.length === 0 || code.length > MAX_CODE_CHARS) {
    return { ok: false, id, code: 'BAD_REQUEST', error: `The code must be 1 to ${MAX_CODE_CHARS} characters.` };
  }
  if (
    typeof timeoutSeconds !== 'number' ||
    !Number.isInteger(timeoutSeconds) ||
    timeoutSeconds < 1 ||
    timeoutSeconds > MAX_TIMEOUT_SECONDS
  ) {
    return { ok: false, id, code: 'BAD_REQUEST', error: `The timeout must be 1 to ${MAX_TIMEOUT_SECONDS} seconds.` };
  }
  return { ok: true, run: { id, session, code, timeoutSeconds } };
}

/**
 * Keeps a stream's first `max` bytes, and how many more there were.
 * @param {number} max
 */
function collector(max) {
  /** @type {Buffer[]} */
  const kept = [];
  let size = 0;
  let dropped = 0;
  return {
    /** @param {Buffer} chunk */
    add(chunk) {
      const room = max - size;
      if (room > 0) kept.push(room >= chunk.length ? chunk : chunk.subarray(0, room));
      size += Math.min(room > 0 ? room : 0, chunk.length);
      dropped += Math.max(0, chunk.length - Math.max(room, 0));
    },
    text() {
      const text = Buffer.concat(kept).toString('utf8');
      return dropped > 0
        ? `${text}\n[${dropped} more bytes not kept: the bridge keeps ${max} bytes of each stream]`
        : text;
    },
  };
}

/**
 * Ends the process and everything it started: the child leads its own process group (POSIX).
 * @param {import('node:child_process').ChildProcess} child
 */
function killTree(child) {
  if (child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill('SIGKILL');
    else process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * @param {{
 *   send: (message: object) => void,
 *   log: (...args: unknown[]) => void,
 *   address: () => { port: number, token: string } | undefined,
 *   hub: Pick<import('./cdp-hub.mjs').CdpHub, 'has' | 'busy' | 'endedSince' | 'idle'>,
 *   playwrightPath?: () => string | undefined,
 * }} options
 */
export function createNodeRunner({ send, log, address, hub, playwrightPath = findPlaywright }) {
  /** @type {Map<string, { cancel: () => void }>} */
  const running = new Map();

  /**
   * @param {string} id
   * @param {string} code
   * @param {string} error
   */
  function refuse(id, code, error) {
    send({ type: 'node-result', id, code, error });
  }

  /**
   * @param {NodeRun} run
   * @param {{ port: number, token: string }} listening
   * @param {string} playwright
   * @returns {Promise<NodeOutcome>}
   */
  async function execute(run, listening, playwright) {
    const folder = await mkdtemp(path.join(tmpdir(), 'wde-node-'));
    const modulePath = path.join(folder, 'interact.mjs');
    await writeFile(modulePath, run.code, 'utf8');
    const startedAt = Date.now();
    const child = spawn(process.execPath, [CHILD], {
      cwd: folder,
      // Its own process group, so a timeout ends whatever the code started too.
      detached: process.platform !== 'win32',
      // fd 3: the child's word that the code starts (node-child.mjs).
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, WDE_BRIDGE_DEBUG: '' },
      windowsHide: true,
    });
    const stdout = collector(MAX_OUTPUT_BYTES);
    const stderr = collector(MAX_OUTPUT_BYTES);
    child.stdout.on('data', (chunk) => stdout.add(chunk));
    child.stderr.on('data', (chunk) => stderr.add(chunk));
    child.stdin.on('error', () => {});
    child.stdin.end(
      JSON.stringify({
        endpoint: sessionSocketUrl(`127.0.0.1:${listening.port}`, listening.token, run.session),
        modulePath,
        playwrightPath: playwright,
        connectTimeoutMs: SETUP_TIMEOUT_MS / 2,
      }),
    );
    /** Why the run was killed, in words for its stderr; undefined while it was not. */
    /** @type {string | undefined} */
    let killedWhy;
    const kill = (/** @type {string} */ why) => {
      killedWhy ??= why;
      killTree(child);
    };
    let timer = setTimeout(() => {
      log('node run could not start in time', run.id);
      kill(`Killed: Playwright did not connect to the tab within ${SETUP_TIMEOUT_MS / 1000} seconds.`);
    }, SETUP_TIMEOUT_MS);
    // The code's own time counts from its start, as the provider's does in a browser already there.
    const started = /** @type {import('node:stream').Readable} */ (child.stdio[3]);
    started.on('error', () => {});
    started.once('data', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        log('node run timed out', run.id);
        kill(`Killed: the code ran past its timeout of ${run.timeoutSeconds} seconds.`);
      }, run.timeoutSeconds * 1000);
    });
    running.set(run.id, { cancel: () => kill('Killed: the run was cancelled.') });
    try {
      const exit = await new Promise((resolve) => {
        child.on('error', (error) => resolve({ code: 1, signal: null, error }));
        child.on('exit', (code, signal) => {
          // Whatever the code left running (a server, a detached child) ends with it.
          killTree(child);
          resolve({ code, signal });
        });
      });
      // stdio closes once every process holding it has gone.
      await new Promise((resolve) => (child.stdout.closed ? resolve(undefined) : child.stdout.on('close', resolve)));
      await new Promise((resolve) => (child.stderr.closed ? resolve(undefined) : child.stderr.on('close', resolve)));
      const { code, signal, error } =
        /** @type {{ code: number | null, signal: NodeJS.Signals | null, error?: Error }} */ (exit);
      if (error) stderr.add(Buffer.from(`The bridge could not start node: ${error.message}\n`));
      // Its connection is let go before the answer, so the next run finds the session free.
      await hub.idle(run.session, 5000);
      const ended = hub.endedSince(run.session, startedAt);
      if (ended) stderr.add(Buffer.from(`\n${ended}\n`));
      if (killedWhy) stderr.add(Buffer.from(`\n${killedWhy}\n`));
      // A signal's death reads as a shell reports it: 128 + the signal's number (137 for SIGKILL).
      const exitCode = code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1);
      return { stdout: stdout.text(), stderr: stderr.text(), exitCode, killed: killedWhy !== undefined };
    } finally {
      clearTimeout(timer);
      running.delete(run.id);
      await rm(folder, { recursive: true, force: true }).catch(() => {});
    }
  }

  return {
    /** @param {Record<string, unknown>} message a `node-run` message */
    async run(message) {
      const read = readNodeRun(message);
      if (!read.ok) return read.id ? refuse(read.id, read.code, read.error) : log('unusable node-run:', read.error);
      const { run } = read;
      if (running.has(run.id)) return log('a node run id came twice', run.id);
      const listening = address();
      if (!listening) {
        return refuse(
          run.id,
          'INTERACT_BRIDGE_NOT_LISTENING',
          'The bridge is not listening, so node cannot reach the tab: turn the bridge on.',
        );
      }
      if (!hub.has(run.session)) {
        return refuse(
          run.id,
          'INTERACT_SESSION_NOT_FOUND',
          `No interact session ${run.session} is open in the browser.`,
        );
      }
      if (hub.busy(run.session)) {
        return refuse(
          run.id,
          'INTERACT_CDP_BUSY',
          'Another program is connected to this session over its cdpUrl: one connection at a time. Close it, then run the code again.',
        );
      }
      const playwright = playwrightPath();
      if (!playwright) {
        return refuse(
          run.id,
          'INTERACT_NODE_PLAYWRIGHT_MISSING',
          `Running node code needs playwright-core beside the bridge program: run "npm install" in ${REPOSITORY}, then try again.`,
        );
      }
      log('node run', run.id, 'for', run.session);
      let outcome;
      try {
        outcome = await execute(run, listening, playwright);
      } catch (error) {
        log('node run failed', error);
        return refuse(
          run.id,
          'INTERACT_NODE_FAILED',
          `The bridge could not run node: ${/** @type {Error} */ (error).message}`,
        );
      }
      send({ type: 'node-result', id: run.id, ...outcome });
    },

    /** @param {unknown} id */
    cancel(id) {
      if (typeof id === 'string') running.get(id)?.cancel();
    },

    /** The host is closing: no run outlives it. */
    stopAll() {
      for (const entry of running.values()) entry.cancel();
    },
  };
}
