// Benchmark: a page's first scrape in the tab, as the extension does it, against MarkDownload's way
// (Readability.js + Turndown + GFM injected as a content script), in the same run and browser. Each
// is injected by an extension with chrome.scripting.executeScript({ files }) into a freshly loaded
// page of a corpus (../shared/bench, as the article benchmark serves them), then called once and
// once more. Ours is the built `extract.js` given an extract command (markdown,
// main content only); theirs is the article benchmark's Readability + Turndown pipeline. The two
// run on their own load of each page, in rotating order. Prints medians per page, in ms of the
// tab's time: the injection (its executeScript, less that of an empty function), the first call,
// their sum (what the user waits for in the tab) with its ratio to MarkDownload's, and a second call. A row for ours
// injected when the popup opened (warm-tab.ts) counts the first call alone as the wait: the injection
// came while the user read the popup.
// Run: npm run build && npm run bench:first-scrape -- [--corpus=news|modern|wcxb] [--pages=40]
// [--against=<another build's directory>] (with tsx: it uses the e2e tests' TypeScript helpers).
// --against adds that build's extract script to the same run, each pipeline on its own load in
// rotating order: a change is measured against what it changes, not against another run's noise.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumArgs, CHROMIUM_PATH } from '../e2e/support/launch-extension.ts';
import { REPO_ROOT, resolveExtensionDir } from '../e2e/support/extension-dir.ts';
import { benchArgs, corpusSample } from './articles/bench-args.mjs';
import { openSettled } from './articles/browser.mjs';
import { browserBundles, PIPELINES } from './articles/pipelines.mjs';
import { median } from './articles/report.mjs';

const args = benchArgs();
const sample = await corpusSample(args.corpus ?? 'news', REPO_ROOT, Number(args.pages ?? 40));

/**
 * The pipelines: ours, ours injected when the popup opened (warm-tab.ts: the click then waits for
 * the call alone), another build's (--against), MarkDownload's.
 */
const pipelines = ['ours', 'warmed', 'practiced', ...(args.against ? ['against'] : []), 'theirs'];
/** How long the popup is open before the click, for the warmed pipeline: the injection is over by then. */
const POPUP_READ_MS = Number(args['read-ms'] ?? 400);

/** A one-off extension holding every pipeline's script, so all are injected the same way. */
async function harness() {
  const dir = await mkdtemp(path.join(tmpdir(), 'wde-first-scrape-'));
  await copyFile(path.join(resolveExtensionDir(), 'extract.js'), path.join(dir, 'ours.js'));
  if (args.against)
    await copyFile(path.join(resolveExtensionDir(args.against), 'extract.js'), path.join(dir, 'against.js'));
  const readability = PIPELINES.find((p) => p.name === 'readability');
  const [theirs] = await browserBundles(build, REPO_ROOT, [readability]);
  await writeFile(path.join(dir, 'theirs.js'), theirs);
  await writeFile(path.join(dir, 'worker.js'), 'self.ready = true;\n');
  await writeFile(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name: 'first-scrape bench',
      version: '1',
      permissions: ['scripting', 'tabs'],
      host_permissions: ['<all_urls>'],
      background: { service_worker: 'worker.js' },
    }),
  );
  return dir;
}

const dir = await harness();
const context = await chromium.launchPersistentContext('', {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: chromiumArgs(dir),
});
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const times = Object.fromEntries(pipelines.map((p) => [p, []]));
const failed = [];

for (const [n, { id, url, html: readHtml }] of sample.pages.entries()) {
  const html = readHtml();
  for (const pipeline of pipelines.map((_, k) => pipelines[(k + n) % pipelines.length])) {
    // Layout settled, as in the article benchmark: neither pays for the page's first layout.
    const page = await openSettled(context, url, html);
    const timing = await worker
      .evaluate(measureInWorker, { url: page.url(), pipeline, readMs: POPUP_READ_MS })
      .catch((error) => error.message);
    if (typeof timing === 'string') failed.push(`${id} ${pipeline}: ${timing.split('\n')[0]}`);
    else times[pipeline].push(timing);
    await page.close();
  }
  if (process.stderr.isTTY) process.stderr.write(`\r${n + 1}/${sample.pages.length} pages`);
}
if (process.stderr.isTTY) process.stderr.write('\n');
await context.close();
await rm(dir, { recursive: true, force: true });

/** Runs in the harness's worker: injects the pipeline's file into the page's tab and calls it twice. */
async function measureInWorker({ url, pipeline, readMs }) {
  const tab = (await chrome.tabs.query({})).find((t) => t.url === url);
  const target = { tabId: tab.id };
  let t0 = performance.now();
  await chrome.scripting.executeScript({ target, func: () => 0 });
  const empty = performance.now() - t0;
  t0 = performance.now();
  const warmed = pipeline === 'warmed' || pipeline === 'practiced';
  await chrome.scripting.executeScript({ target, files: [`${warmed ? 'ours' : pipeline}.js`] });
  const inject = performance.now() - t0 - empty;
  let practice = 0;
  if (pipeline === 'practiced') {
    t0 = performance.now();
    await chrome.scripting.executeScript({ target, func: () => globalThis.__webDataExtractor.practice() });
    practice = performance.now() - t0 - empty;
  }
  if (warmed) await new Promise((done) => setTimeout(done, readMs));
  const [frame] = await chrome.scripting.executeScript({
    target,
    args: [pipeline],
    func: async (which) => {
      const global = globalThis;
      const command = {
        op: 'extract',
        request: {
          url: location.href,
          onlyMainContent: true,
          removeBase64Images: true,
          formats: { markdown: true, html: false, links: false, rawHtml: false },
        },
      };
      const call = async () => {
        const t = performance.now();
        // A build before the page scripts were split left one function; since, an object of parts.
        const extractor = global.__webDataExtractor;
        const answer =
          which === 'theirs'
            ? { ok: typeof global.__benchReadability(document, location.href) === 'string' }
            : await (typeof extractor === 'function' ? extractor(command) : extractor.extract(command));
        if (!answer.ok) throw new Error(answer.error ?? 'no answer');
        return performance.now() - t;
      };
      return [await call(), await call()];
    },
  });
  const [first, second] = frame.result;
  // Warmed, the injection came while the popup was read: what the click waits for is the call.
  return { inject, practice, first, second, wait: warmed ? first : inject + first };
}

/** A median, in ms, right-aligned in a column `width` wide. */
const cell = (values, width) => median(values).toFixed(1).padStart(width);
const row = (label, t, anchor) => {
  const together = t.map((x) => x.wait);
  const ratio = `${(median(together) / anchor).toFixed(2)}x`.padStart(7);
  const second = cell(
    t.map((x) => x.second),
    8,
  );
  return `${label.padEnd(36)} ${cell(
    t.map((x) => x.inject),
    8,
  )} ${cell(
    t.map((x) => x.first),
    8,
  )} ${cell(together, 9)} ${ratio} ${second}`;
};
const anchor = median(times.theirs.map((x) => x.wait));
console.log(
  `First scrape in the tab, ${sample.name}, ${sample.pages.length} pages (median ms per page; each on its own load of the page)`,
);
console.log(
  `${'pipeline'.padEnd(36)} ${'inject'.padStart(8)} ${'first'.padStart(8)} ${'wait'.padStart(9)} ${'ratio'.padStart(7)} ${'second'.padStart(8)}`,
);
console.log(row('ours (extract.js)', times.ours, anchor));
console.log(row('ours, injected when the popup opened', times.warmed, anchor));
console.log(row('ours, injected and practised', times.practiced, anchor));
console.log(
  `the practice run, while the popup is read: ${cell(
    times.practiced.map((x) => x.practice),
    0,
  )} ms`,
);
if (args.against) console.log(row(`--against (extract.js)`, times.against, anchor));
console.log(row('MarkDownload (Readability + Turndown)', times.theirs, anchor));
for (const line of failed) console.log(`failed: ${line}`);
