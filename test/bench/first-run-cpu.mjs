#!/usr/bin/env node
// The first run's cost in main-thread CPU time, for speed work on a shared machine: wall-clock
// milliseconds move with the load, the renderer's CPU time (the DevTools protocol's ThreadTime)
// far less. For a sample of a corpus's pages, each pipeline on its own fresh load of the page (in
// rotating order): the CPU time of injecting its bundle, of its first call, and of a second call.
// `--against=DIR` adds our converter from another checkout (an A/B of a change). Prints medians
// and each one's ratio to Readability + Turndown's; then the same net of the protocol's own cost
// (an empty script injected and called the same way), with the floor of our first run: our
// injection and a second call, what the first run would cost if the first call cost no more than a
// warm one. Not part of `npm test`.
//
// Usage: node test/bench/first-run-cpu.mjs [--corpus=news|modern|wcxb] [--pages=30] [--against=DIR]
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { benchArgs, corpusSample } from './articles/bench-args.mjs';
import { launchBenchBrowser, openSettled } from './articles/browser.mjs';
import { browserBundles, PIPELINES } from './articles/pipelines.mjs';
import { median } from './articles/report.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = benchArgs();
const sample = await corpusSample(args.corpus ?? 'news', repo, Number(args.pages ?? 30));
const ours = PIPELINES.find((p) => p.name === 'ours');
const readability = PIPELINES.find((p) => p.name === 'readability');
const variants = [
  { label: 'ours', repo, pipeline: ours },
  ...(args.against ? [{ label: `ours at ${args.against}`, repo: resolve(args.against), pipeline: ours }] : []),
  { label: 'Readability.js + Turndown', repo, pipeline: readability, anchor: true },
  {
    label: 'empty script',
    pipeline: { global: '__benchEmpty' },
    script: 'window.__benchEmpty = () => 0;',
    empty: true,
  },
];
for (const v of variants) {
  if (!v.empty) [v.script] = await browserBundles(build, v.repo, [v.pipeline]);
  v.inject = [];
  v.first = [];
  v.second = [];
}

const { browser, context } = await launchBenchBrowser();

/** The renderer's main-thread CPU time so far, in ms. */
const cpuTime = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return 1000 * metrics.find((m) => m.name === 'ThreadTime').value;
};

for (const [n, { url, truthUrl, html: readHtml }] of sample.pages.entries()) {
  const html = readHtml();
  for (let k = 0; k < variants.length; k++) {
    const v = variants[(k + n) % variants.length];
    const page = await openSettled(context, url, html);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const t0 = await cpuTime(cdp);
    // The page's address in a comment: new source to V8, so nothing compiled on an earlier page is reused.
    await page.evaluate((source) => {
      const script = document.createElement('script');
      script.textContent = source;
      (document.head ?? document.documentElement).appendChild(script);
      script.remove();
    }, `${v.script}\n//# ${url}`);
    const t1 = await cpuTime(cdp);
    const call = ([name, address]) => void window[name](document, address);
    await page.evaluate(call, [v.pipeline.global, truthUrl]).catch(() => undefined);
    const t2 = await cpuTime(cdp);
    await page.evaluate(call, [v.pipeline.global, truthUrl]).catch(() => undefined);
    const t3 = await cpuTime(cdp);
    v.inject.push(t1 - t0);
    v.first.push(t2 - t1);
    v.second.push(t3 - t2);
    await page.close();
  }
  if (process.stderr.isTTY) process.stderr.write(`\r${n + 1}/${sample.pages.length} pages`);
}
if (process.stderr.isTTY) process.stderr.write('\n');
await browser.close();

console.log(
  `First-run CPU time (main thread, ms, median per page), ${sample.name}, ${sample.pages.length} pages; each figure includes about 2 ms of protocol overhead.`,
);
const anchor = variants.find((v) => v.anchor);
const anchorTotal = median(anchor.inject.map((x, i) => x + anchor.first[i]));
for (const v of variants) {
  const total = median(v.inject.map((x, i) => x + v.first[i]));
  console.log(
    `${v.label.padEnd(28)} inject ${median(v.inject).toFixed(1).padStart(6)}  first call ${median(v.first).toFixed(1).padStart(6)}  inject + first ${total.toFixed(1).padStart(6)} (${(total / anchorTotal).toFixed(2)}x)  second call ${median(v.second).toFixed(1).padStart(6)}`,
  );
}

// Page by page, which cancels what a page's size adds to both: the median of each page's ratio.
const firstRun = (v, i) => v.inject[i] + v.first[i];
const pageRatio = (a, b, of) => median(a.first.map((_, i) => of(a, i) / of(b, i)));
const pipelines = variants.filter((x) => !x.empty);
for (const v of pipelines.filter((x) => !x.anchor))
  console.log(
    `${v.label.padEnd(28)} per page, median ratio to Readability + Turndown: first run ${pageRatio(v, anchor, firstRun).toFixed(3)}x, second call ${pageRatio(v, anchor, (x, i) => x.second[i]).toFixed(3)}x`,
  );
if (args.against) {
  const [mine, theirs] = variants;
  console.log(
    `ours against ${args.against}, per page, median ratio: first run ${pageRatio(mine, theirs, firstRun).toFixed(3)}, second call ${pageRatio(mine, theirs, (x, i) => x.second[i]).toFixed(3)}`,
  );
}

// Net of the protocol: what each pipeline's own code costs, and the floor of ours.
const empty = variants.find((v) => v.empty);
const net = (v, key) => median(v[key]) - median(empty[key]);
const netFirst = (v) => net(v, 'inject') + net(v, 'first');
console.log(
  `net of the protocol (an empty script: inject ${median(empty.inject).toFixed(1)}, call ${median(empty.first).toFixed(1)}), ms of medians:`,
);
for (const v of pipelines)
  console.log(
    `${v.label.padEnd(28)} inject ${net(v, 'inject').toFixed(1).padStart(6)}  first call ${net(v, 'first').toFixed(1).padStart(6)}  first run ${netFirst(v).toFixed(1).padStart(6)} (${(netFirst(v) / netFirst(anchor)).toFixed(2)}x)  second call ${net(v, 'second').toFixed(1).padStart(6)}  floor (inject + second call) ${(net(v, 'inject') + net(v, 'second')).toFixed(1).padStart(6)} (${((net(v, 'inject') + net(v, 'second')) / netFirst(anchor)).toFixed(2)}x)`,
  );
