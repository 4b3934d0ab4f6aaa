// Benchmark: a local crawl of 100 fixture pages (a tree of linked pages with a sitemap, each page
// answering after LATENCY_MS) against a local batch of the same 100 addresses, in the same run
// and the same browser. Prints pages per second and the peak memory of the browser with all its
// processes (sampled every 100 ms) of each, and their ratios: what finding the pages (robots.txt,
// sitemap, links of each rendered page, the frontier in IndexedDB) costs over reading a known list.
// Run: npm run build && npm run bench:crawl   (prints numbers; asserts nothing)
import type { Page } from 'playwright-core';
import { benchPaths, startCrawlSite } from '../server/crawl-site/index';
import { askBackground, storeSettings } from '../e2e/support/background-messages';
import { waitForBatchEnd } from '../e2e/support/batch-support';
import { launchExtension } from '../e2e/support/launch-extension';
import { buildForLocal } from '../e2e/support/local-support';
import { browserRssMb, peakMemory } from './browser-memory';

/** PAGES=2000 measures the largest local crawl alone (a batch holds at most 1,000 pages). */
const PAGES = Number(process.env.PAGES ?? 100);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);
const POOL = 3;

interface Run {
  seconds: number;
  peakMb: number;
  pages: number;
}

async function timed(control: Page, dir: string, start: () => Promise<unknown>): Promise<Run> {
  const stop = peakMemory(dir);
  const began = performance.now();
  const reply = (await start()) as { ok: boolean; value?: { jobId: string }; error?: { message: string } };
  if (!reply.ok) throw new Error(`refused: ${reply.error?.message}`);
  const job = await waitForBatchEnd(control, reply.value!.jobId, 900_000);
  const seconds = (performance.now() - began) / 1000;
  return { seconds, peakMb: stop(), pages: job.done };
}

const site = await startCrawlSite({ latencyMs: LATENCY_MS, pages: PAGES, crawlDelay: 0 });
const build = await buildForLocal({ debuggerGranted: false });
const ext = await launchExtension({ extensionDir: build.dir });
try {
  const control = await ext.page('options.html');
  await storeSettings(control, { engine: 'local', onboarded: true, batchConcurrency: POOL });
  const idleMb = browserRssMb(build.dir);
  const options = { formats: ['markdown'] };
  // The site answers with no-store: neither run reads the other's pages from the cache.
  const batch =
    PAGES > 1000
      ? undefined
      : await timed(control, build.dir, () =>
          askBackground(control, 'startBatch', {
            engine: 'local',
            source: 'list',
            options,
            pages: benchPaths(PAGES).map((path) => ({ url: `${site.origin}${path}` })),
          }),
        );
  const crawl = await timed(control, build.dir, () =>
    askBackground(control, 'startCrawl', {
      engine: 'local',
      crawl: { url: site.url, limit: PAGES, maxConcurrency: POOL, crawlEntireDomain: true },
      options,
    }),
  );
  if (crawl.pages !== PAGES || (batch && batch.pages !== PAGES))
    throw new Error(`read ${crawl.pages} (crawl) and ${batch?.pages} (batch) of ${PAGES} pages`);
  const rate = (r: Run) => r.pages / r.seconds;
  const line = (name: string, r: Run) =>
    `${name.padEnd(36)}${rate(r).toFixed(2).padStart(6)} pages/s   peak ${r.peakMb.toFixed(0)} MB`;
  console.log(
    `${PAGES} pages, ${LATENCY_MS} ms server latency, ${POOL} at once; browser idle at ${idleMb.toFixed(0)} MB`,
  );
  if (batch) console.log(line(`local batch of the ${PAGES} addresses`, batch));
  console.log(line('local crawl finding them', crawl));
  if (batch)
    console.log(
      `crawl / batch: ${(rate(crawl) / rate(batch)).toFixed(2)}x pages/s, ${(crawl.peakMb / batch.peakMb).toFixed(2)}x peak memory`,
    );
} finally {
  await ext.close();
  await build.remove();
  await site.close();
}
