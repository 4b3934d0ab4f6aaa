#!/usr/bin/env node
// The page-type classifier's data: every page of WCXB's development set loaded as the benchmark
// loads it (headless Chromium, at its own address, scripts on, network blocked; articles/browser.mjs), its features
// read by the shipped code (lib/engines/local/convert/page-type/page-type-features.ts) on the rendered page,
// written with its labelled type and its site fold as one JSON file for train-page-type.mjs.
//
// Usage: node test/bench/articles/page-type-data.mjs [--out=FILE] (default /tmp/page-type-data.json)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { launchBenchBrowser, measurePage } from './browser.mjs';
import { CORPORA, loadCorpus, missingCorpora } from './corpora.mjs';
import { pageAddress } from './page-address.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const out = process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? '/tmp/page-type-data.json';
const missing = missingCorpora(['wcxb'], repo);
if (missing) {
  console.error(missing);
  process.exit(1);
}
const bundle = await build({
  stdin: {
    contents: `
      import { pageTypeFeatures } from './lib/engines/local/convert/page-type/page-type-features.ts';
      window.__pageTypeFeatures = (doc, url) => JSON.stringify(pageTypeFeatures(doc, url));`,
    resolveDir: repo,
    loader: 'ts',
    sourcefile: 'page-type-data-entry.ts',
  },
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  write: false,
  logLevel: 'error',
});
const corpus = await loadCorpus(
  CORPORA.find((c) => c.name === 'wcxb'),
  repo,
  null,
  null,
);
const { browser, context } = await launchBenchBrowser();
const pages = {};
for (const [n, id] of corpus.ids.entries()) {
  const measured = await measurePage(context, {
    url: pageAddress(corpus.truth[id].url, id),
    html: gunzipSync(readFileSync(corpus.htmlFile(id))),
    scripts: [bundle.outputFiles[0].text],
    globals: ['__pageTypeFeatures'],
    truthUrl: corpus.truth[id].url,
    runs: 1,
  });
  const m = measured.__pageTypeFeatures;
  if (m?.md) pages[id] = { type: corpus.truth[id].type, fold: corpus.half.get(id), features: JSON.parse(m.md) };
  else console.error(`${id}: ${m?.error ?? 'no features'}`);
  if (process.stderr.isTTY) process.stderr.write(`\r${n + 1}/${corpus.ids.length} pages`);
}
await browser.close();
writeFileSync(out, JSON.stringify(pages));
console.log(`${Object.keys(pages).length} of ${corpus.ids.length} pages written to ${out}`);
