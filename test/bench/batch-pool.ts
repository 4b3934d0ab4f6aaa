// Benchmark: 50 pages not open in the browser, scraped by the local engine's batch through the
// pool of background tabs (3, the default), against 50 other pages of the site scraped one after
// another (a pool of 1: each page loaded and read before the next, in the one tab) in the same
// run. Prints pages per second, the peak memory (resident set of the browser and all its
// processes, sampled every 100 ms) and the browser's CPU time per page of each, and the ratios
// against issue 59's bars. Pages answer after LATENCY_MS, as a web server some way off would.
// The browser is driven through the extension's own page only (unwatched-chromium.ts), so its
// background tabs are hidden as in a user's browser; HARNESS=playwright runs it under Playwright
// instead, which draws every tab as if in front.
// Run: npm run build && npm run bench:batch   (prints numbers; asserts nothing)
import { cpus, loadavg } from 'node:os';
import { startFixtureSite, type FixturePage } from '../server/fixture-site';
import { launchExtension } from '../e2e/support/launch-extension';
import { buildForLocal } from '../e2e/support/local-support';
import { browserCpuSeconds, browserRssMb } from './browser-memory';
import { startAndWait, storeSettingsInPage } from './in-page-jobs';
import { launchUnwatched } from './unwatched-chromium';

/** An extension page to run code in: Playwright's or puppeteer's, which evaluate alike. */
interface Control {
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

const PAGES = 50;
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);
const POOL = Number(process.env.POOL ?? 3);
/** The bars of issue 59: at least this many times the pages per second, at most this much memory. */
const SPEED_BAR = 2;
const MEMORY_BAR = 1.3;

const para = (n: number, i: number) =>
  `<p>Paragraph ${i} of page ${n}: tide pools are small, harsh and crowded, and the animals in them survive heat, rain and waves.</p>`;
const article = (
  n: number,
) => `<!doctype html><html lang="en"><head><title>Page ${n}</title><meta name="description" content="Page ${n}"></head>
<body><header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header><main><article><h1>Page ${n}</h1>
${Array.from({ length: 40 }, (_, i) => para(n, i)).join('\n')}</article></main><footer>Footer</footer></body></html>`;

async function run(
  control: Control,
  dir: string,
  urls: string[],
  pool: number,
): Promise<{ seconds: number; peakMb: number; cpuSeconds: number }> {
  await control.evaluate(storeSettingsInPage, { engine: 'local', onboarded: true, batchConcurrency: pool });
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, browserRssMb(dir))), 100);
  const cpuBefore = browserCpuSeconds(dir);
  const start = performance.now();
  const batch = {
    engine: 'local',
    source: 'list',
    options: { formats: ['markdown'] },
    pages: urls.map((url) => ({ url })),
  };
  const ended = await control.evaluate(startAndWait, ['startBatch', batch] as const);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const cpuSeconds = browserCpuSeconds(dir) - cpuBefore;
  if (ended.done !== urls.length) throw new Error(`only ${ended.done} of ${urls.length} pages were scraped`);
  return { seconds, peakMb, cpuSeconds };
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const loadAtStart = load();
const pages: Record<string, FixturePage> = {};
for (let n = 0; n < PAGES * 2; n++) pages[`/p/${n}`] = { body: article(n), delayMs: LATENCY_MS };
const site = await startFixtureSite(pages);
const build = await buildForLocal({ debuggerGranted: false });
const underPlaywright = process.env.HARNESS === 'playwright';
const browser = underPlaywright
  ? await launchExtension({ extensionDir: build.dir }).then(async (ext) => {
      const page = await ext.page('options.html');
      return { control: page as unknown as Control, close: () => ext.close() };
    })
  : await launchUnwatched(build.dir).then((b) => ({
      control: b.control as unknown as Control,
      close: () => b.close(),
    }));
try {
  const { control } = browser;
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
  const cpuMs = (r: { cpuSeconds: number }) => ((r.cpuSeconds * 1000) / PAGES).toFixed(0);
  const speed = rate(pooled) / rate(sequential);
  const memory = pooled.peakMb / sequential.peakMb;
  const verdict = (ok: boolean) => (ok ? 'within the bar' : 'MISSES the bar');
  console.log(
    `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end, on ${cpus().length} cores`,
  );
  console.log(
    `Local batch of ${PAGES} pages (${LATENCY_MS} ms server latency), ${underPlaywright ? 'under Playwright (every tab drawn)' : "background tabs hidden as in a user's browser"}, browser idle at ${idleMb.toFixed(0)} MB`,
  );
  console.log(
    `one after another (pool of 1)   ${rate(sequential).toFixed(2).padStart(6)} pages/s   peak ${sequential.peakMb.toFixed(0)} MB   browser CPU ${cpuMs(sequential)} ms a page`,
  );
  console.log(
    `pool of ${POOL} background tabs       ${rate(pooled).toFixed(2).padStart(6)} pages/s   peak ${pooled.peakMb.toFixed(0)} MB   browser CPU ${cpuMs(pooled)} ms a page`,
  );
  console.log(
    `pool / one after another: ${speed.toFixed(2)}x pages/s (bar: at least ${SPEED_BAR}x, ${verdict(speed >= SPEED_BAR)}), ${memory.toFixed(2)}x peak memory (bar: at most ${MEMORY_BAR}x, ${verdict(memory <= MEMORY_BAR)})`,
  );
} finally {
  await browser.close();
  await build.remove();
  await site.close();
}
