// Benchmark: how many requests the provider's JS SDK, unchanged, sends the bridge to wait for a
// 12-page batch scrape (batchScrape) and a 40-page crawl (crawl), with its default poll interval,
// counted by a pass-through proxy in front of the bridge (so the host's own 429s count too).
// Prints, for each: the requests, the status reads, the 429 answers, the reads per second while
// it waited, and how the SDK call ended. Issue 59 compares these before and after.
// Run: npm run build && npm run bench:bridge-requests   (prints numbers; asserts nothing)
import Firecrawl from '@mendable/firecrawl-js';
import { allowSites, freePort, launchWithBridge, turnBridgeOn } from '../e2e/support/bridge-support';
import { startRecordingProxy, type RecordedRequest } from '../e2e/support/recording-proxy';
import { benchPaths, startCrawlSite } from '../server/crawl-site/index';

const BATCH_PAGES = 12;
const CRAWL_PAGES = 40;

// Each answer takes 150 ms, as in bench:batch and bench:crawl: a site that is not on this computer.
const site = await startCrawlSite({ crawlDelay: 0, pages: CRAWL_PAGES, latencyMs: 150 });
const browser = await launchWithBridge();
try {
  const bridge = await turnBridgeOn(browser.ext, await freePort());
  await allowSites(browser.ext, [site.origin]);
  const proxy = await startRecordingProxy(bridge.apiUrl);
  const firecrawl = new Firecrawl({ apiKey: bridge.token, apiUrl: proxy.url });

  const measure = async (name: string, run: () => Promise<{ status: string; data: unknown[] }>) => {
    const from = proxy.requests.length;
    const started = performance.now();
    let outcome: string;
    try {
      const job = await run();
      outcome = `${job.status}, ${job.data.length} documents`;
    } catch (error) {
      outcome = `threw: ${error instanceof Error ? error.message : String(error)}`;
    }
    const seconds = (performance.now() - started) / 1000;
    const sent: RecordedRequest[] = proxy.requests.slice(from);
    const reads = sent.filter((r) => r.method === 'GET');
    const limited = sent.filter((r) => r.status === 429).length;
    console.log(
      `${name}: ${sent.length} requests (${reads.length} status reads, ${limited} answered 429) in ${seconds.toFixed(1)} s, ` +
        `${(reads.length / seconds).toFixed(2)} status reads a second; ${outcome}`,
    );
  };

  const urls = benchPaths(BATCH_PAGES).map((path) => `${site.origin}${path}`);
  await measure(`batchScrape of ${BATCH_PAGES} pages`, () =>
    firecrawl.batchScrape(urls, { options: { formats: ['markdown'] } }),
  );
  await measure(`crawl of ${CRAWL_PAGES} pages`, () =>
    firecrawl.crawl(site.url, {
      limit: CRAWL_PAGES,
      crawlEntireDomain: true,
      scrapeOptions: { formats: ['markdown'] },
    }),
  );
  await proxy.close();
} finally {
  await browser.close();
  await site.close();
}
