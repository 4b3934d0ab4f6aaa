// Benchmark: a local scrape asked for by a program through the bridge (the provider's JS SDK over
// HTTP, the bridge program, native messaging, a tab of the pool of background tabs) against the
// same local scrape started from the side panel (the page loaded in a tab, then the side panel's
// startScrape for it), in the same run and the same browser, on the same fixture pages: the
// median latency of each and their ratio. Then pages per second with 4 clients at once through
// the bridge (in a process of their own, bridge-clients.mjs) against a local batch of the same
// addresses started from the side panel, with the CPU time each took a page. Both competitors'
// ends are heard as the side panel hears them (the jobs' broadcast), not by a poll. Each ratio is
// printed against issue 59's bar. CLIENTS= and PER_CLIENT= change the second part, ROUNDS= the first.
// Run: npm run build && npm run bench:bridge   (prints numbers; asserts nothing)
import Firecrawl from '@mendable/firecrawl-js';
import { execFile } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { storeSettings } from '../e2e/support/background-messages';
import { REPO_ROOT } from '../e2e/support/extension-dir';
import { allowSites, freePort, launchWithBridge, turnBridgeOn } from '../e2e/support/bridge-support';
import { startCrawlSite } from '../server/crawl-site/index';
import { browserCpuSeconds } from './browser-memory';
import { startAndWait } from './in-page-jobs';
import { median, ms } from './stats';

const run = promisify(execFile);
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const PER_CLIENT = Number(process.env.PER_CLIENT ?? 5);
const PATHS = ['/docs/api/auth', '/docs/guides/install', '/docs/guides/configure', '/docs/moved', '/blog/team-offsite'];
/** The bars of issue 59. */
const SINGLE_BAR = 1.1;
const MANY_BAR = 1.0;

declare const chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } };

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const loadAtStart = load();
const site = await startCrawlSite({ crawlDelay: 0 });
const browser = await launchWithBridge();
try {
  const { ext } = browser;
  const panel = await ext.page('sidepanel.html');
  // Before the bridge is turned on: storeSettings replaces every setting.
  await storeSettings(panel, { engine: 'local', onboarded: true });
  const bridge = await turnBridgeOn(ext, await freePort());
  // The user has allowed the site already: the benchmark measures serving, not the user's click.
  await allowSites(ext, [site.origin]);
  const firecrawl = new Firecrawl({ apiKey: bridge.token, apiUrl: bridge.apiUrl });
  const urls = PATHS.map((path) => `${site.origin}${path}`);

  /** The side panel's scrape of a page: loaded in a tab as the user has it, then read in place. */
  const fromPanel = async (url: string, tab: Page) => {
    await tab.goto(url);
    const tabs = await ext.serviceWorker.evaluate((u) => chrome.tabs.query({ url: u }), url);
    const request = { engine: 'local', request: { url, formats: ['markdown'] }, tabId: tabs[0]!.id };
    const { status } = await panel.evaluate(startAndWait, ['startScrape', request] as const);
    if (status !== 'done') throw new Error(`side panel scrape ${status}`);
  };
  const throughBridge = async (url: string) => {
    const doc = await firecrawl.scrape(url, { formats: ['markdown'] });
    if (!doc.markdown) throw new Error(`bridge scrape of ${url} has no markdown`);
  };

  const tab = await ext.context.newPage();
  // Warm both paths once (the engine's first injection, the SDK's first connection).
  await fromPanel(urls[0]!, tab);
  await throughBridge(urls[0]!);

  const panelTimes: number[] = [];
  const bridgeTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const url = urls[round % urls.length]!;
    // Alternating which goes first, so neither always meets a warmer cache.
    const order = round % 2 ? ['bridge', 'panel'] : ['panel', 'bridge'];
    for (const which of order) {
      const began = performance.now();
      await (which === 'panel' ? fromPanel(url, tab) : throughBridge(url));
      (which === 'panel' ? panelTimes : bridgeTimes).push(performance.now() - began);
    }
  }

  // The same addresses, in the same order, for both: client c's i-th request is address c + i.
  const addresses = Array.from({ length: CLIENTS * PER_CLIENT }, (_, n) => {
    const [client, i] = [Math.floor(n / PER_CLIENT), n % PER_CLIENT];
    return urls[(client + i) % urls.length]!;
  });
  // The clients run in a process of their own, as programs do (bridge-clients.mjs): in this one,
  // Playwright's events for every tab the pool loads would hold them up.
  const lists = Array.from({ length: CLIENTS }, (_, client) =>
    addresses.slice(client * PER_CLIENT, (client + 1) * PER_CLIENT),
  );
  /** Wall time and CPU time (the browser's with the bridge program, and the clients') of one run, in ms. */
  const clientsAtOnce = async () => {
    const cpuBefore = browserCpuSeconds(ext.userDataDir);
    const { stdout } = await run(process.execPath, [
      path.join(REPO_ROOT, 'test/bench/bridge-clients.mjs'),
      JSON.stringify({ apiUrl: bridge.apiUrl, token: bridge.token, lists }),
    ]);
    const clients = JSON.parse(stdout) as { ms: number; cpuMs: number };
    return { ms: clients.ms, cpuMs: (browserCpuSeconds(ext.userDataDir) - cpuBefore) * 1000 + clients.cpuMs };
  };
  /** Wall time and the browser's CPU time of one run, in ms. */
  const localBatch = async () => {
    const cpuBefore = browserCpuSeconds(ext.userDataDir);
    const began = performance.now();
    const batch = {
      engine: 'local',
      source: 'list',
      options: { formats: ['markdown'] },
      pages: addresses.map((url) => ({ url })),
    };
    const { status, done } = await panel.evaluate(startAndWait, ['startBatch', batch] as const);
    if (status !== 'done' || done !== addresses.length) throw new Error(`local batch ${status}, ${done} pages read`);
    return { ms: performance.now() - began, cpuMs: (browserCpuSeconds(ext.userDataDir) - cpuBefore) * 1000 };
  };
  // The pool opens its tabs once, untimed: the first run would otherwise pay for starting them.
  await Promise.all(urls.slice(0, CLIENTS).map(throughBridge));
  // Twice each, in the order batch, bridge, bridge, batch: load that drifts falls on both alike.
  const batchRuns = [await localBatch()];
  const bridgeRuns = [await clientsAtOnce(), await clientsAtOnce()];
  batchRuns.push(await localBatch());
  const total = (runs: { ms: number; cpuMs: number }[], key: 'ms' | 'cpuMs') =>
    runs.reduce((sum, r) => sum + r[key], 0);
  const pagesPerSecond = (runs: { ms: number; cpuMs: number }[]) =>
    (runs.length * addresses.length) / (total(runs, 'ms') / 1000);
  const cpuPerPage = (runs: { ms: number; cpuMs: number }[]) => total(runs, 'cpuMs') / (runs.length * addresses.length);

  const single = median(bridgeTimes) / median(panelTimes);
  const many = pagesPerSecond(bridgeRuns) / pagesPerSecond(batchRuns);
  const verdict = (ok: boolean) => (ok ? 'within the bar' : 'MISSES the bar');
  console.log(
    `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end, on ${cpus().length} cores`,
  );
  console.log(`Bridge scrape vs side-panel scrape, ${ROUNDS} rounds on ${urls.length} fixture pages`);
  console.log(`  side panel (load the tab, then read it): median ${ms(median(panelTimes))}`);
  console.log(`  bridge (JS SDK over HTTP, pool tab): median ${ms(median(bridgeTimes))}`);
  console.log(
    `  ratio bridge / side panel: ${single.toFixed(2)}x (bar: at most ${SINGLE_BAR}x, ${verdict(single <= SINGLE_BAR)})`,
  );
  console.log(
    `${CLIENTS} clients at once (${PER_CLIENT} scrapes each) vs a local batch of the same ${addresses.length} addresses, twice each`,
  );
  console.log(
    `  local batch: ${pagesPerSecond(batchRuns).toFixed(2)} pages/s, CPU ${cpuPerPage(batchRuns).toFixed(0)} ms a page (the browser's)`,
  );
  console.log(
    `  bridge: ${pagesPerSecond(bridgeRuns).toFixed(2)} pages/s, CPU ${cpuPerPage(bridgeRuns).toFixed(0)} ms a page (the browser's, the bridge program's and the clients')`,
  );
  console.log(
    `  ratio bridge / local batch: ${many.toFixed(2)}x (bar: at least ${MANY_BAR}x, ${verdict(many >= MANY_BAR)})`,
  );
} finally {
  await browser.close();
  await site.close();
}
