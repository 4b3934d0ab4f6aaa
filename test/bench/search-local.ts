// Benchmark: a search in the browser's own engine (the profile's default, a fixture engine) of 10
// results read with their markdown, as one job (the results pages read and followed, then the
// results read through the pool of background tabs), against the same 10 addresses scraped as 10
// separate jobs one after another, in the same run. Rounds alternate; prints the medians and their
// ratio. Every answer waits LATENCY_MS, as a server some way off would; pages are never cached.
// Run: npm run build && npm run bench:search   (prints numbers; asserts nothing)
import type { Page } from 'playwright-core';
import { startSearchEngines } from '../server/search-engines/index';
import { askBackground, storeSettings } from '../e2e/support/background-messages';
import { waitForBatchEnd } from '../e2e/support/batch-support';
import { launchForSearch } from '../e2e/support/search-support';
import { median } from './stats';

const RESULTS = 10;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);

async function jobOf(control: Page, type: string, data: unknown): Promise<void> {
  const reply = await askBackground(control, type, data);
  if (!reply.ok) throw new Error(`${type} refused: ${reply.error?.message}`);
  const job = await waitForBatchEnd(control, (reply.value as { jobId: string }).jobId, 600_000);
  if (job.status !== 'done' || job.failed) throw new Error(`${type} ended ${job.status} (${job.failed} failed)`);
}

const engines = await startSearchEngines({ latencyMs: LATENCY_MS });
const browser = await launchForSearch({ name: 'Fixture Direct', template: engines.browserTemplate('direct') });
try {
  const control = await browser.ext.page('options.html');
  await storeSettings(control, { engine: 'local', onboarded: true });
  const options = { formats: ['markdown'] };
  const search = async () => {
    const started = performance.now();
    await jobOf(control, 'startSearch', {
      engine: 'local',
      search: { query: 'lakes', limit: RESULTS, scrape: true },
      options,
    });
    return performance.now() - started;
  };
  // The addresses the search finds, read once to know them (not timed).
  await search();
  const addresses = [...new Set(engines.siteHits.filter((p) => p.startsWith('/r/')))].map(
    (p) => `${engines.siteOrigin}${p}`,
  );
  if (addresses.length !== RESULTS) throw new Error(`the search read ${addresses.length} pages, not ${RESULTS}`);
  const separate = async () => {
    const started = performance.now();
    for (const url of addresses)
      await jobOf(control, 'startBatch', { engine: 'local', source: 'list', options, pages: [{ url }] });
    return performance.now() - started;
  };
  const searched: number[] = [];
  const scraped: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    scraped.push(await separate());
    searched.push(await search());
  }
  const s = median(searched) / 1000;
  const p = median(scraped) / 1000;
  console.log(
    `Local search of ${RESULTS} results with their markdown (${LATENCY_MS} ms latency), median of ${ROUNDS} rounds`,
  );
  console.log(`one search, its results read through the pool   ${s.toFixed(2).padStart(6)} s`);
  console.log(`${RESULTS} separate scrapes of the same addresses   ${p.toFixed(2).padStart(6)} s`);
  console.log(`ratio (search / separate scrapes)               ${(s / p).toFixed(2).padStart(6)}`);
} finally {
  await browser.close();
  await engines.close();
}
