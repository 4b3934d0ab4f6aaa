#!/usr/bin/env node
// Main-content benchmark: our converter against Readability.js + Turndown (+ GFM plugin, the
// MarkDownload pipeline) and Defuddle (the Obsidian Web Clipper's, markdown output) in the same
// run, on the corpora of ../shared/bench (news: article-extraction; modern: modern-web, each whole
// and in its two cross-validation halves, A: 1st, 3rd… page in file-name order, B: 2nd, 4th…;
// wcxb: WCXB's development set with its own metric, whole, in 5 folds grouped by site, and per
// page type). Pages load in headless Chromium with scripts on and the network blocked. Each
// pipeline's first run on a page is timed apart from its warm runs (articles/browser.mjs). A page that
// takes over PAGE_BUDGET_MS (env, default 60 s) is recorded as failed for every pipeline and the
// run goes on (articles/browser.mjs); a page's reload or navigation away is answered 204. On WCXB
// each fold's pages are converted with page-type weights trained without that fold's sites
// (articles/page-type-folds.mjs), so every fold, and the whole, is held out for the page type too;
// --page-types=shipped uses the shipped weights on every page instead.
//
// Usage: node test/bench/article-extraction.mjs [--corpus=news,modern,wcxb] [--only=ours,readability,defuddle]
//        [--half=A|B|'fold N'] [--runs=4] [--fresh] [--out=DIR] [--worst=N] [--filter=ID_PREFIX,…] [--type=PAGE_TYPE]
//        [--page-types=held-out|shipped]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { benchArgs } from './articles/bench-args.mjs';
import { launchBenchBrowser, measurePage } from './articles/browser.mjs';
import { CORPORA, loadCorpus, missingCorpora, scorerFile } from './articles/corpora.mjs';
import { markdownAsText, SCORING_RULE } from './articles/markdown-as-text.mjs';
import { pageAddress } from './articles/page-address.mjs';
import { byHeldOutFold, pageTypeReading, pageTypeWeightsPlugin } from './articles/page-type-folds.mjs';
import { browserBundles, PIPELINES } from './articles/pipelines.mjs';
import { corpusRows, median, printCorpus, printFailures } from './articles/report.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = benchArgs();
const only = args.only ? args.only.split(',') : PIPELINES.map((p) => p.name);
const pipelines = PIPELINES.filter((p) => only.includes(p.name));
const corpusNames = args.corpus ? args.corpus.split(',') : CORPORA.map((c) => c.name);
const runs = Math.max(1, Number(args.runs ?? 4));
const outDir = args.out ? resolve(args.out) : join(tmpdir(), `article-bench-${process.pid}`);
mkdirSync(outDir, { recursive: true });
const prefixes = args.filter ? args.filter.split(',') : [''];
const filter = (id, half, truth) =>
  prefixes.some((p) => id.startsWith(p)) &&
  (!args.half || half === args.half) &&
  (!args.type || truth?.type === args.type);

const pageTypes = pageTypeReading(args['page-types']);
const missing = missingCorpora(corpusNames, repo);
if (missing) {
  console.error(missing);
  process.exit(1);
}
const { score: newsScore } = await import(pathToFileURL(scorerFile(repo)).href);
const scripts = await browserBundles(build, repo, pipelines);
const { browser, context } = await launchBenchBrowser();

/**
 * Ours for each of WCXB's folds, built with the page-type weights trained without it; null where
 * the shipped weights are used (another corpus, --page-types=shipped, or weights missing).
 */
async function oursByFold(corpus) {
  const ours = pipelines.find((p) => p.name === 'ours');
  const held =
    ours &&
    (await byHeldOutFold(
      repo,
      corpus,
      pageTypes,
      async (file) => (await browserBundles(build, repo, [ours], [pageTypeWeightsPlugin(file)]))[0],
    ));
  if (!held) return null;
  const { byFold, missing } = held;
  if (missing) {
    console.log(
      `No page-type weights held out for ${missing.join(', ')} (train-page-type.mjs --write): shipped weights on every page.`,
    );
    return null;
  }
  console.log(
    `WCXB: each fold's page types read by weights trained on the other folds (--page-types=shipped: the shipped weights).`,
  );
  return byFold;
}
console.log(
  `Main-content benchmark, ${pipelines.map((p) => p.label).join(' / ')}; per page a first run${runs > 1 ? ` and ${runs - 1} warm` : ''}${args.fresh ? ', each pipeline on its own load' : ''}; ${SCORING_RULE}.`,
);

for (const named of CORPORA.filter((c) => corpusNames.includes(c.name))) {
  const corpus = await loadCorpus(named, repo, filter, newsScore);
  const byFold = await oursByFold(corpus);
  const started = Date.now();
  const results = Object.fromEntries(
    pipelines.map((p) => [p.name, { predictions: {}, first: {}, times: {}, failed: {} }]),
  );
  for (const [n, id] of corpus.ids.entries()) {
    const html = gunzipSync(readFileSync(corpus.htmlFile(id)));
    const load = (only, first) =>
      measurePage(context, {
        url: pageAddress(corpus.truth[id].url, id),
        html,
        scripts: only.map((p) =>
          byFold && p.name === 'ours' ? byFold.get(corpus.half.get(id)) : scripts[pipelines.indexOf(p)],
        ),
        globals: only.map((p) => p.global),
        truthUrl: corpus.truth[id].url,
        runs,
        first,
      });
    // --fresh: each pipeline on its own load of the page, the loads in rotating order.
    const measured = {};
    if (args.fresh) {
      for (let k = 0; k < pipelines.length; k++) {
        const p = pipelines[(k + n) % pipelines.length];
        Object.assign(measured, await load([p], 0));
      }
    } else Object.assign(measured, await load(pipelines, n));
    for (const p of pipelines) {
      const m = measured[p.global] ?? { md: '', first: NaN, times: [], error: 'not measured' };
      const r = results[p.name];
      const text = markdownAsText(m.md ?? '');
      r.predictions[id] = { articleBody: text };
      r.first[id] = m.first;
      r.times[id] = median(m.times);
      if (m.error) r.failed[id] = `threw: ${m.error.slice(0, 160)}`;
      // A page whose truth holds no text (an app's shell saved before it drew anything) is right to give nothing.
      else if (!text.trim() && corpus.truth[id].articleBody?.trim()) r.failed[id] = 'empty';
      if (args.out) writeFileSync(join(outDir, `${corpus.name}-${id}.${p.name}.md`), m.md ?? '');
    }
    if (process.stderr.isTTY) process.stderr.write(`\r${corpus.name}: ${n + 1}/${corpus.ids.length} pages`);
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  for (const p of pipelines)
    writeFileSync(join(outDir, `${corpus.name}.${p.name}.json`), JSON.stringify(results[p.name].predictions));
  printCorpus(corpus, corpusRows(corpus, pipelines, results));
  printFailures(corpus, pipelines, results);
  console.log(
    `${corpus.ids.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s; predictions in ${outDir}`,
  );
  if (args.worst && results.ours) {
    const perPage = corpus.ids.map((id) => ({
      id,
      ...corpus.score({ [id]: corpus.truth[id] }, results.ours.predictions),
    }));
    perPage.sort((a, b) => (a.f1 || 0) - (b.f1 || 0));
    for (const r of perPage.slice(0, Number(args.worst))) {
      console.log(
        `${r.id.slice(0, 12)} ${corpus.half.get(r.id)} F1 ${(r.f1 || 0).toFixed(3)} P ${r.precision.toFixed(3)} R ${r.recall.toFixed(3)} ${corpus.truth[r.id].url}`,
      );
    }
  }
}
await browser.close();
