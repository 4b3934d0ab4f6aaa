// One run of a program's `node` code (node-runner.mjs starts this file in a child process, one per
// run): connects Playwright to the session's tab over the bridge's own DevTools relay, sets the
// globals `page`, `context` and `browser` as the provider's interact does, runs the code as an
// ES module (top-level await, `console.log` to stdout), lets go of the tab and exits: 0 when the
// code finished, 1 when it threw (its error on stderr), or the code's own process.exit().
// stdin brings {endpoint, modulePath, playwrightPath, connectTimeoutMs} as JSON; a line on fd 3
// tells the host the code starts now (its timeout counts from there, not from loading Playwright).
import { closeSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';

/** @returns {Promise<string>} */
function readStdin() {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', reject);
  });
}

const { endpoint, modulePath, playwrightPath, connectTimeoutMs } = JSON.parse(await readStdin());
/** @type {typeof import('playwright-core')} */
const playwright = createRequire(import.meta.url)(playwrightPath);

let browser;
try {
  browser = await playwright.chromium.connectOverCDP(endpoint, { timeout: connectTimeoutMs });
} catch (error) {
  process.stderr.write(`Playwright could not connect to the session's tab: ${format(error)}\n`);
  process.exit(1);
}
const context = browser.contexts()[0];
const page = context?.pages()[0];
if (!context || !page) {
  process.stderr.write("Playwright connected, but the session's tab was not there.\n");
  process.exit(1);
}
Object.assign(globalThis, { page, context, browser });
writeSync(3, 'started\n');
// Closed before the code runs, so nothing it starts holds the host's pipe.
closeSync(3);

let exitCode = 0;
try {
  await import(pathToFileURL(modulePath).href);
} catch (error) {
  process.stderr.write(`${format(error)}\n`);
  exitCode = 1;
}
// On a DevTools connection close() only lets go: the tab stays open, the session goes on.
await browser.close().catch(() => {});
process.exit(exitCode);
