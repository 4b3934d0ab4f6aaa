// Benchmark: 50 pages not open in the browser, scraped by the local engine's batch through its
// pool of background tabs (3, the default), against the same 50 pages scraped one after another
// (a pool of 1: each page loaded, read and closed before the next) in the same run. Prints pages
// per second and the peak memory (resident set of the browser and all its processes, sampled
// every 100 ms) of each. Pages answer after LATENCY_MS, as a web server some way off would.
// Run: npm run build && npm run bench:batch   (prints numbers; asserts nothing)
import type { Page } from 'playwright-core';
import { startFixtureSite, type FixturePage } from '../server/fixture-site';
import { askBackground, storeSettings } from '../e2e/support/background-messages';
import { waitForBatchEnd } from '../e2e/support/batch-support';
import { launchExtension } from '../e2e/support/launch-extension';
import { buildForLocal } from '../e2e/support/local-support';
import { browserRssMb } from './browser-memory';

const PAGES = 50;
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);
const POOL = Number(process.env.POOL ?? 3);

const para = (n: number, i: number) =>
  `<p>Paragraph ${i} of page ${n}: tide pools are small, harsh and crowded, and the animals in them survive heat, rain and waves.</p>`;
const article = (
  n: number,
) => `<!doctype html><html lang="en"><head><title>Page ${n}</title><meta name="description" content="Page ${n}"></head>
<body><header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header><main><article><h1>Page ${n}</h1>
${Array.from({ length: 40 }, (_, i) => para(n, i)).join('\n')}</article></main><footer>Footer</footer></body></html>`;

async function run(
  control: Page,
  dir: string,
  urls: string[],
  pool: number,
): Promise<{ seconds: number; peakMb: number }> {
  await storeSettings(control, { engine: 'local', onboarded: true, batchConcurrency: pool });
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, browserRssMb(dir))), 100);
  const start = performance.now();
  const reply = await askBackground(control, 'startBatch', {
    engine: 'local',
    source: 'list',
    options: { formats: ['markdown'] },
    pages: urls.map((url) => ({ url })),
  });
  if (!reply.ok) throw new Error(`startBatch refused: ${reply.error?.message}`);
  const batch = await waitForBatchEnd(control, (reply.value as { jobId: string }).jobId, 600_000);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  if (batch.done !== urls.length) throw new Error(`only ${batch.done} of ${urls.length} pages were scraped`);
  return { seconds, peakMb };
}

const pages: Record<string, FixturePage> = {};
for (let n = 0; n < PAGES * 2; n++) pages[`/p/${n}`] = { body: article(n), delayMs: LATENCY_MS };
const site = await startFixtureSite(pages);
const build = await buildForLocal({ debuggerGranted: false });
const ext = await launchExtension({ extensionDir: build.dir });
try {
  const control = await ext.page('options.html');
  const idleMb = browserRssMb(build.dir);
  // Different pages for each run, so neither reads the other's cache; the one-by-one run goes first.
  const sequential = await run(
    control,
    build.dir,
    Array.from({ length: PAGES }, (_, n) => `${site.url}/p/${n}`),
    1,
  );
  const pooled = await run(
    control,
    build.dir,
    Array.from({ length: PAGES }, (_, n) => `${site.url}/p/${n + PAGES}`),
    POOL,
  );
  const rate = (r: { seconds: number }) => PAGES / r.seconds;
  console.log(
    `Local batch of ${PAGES} pages (${LATENCY_MS} ms server latency), browser idle at ${idleMb.toFixed(0)} MB`,
  );
  console.log(
    `one after another (pool of 1)   ${rate(sequential).toFixed(2).padStart(6)} pages/s   peak ${sequential.peakMb.toFixed(0)} MB`,
  );
  console.log(
    `pool of ${POOL} background tabs       ${rate(pooled).toFixed(2).padStart(6)} pages/s   peak ${pooled.peakMb.toFixed(0)} MB`,
  );
  console.log(
    `pool / one after another: ${(rate(pooled) / rate(sequential)).toFixed(2)}x pages/s, ${(pooled.peakMb / sequential.peakMb).toFixed(2)}x peak memory`,
  );
} finally {
  await ext.close();
  await build.remove();
  await site.close();
}
