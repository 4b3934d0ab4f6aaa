// Benchmark: a local scrape asked for by a program through the bridge (the provider's JS SDK over
// HTTP, the bridge program, native messaging, a background tab) against the same local scrape
// started from the side panel (the page loaded in a tab, then the side panel's startScrape for
// it), in the same run and the same browser, on the same fixture pages. Prints the median latency
// of each and their ratio, then requests per second with 4 clients at once for each.
// Run: npm run build && npm run bench:bridge   (prints numbers; asserts nothing)
import Firecrawl from '@mendable/firecrawl-js';
import type { Page } from 'playwright-core';
import { askBackground, storeSettings, waitForJobEnd } from '../e2e/support/background-messages';
import { allowSites, freePort, launchWithBridge, turnBridgeOn } from '../e2e/support/bridge-support';
import { startCrawlSite } from '../server/crawl-site/index';
import { median, ms } from './stats';

const ROUNDS = Number(process.env.ROUNDS ?? 15);
const CLIENTS = 4;
const PER_CLIENT = Number(process.env.PER_CLIENT ?? 5);
const PATHS = ['/docs/api/auth', '/docs/guides/install', '/docs/guides/configure', '/docs/moved', '/blog/team-offsite'];

declare const chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } };

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
    const reply = await askBackground(panel, 'startScrape', {
      engine: 'local',
      request: { url, formats: ['markdown'] },
      tabId: tabs[0]!.id,
    });
    if (!reply.ok) throw new Error(`side panel scrape refused: ${reply.error?.message}`);
    const job = await waitForJobEnd(panel, (reply.value as { jobId: string }).jobId, 60_000);
    if (job.status !== 'done') throw new Error(`side panel scrape ${job.status}`);
  };
  const throughBridge = async (url: string) => {
    const doc = await firecrawl.scrape(url, { formats: ['markdown'] });
    if (!doc.markdown) throw new Error(`bridge scrape of ${url} has no markdown`);
  };

  const tabs = await Promise.all(Array.from({ length: CLIENTS }, () => ext.context.newPage()));
  // Warm both paths once (the engine's first injection, the SDK's first connection).
  await fromPanel(urls[0]!, tabs[0]!);
  await throughBridge(urls[0]!);

  const panelTimes: number[] = [];
  const bridgeTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const url = urls[round % urls.length]!;
    // Alternating which goes first, so neither always meets a warmer cache.
    const order = round % 2 ? ['bridge', 'panel'] : ['panel', 'bridge'];
    for (const which of order) {
      const began = performance.now();
      await (which === 'panel' ? fromPanel(url, tabs[0]!) : throughBridge(url));
      (which === 'panel' ? panelTimes : bridgeTimes).push(performance.now() - began);
    }
  }

  const perSecond = async (one: (client: number, i: number) => Promise<void>) => {
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < PER_CLIENT; i++) await one(client, i);
      }),
    );
    return (CLIENTS * PER_CLIENT) / ((performance.now() - began) / 1000);
  };
  const panelRps = await perSecond((client, i) => fromPanel(urls[(client + i) % urls.length]!, tabs[client]!));
  const bridgeRps = await perSecond((client, i) => throughBridge(urls[(client + i) % urls.length]!));

  const panelMedian = median(panelTimes);
  const bridgeMedian = median(bridgeTimes);
  console.log(`Bridge scrape vs side-panel scrape, ${ROUNDS} rounds on ${urls.length} fixture pages`);
  console.log(`  side panel (load the tab, then read it): median ${ms(panelMedian)}`);
  console.log(`  bridge (JS SDK over HTTP, background tab): median ${ms(bridgeMedian)}`);
  console.log(`  ratio bridge / side panel: ${(bridgeMedian / panelMedian).toFixed(2)}x`);
  console.log(`${CLIENTS} clients at once, ${PER_CLIENT} scrapes each`);
  console.log(`  side panel: ${panelRps.toFixed(2)} scrapes/s`);
  console.log(`  bridge: ${bridgeRps.toFixed(2)} requests/s`);
  console.log(`  ratio bridge / side panel: ${(bridgeRps / panelRps).toFixed(2)}x`);
} finally {
  await browser.close();
  await site.close();
}
