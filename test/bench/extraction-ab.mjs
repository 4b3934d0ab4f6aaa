#!/usr/bin/env node
// What a change to the converter does to the main content, quality only: our converter here and
// in another checkout (`--against=DIR`, a worktree at the commit before, or one with a rule taken
// out), both run on the same load of each page of every corpus (as article-extraction.mjs loads
// and runs it), scored alike. Prints the F1 of each (its corpus's own scorer) per corpus, part
// (halves, site folds) and WCXB page type, their difference, and the pages that moved by more
// than 0.005 each way, and on how many pages the two markdowns are the same string (a change for
// speed alone must keep every one); `--list=N` names the N pages that moved most and the first N
// that differ. One load per page serves
// both, so a page that renders differently from one run to the next cannot pass for a change.
// No timing: article-extraction.mjs does that.
// Not part of `npm test`.
//
// Usage: node test/bench/extraction-ab.mjs --against=DIR [--corpus=news,modern,wcxb] [--workers=2]
//        [--type=PAGE_TYPE] [--list=N]
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { benchArgs, forEachPage } from './articles/bench-args.mjs';
import { launchBenchBrowser, measurePage } from './articles/browser.mjs';
import { CORPORA, loadCorpus, missingCorpora, scorerFile } from './articles/corpora.mjs';
import { markdownAsText } from './articles/markdown-as-text.mjs';
import { pageAddress } from './articles/page-address.mjs';
import { browserBundles, PIPELINES } from './articles/pipelines.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = benchArgs();
if (!args.against) {
  console.error('Usage: node test/bench/extraction-ab.mjs --against=DIR (another checkout of this repository)');
  process.exit(1);
}
const corpusNames = args.corpus ? args.corpus.split(',') : CORPORA.map((c) => c.name);
const missing = missingCorpora(corpusNames, repo);
if (missing) {
  console.error(missing);
  process.exit(1);
}
const ours = PIPELINES.find((p) => p.name === 'ours');
// The other checkout's converter under a global of its own, so both can sit in one page.
const against = {
  ...ours,
  global: '__benchOursAgainst',
  source: ours.source.replace(ours.global, '__benchOursAgainst'),
};
const sides = [
  { label: 'here', repo, pipeline: ours },
  { label: `at ${args.against}`, repo: resolve(args.against), pipeline: against },
];
for (const side of sides) [side.script] = await browserBundles(build, side.repo, [side.pipeline]);
const { score: newsScore } = await import(pathToFileURL(scorerFile(repo)).href);
const { browser, context } = await launchBenchBrowser();

/**
 * Each side's markdown for one page, both on the same load, as the benchmark loads and runs a page
 * (articles/browser.mjs: its time budget, and the first of them in turn by `n`); '' where one threw.
 */
async function convertBoth(url, html, truthUrl, n) {
  const globals = sides.map((side) => side.pipeline.global);
  const measured = await measurePage(context, {
    url,
    html,
    scripts: sides.map((side) => side.script),
    globals,
    truthUrl,
    runs: 1,
    first: n,
  });
  return globals.map((g) => measured[g]?.md ?? '');
}

/** A group's score on side `k`, as the corpus's scorer takes a set of pages (news: F1 of mean precision and recall). */
const groupScore = (corpus, rows, k) =>
  corpus.score(
    Object.fromEntries(rows.map((r) => [r.id, corpus.truth[r.id]])),
    Object.fromEntries(rows.map((r) => [r.id, { articleBody: r.text[k] }])),
  ).f1 || 0;
const signed = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;

for (const named of CORPORA.filter((c) => corpusNames.includes(c.name))) {
  const corpus = await loadCorpus(named, repo, (id, part, truth) => !args.type || truth?.type === args.type, newsScore);
  const rows = [];
  await forEachPage(corpus, Number(args.workers ?? 2), async (id, n) => {
    const truth = corpus.truth[id];
    const html = gunzipSync(readFileSync(corpus.htmlFile(id)));
    const mds = await convertBoth(pageAddress(truth.url, id), html, truth.url, n);
    const text = mds.map(markdownAsText);
    const f1 = text.map((t) => corpus.score({ [id]: truth }, { [id]: { articleBody: t } }).f1 || 0);
    rows.push({ id, part: corpus.half.get(id), type: truth.type, url: truth.url, text, f1, same: mds[0] === mds[1] });
  });
  const groups = [['all', rows]];
  for (const part of [...new Set(rows.map((r) => r.part))].sort())
    groups.push([part, rows.filter((r) => r.part === part)]);
  for (const type of [...new Set(rows.map((r) => r.type).filter(Boolean))].sort())
    groups.push([type, rows.filter((r) => r.type === type)]);
  console.log(`\n## ${corpus.name}: ${rows.length} pages; F1 here, ${sides[1].label}, difference, pages up / down`);
  for (const [name, group] of groups) {
    if (!group.length) continue;
    const up = group.filter((r) => r.f1[0] - r.f1[1] > 0.005).length;
    const down = group.filter((r) => r.f1[1] - r.f1[0] > 0.005).length;
    const [here, there] = [0, 1].map((k) => groupScore(corpus, group, k));
    console.log(
      `${String(name).padEnd(14)} ${String(group.length).padStart(5)}  ${here.toFixed(4)}  ${there.toFixed(4)}  ${signed(here - there)}  +${up} / -${down}`,
    );
  }
  // A change meant for speed alone must leave every answer as it was, not only the scores.
  const differ = rows.filter((r) => !r.same);
  console.log(`markdown identical on ${rows.length - differ.length} of ${rows.length} pages`);
  for (const r of differ.slice(0, Number(args.list ?? 0))) console.log(`  differs: ${r.id.slice(0, 12)} ${r.url}`);
  const moved = rows.filter((r) => Math.abs(r.f1[0] - r.f1[1]) > 0.005);
  moved.sort((a, b) => Math.abs(b.f1[0] - b.f1[1]) - Math.abs(a.f1[0] - a.f1[1]));
  for (const r of moved.slice(0, Number(args.list ?? 0)))
    console.log(
      `  ${r.id.slice(0, 12)} ${r.part} ${r.type ?? ''} ${r.f1[1].toFixed(3)} -> ${r.f1[0].toFixed(3)} ${r.url}`,
    );
}
await browser.close();
