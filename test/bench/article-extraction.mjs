#!/usr/bin/env node
// Main-content benchmark: our converter against Readability.js + Turndown (+ GFM plugin, the
// MarkDownload pipeline) and Defuddle (the Obsidian Web Clipper's, markdown output) in the same
// run, on the corpora of ../shared/bench (news: article-extraction; modern: modern-web, each whole
// and in its two cross-validation halves, A: 1st, 3rd… page in file-name order, B: 2nd, 4th…;
// wcxb: WCXB's development set with its own metric, whole, in 5 folds grouped by site, and per
// page type). Pages load in headless Chromium with scripts on and the network blocked. A page that
// takes over PAGE_BUDGET_MS (env, default 60 s) is recorded as failed for every pipeline and the
// run goes on (articles/browser.mjs); a page's reload or navigation away is answered 204.
//
// Usage: node test/bench/article-extraction.mjs [--corpus=news,modern,wcxb] [--only=ours,readability,defuddle]
//        [--half=A|B|'fold N'] [--runs=3] [--out=DIR] [--worst=N] [--filter=ID_PREFIX] [--type=PAGE_TYPE]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { launchBenchBrowser, measurePage } from './articles/browser.mjs';
import { CORPORA, loadCorpus, missingCorpora, scorerFile } from './articles/corpora.mjs';
import { markdownAsText, SCORING_RULE } from './articles/markdown-as-text.mjs';
import { browserBundles, PIPELINES } from './articles/pipelines.mjs';
import { corpusRows, printCorpus, printFailures } from './articles/report.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const only = args.only ? args.only.split(',') : PIPELINES.map((p) => p.name);
const pipelines = PIPELINES.filter((p) => only.includes(p.name));
const corpusNames = args.corpus ? args.corpus.split(',') : CORPORA.map((c) => c.name);
const runs = Number(args.runs ?? 3);
const outDir = args.out ? resolve(args.out) : join(tmpdir(), `article-bench-${process.pid}`);
mkdirSync(outDir, { recursive: true });
const filter = (id, half, truth) =>
  (!args.filter || id.startsWith(args.filter)) &&
  (!args.half || half === args.half) &&
  (!args.type || truth?.type === args.type);

const missing = missingCorpora(corpusNames, repo);
if (missing) {
  console.error(missing);
  process.exit(1);
}
const { score: newsScore } = await import(pathToFileURL(scorerFile(repo)).href);
const scripts = await browserBundles(build, repo, pipelines);
const { browser, context } = await launchBenchBrowser();
console.log(
  `Main-content benchmark, ${pipelines.map((p) => p.label).join(' / ')}; ${runs} runs per page; ${SCORING_RULE}.`,
);

for (const named of CORPORA.filter((c) => corpusNames.includes(c.name))) {
  const corpus = await loadCorpus(named, repo, filter, newsScore);
  const started = Date.now();
  const results = Object.fromEntries(pipelines.map((p) => [p.name, { predictions: {}, times: {}, failed: {} }]));
  for (const [n, id] of corpus.ids.entries()) {
    const html = gunzipSync(readFileSync(corpus.htmlFile(id)));
    const measured = await measurePage(context, {
      url: `https://bench.test/${id}.html`,
      html,
      scripts,
      globals: pipelines.map((p) => p.global),
      truthUrl: corpus.truth[id].url,
      runs,
    });
    for (const p of pipelines) {
      const m = measured[p.global] ?? { md: '', times: [], error: 'not measured' };
      const r = results[p.name];
      const text = markdownAsText(m.md ?? '');
      r.predictions[id] = { articleBody: text };
      r.times[id] = m.times.length ? m.times.sort((a, b) => a - b)[m.times.length >> 1] : NaN;
      if (m.error) r.failed[id] = `threw: ${m.error.slice(0, 160)}`;
      else if (!text.trim()) r.failed[id] = 'empty';
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
