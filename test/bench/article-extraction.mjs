#!/usr/bin/env node
// Main-content benchmark: our converter against Readability.js + Turndown (+ GFM plugin, the
// MarkDownload pipeline) and Defuddle (the Obsidian Web Clipper's, markdown output), on the
// 88 pages of shared/bench/article-extraction, in headless Chromium with page scripts on and
// the network blocked. Prints F1 / precision / recall (score.mjs, link targets and images
// dropped) and median / p95 milliseconds from DOM ready to markdown string.
//
// Usage: node test/bench/article-extraction.mjs [--only=ours,readability,defuddle] [--runs=3]
//        [--out=DIR] [--worst=N] [--filter=ID_PREFIX]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { browserBundles, PIPELINES } from './article-pipelines.mjs';
import { markdownAsText } from './markdown-as-text.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const benchDir = process.env.ARTICLE_BENCH_DIR ?? resolve(repo, '../shared/bench/article-extraction');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const only = args.only ? args.only.split(',') : PIPELINES.map((p) => p.name);
const pipelines = PIPELINES.filter((p) => only.includes(p.name));
const runs = Number(args.runs ?? 3);
const outDir = args.out ? resolve(args.out) : join(tmpdir(), `article-bench-${process.pid}`);
mkdirSync(outDir, { recursive: true });

const truth = JSON.parse(readFileSync(join(benchDir, 'ground-truth.json'), 'utf8'));
const ids = readdirSync(join(benchDir, 'html'))
  .filter((f) => f.endsWith('.html.gz'))
  .map((f) => f.replace(/\.html\.gz$/, ''))
  .filter((id) => id in truth && (!args.filter || id.startsWith(args.filter)))
  .sort();

const scripts = await browserBundles(build, repo, pipelines);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ bypassCSP: true, ignoreHTTPSErrors: true, javaScriptEnabled: true });

const results = Object.fromEntries(pipelines.map((p) => [p.name, { predictions: {}, times: [], errors: 0 }]));
const started = Date.now();
for (const [n, id] of ids.entries()) {
  const html = gunzipSync(readFileSync(join(benchDir, 'html', `${id}.html.gz`)));
  const url = `https://bench.test/${id}.html`;
  const page = await context.newPage();
  await page.route('**/*', (route) => {
    const req = route.request();
    if (req.url() === url) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    return route.abort(req.isNavigationRequest() ? 'aborted' : 'blockedbyclient');
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 20_000 });
  } catch {
    // Pages whose load never fires are measured as they stand.
  }
  let measured = {};
  try {
    for (const script of scripts) await page.addScriptTag({ content: script });
    measured = await page.evaluate(measureInPage, { names: pipelines.map((p) => p.global), url: truth[id].url, runs });
  } catch (error) {
    console.error(`page ${id}: ${error.message.split('\n')[0]}`);
  }
  for (const p of pipelines) {
    const m = measured[p.global] ?? { md: '', times: [], error: 'not measured' };
    const r = results[p.name];
    if (m.error) r.errors++;
    r.predictions[id] = { articleBody: markdownAsText(m.md ?? '') };
    r.times.push(median(m.times.length ? m.times : [NaN]));
    if (args.out) writeFileSync(join(outDir, `${id}.${p.name}.md`), m.md ?? '');
  }
  await page.close();
  if (process.stderr.isTTY) process.stderr.write(`\r${n + 1}/${ids.length} pages`);
}
if (process.stderr.isTTY) process.stderr.write('\n');
await browser.close();

// Per-pipeline predictions, scored by the benchmark's own scorer.
const files = pipelines.map((p) => {
  const file = join(outDir, `${p.name}.json`);
  writeFileSync(file, JSON.stringify(results[p.name].predictions));
  return file;
});
const scored = execFileSync(process.execPath, [join(benchDir, 'score.mjs'), join(benchDir, 'ground-truth.json'), ...files], { encoding: 'utf8' });
const scores = {};
for (const line of scored.trim().split('\n')) {
  const m = /^(\S+)\s+pages (\d+)\s+F1 ([\d.]+)\s+precision ([\d.]+)\s+recall ([\d.]+)/.exec(line);
  if (m) scores[m[1]] = { f1: m[3], precision: m[4], recall: m[5] };
}

const ours = results.ours ? summary(results.ours.times) : undefined;
const rows = [['pipeline', 'F1', 'precision', 'recall', 'median ms', 'p95 ms', 'ours/this median', 'ours/this p95']];
for (const p of pipelines) {
  const t = summary(results[p.name].times);
  const s = scores[p.name] ?? {};
  rows.push([
    p.label, s.f1 ?? '?', s.precision ?? '?', s.recall ?? '?', t.median.toFixed(1), t.p95.toFixed(1),
    ours && p.name !== 'ours' ? `${(ours.median / t.median).toFixed(2)}x` : '',
    ours && p.name !== 'ours' ? `${(ours.p95 / t.p95).toFixed(2)}x` : '',
  ]);
}
printTable(rows);
console.log(`${ids.length} pages, ${runs} runs each, ${((Date.now() - started) / 1000).toFixed(0)} s; predictions in ${outDir}`);
for (const p of pipelines) if (results[p.name].errors) console.log(`${p.label}: ${results[p.name].errors} pages failed`);

if (args.worst && results.ours) {
  const { score } = await import(join(benchDir, 'score.mjs'));
  const perPage = ids.map((id) => ({ id, ...score({ [id]: truth[id] }, results.ours.predictions) }));
  perPage.sort((a, b) => (a.f1 || 0) - (b.f1 || 0));
  for (const r of perPage.slice(0, Number(args.worst))) {
    console.log(`${r.id.slice(0, 12)} F1 ${(r.f1 || 0).toFixed(3)} P ${r.precision.toFixed(3)} R ${r.recall.toFixed(3)} ${truth[r.id].url}`);
  }
}

/** Runs inside the page: each pipeline `runs` times, order rotated, timing DOM ready to markdown. */
function measureInPage({ names, url, runs }) {
  const out = {};
  for (const name of names) out[name] = { md: '', times: [], error: null };
  for (let r = 0; r < runs; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + r) % names.length];
      try {
        const t0 = performance.now();
        const md = window[name](document, url);
        const elapsed = performance.now() - t0;
        out[name].times.push(elapsed);
        if (r === 0) out[name].md = typeof md === 'string' ? md : '';
      } catch (error) {
        out[name].error = String(error);
      }
    }
  }
  return out;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function summary(times) {
  const s = times.filter((t) => Number.isFinite(t)).sort((a, b) => a - b);
  return { median: median(s), p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] };
}

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => (j === 0 ? String(c).padEnd(widths[j]) : String(c).padStart(widths[j]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
