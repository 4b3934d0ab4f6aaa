#!/usr/bin/env node
// The main-content converter's numeric constants judged as item 5 of issue 24 asks of weights: by
// WCXB's site folds, each fold scored with values chosen on the other four. Every page of the three
// corpora is loaded once (as article-extraction.mjs loads it) and converted with the shipped
// constants and with each constant of FIT_CONSTANTS set, alone, to each of its other values (one
// bundle whose constants read the variant in force; see constantsPlugin). Prints what each value
// does per corpus and per fold, then the cross-validation: for each fold, the value that scores best
// on the other four folds' pages, and what it does to the fold itself and to news and modern web.
// WCXB's pages are typed by the page-type weights trained without their fold, as the article
// benchmark types them (`--page-types=shipped`: by the shipped weights, trained on every fold).
// `--out=FILE` keeps the per-page scores; `--from=FILE` reads them back instead of loading pages.
// Not part of `npm test`.
//
// Usage: node test/bench/articles/fit-constants.mjs [--corpus=news,modern,wcxb] [--workers=2]
//        [--base=NAME=V,...] [--only=NAME,...] [--page-types=shipped] [--out=FILE | --from=FILE]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { benchArgs, forEachPage } from './bench-args.mjs';
import { launchBenchBrowser, measurePage } from './browser.mjs';
import { CORPORA, loadCorpus, missingCorpora, scorerFile } from './corpora.mjs';
import { markdownAsText } from './markdown-as-text.mjs';
import { pageAddress } from './page-address.mjs';
import { byHeldOutFold, pageTypeReading, pageTypeWeightsPlugin } from './page-type-folds.mjs';
import { browserBundles, PIPELINES } from './pipelines.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The constants tried, each with the values tried besides its shipped one (read from the source). */
export const FIT_CONSTANTS = [
  ['main-content/find-main-content.ts', 'STRUCTURED_WEIGHT', [0.3, 0.45, 0.8]],
  ['main-content/find-main-content.ts', 'JUNK_WEIGHT', [0.6, 0.8, 1.4]],
  ['main-content/find-main-content.ts', 'OTHER_TEXT_WEIGHT', [0, 0.15, 0.5]],
  ['main-content/find-main-content.ts', 'MIN_ARTICLE_CONTENT', [150, 200, 400, 500]],
  ['main-content/find-main-content.ts', 'WIDEN_CONTENT_PER_JUNK', [0.5, 0.75, 1.5]],
  ['main-content/find-main-content.ts', 'WIDEN_MIN_CONTENT', [40, 60, 120]],
  ['main-content/find-main-content.ts', 'MIN_SHARE_OF_PAGE', [0.45, 0.5, 0.65]],
  ['main-content/find-main-content.ts', 'TEASER_DISCOUNT', [0, 0.25, 0.75]],
  ['main-content/find-main-content.ts', 'DISCUSSION_DOMINANCE', [2, 3, 5, 20]],
  ['main-content/page-stats.ts', 'ARTICLE_IN_HEADER_PROSE', [500, 2000, 1e9]],
  ['main-content/prose-runs.ts', 'MIN_PARAGRAPH', [30, 40, 70]],
  ['main-content/prose-runs.ts', 'MAX_PARAGRAPH_LINK_DENSITY', [0.2, 0.25, 0.5]],
  ['main-content/prose-runs.ts', 'FULL_PARAGRAPH', [100, 150, 300]],
  ['main-content/prune.ts', 'PROTECTED_SHARE', [0.3, 0.4, 0.65]],
  ['main-content/prune.ts', 'LINK_LIST_DENSITY', [0.35, 0.45, 0.6]],
  ['main-content/prune.ts', 'PAGE_LINK_LIST_SHARE', [0.1, 0.15, 0.4]],
  ['main-content/teaser-lists.ts', 'TEASER_SHARE', [0.4, 0.5, 0.75]],
  ['main-content/teaser-lists.ts', 'TEASER_MIN_LINK_DENSITY', [0.1, 0.3, 0.35, 0.5]],
  ['main-content/teaser-lists.ts', 'TEASER_MAX_ITEM_TEXT', [200, 300, 600]],
  ['main-content/type-profiles.ts', 'LISTING_LINK_LIST_DENSITY', [0.25, 0.3, 0.4, 0.5]],
  ['main-content/repeated-blocks.ts', 'MIN_REPEATED_TEXT', [60, 100, 150, 250]],
];

const args = benchArgs();
const FITTED = new Set(FIT_CONSTANTS.map(([, name]) => name));

/**
 * `--base=NAME=V,NAME=V`: constants set in every variant, for a second round from the first's
 * choice; the rest keep their shipped values.
 */
const base = Object.fromEntries(
  (args.base ? args.base.split(',') : []).map((pair) => {
    const [name, value] = pair.split('=');
    if (!FITTED.has(name) || !Number.isFinite(Number(value))) {
      console.error(`--base takes NAME=number pairs of the fitted constants; not ${pair}`);
      process.exit(2);
    }
    return [name, Number(value)];
  }),
);

const pageTypes = pageTypeReading(args['page-types']);

/** `--only=NAME,NAME`: vary only these constants (a quicker second round). */
const only = args.only ? args.only.split(',') : null;
for (const name of only ?? []) {
  if (!FITTED.has(name)) {
    console.error(`--only takes names of the fitted constants; not ${name}`);
    process.exit(2);
  }
}

/** The variants: the base (shipped constants, or --base), then one other constant changed at a time. */
export const VARIANTS = [
  {
    label: Object.keys(base).length
      ? Object.entries(base)
          .map((e) => e.join('='))
          .join(',')
      : 'shipped',
    set: base,
  },
  ...FIT_CONSTANTS.filter(([, name]) => !(name in base) && (!only || only.includes(name))).flatMap(([, name, values]) =>
    values.map((v) => ({ label: `${name}=${v}`, set: { ...base, [name]: v } })),
  ),
];

/**
 * An esbuild plugin that turns each fitted `const NAME = number;` into a `let` that a setter on
 * globalThis.__fitSetters resets from the variant in force (the shipped number when it names none).
 * A constant missing from its file stops the build: the list and the code must agree.
 */
const constantsPlugin = {
  name: 'fit-constants',
  setup(b) {
    const files = [...new Set(FIT_CONSTANTS.map(([file]) => file))];
    b.onLoad(
      { filter: new RegExp(`lib/engines/local/convert/(${files.map((f) => f.replace(/[.]/g, '\\.')).join('|')})$`) },
      (args) => {
        let source = readFileSync(args.path, 'utf8');
        for (const [file, name] of FIT_CONSTANTS.filter(([f]) => args.path.endsWith(f))) {
          const declaration = new RegExp(`(export )?const ${name} = ([0-9.]+);`);
          if (!declaration.test(source)) throw new Error(`fit-constants: no "const ${name} = <number>;" in ${file}`);
          source = source.replace(
            declaration,
            `$1let ${name} = $2; (globalThis.__fitSetters ??= []).push((set) => { ${name} = set.${name} ?? $2; });`,
          );
        }
        return { contents: source, loader: 'ts' };
      },
    );
  },
};

/**
 * Our pipeline as one bundle whose `__fitAll` converts a page with every variant, after a control
 * with the shipped constants.
 */
const fitPipeline = (ours) => ({
  ...ours,
  global: '__fitAll',
  eagerCompile: false,
  source: `
    import { convertDocument } from './lib/engines/local/convert/convert-document.ts';
    const VARIANTS = ${JSON.stringify(VARIANTS.map((v) => v.set))};
    const options = (url) => ({ url, onlyMainContent: true, removeBase64Images: true, formats: { markdown: true } });
    window.__fitAll = (doc, url) => {
      const unique = [], index = [];
      // First the shipped constants, the control.
      for (const set of [{}, ...VARIANTS]) {
        for (const reset of globalThis.__fitSetters) reset(set);
        const md = convertDocument(doc, options(url)).markdown ?? '';
        let k = unique.indexOf(md);
        if (k < 0) k = unique.push(md) - 1;
        index.push(k);
      }
      for (const reset of globalThis.__fitSetters) reset({});
      return JSON.stringify({ unique, index });
    };`,
});

/** Per page: each variant's [precision, recall, F1] (precision null where the page's scorer leaves it out). */
async function collect(corpusNames, workers) {
  const missing = missingCorpora(corpusNames, repo);
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const ours = PIPELINES.find((p) => p.name === 'ours');
  /** The shipped converter and the fitted one, reading the page-type weights in `file` (null: the shipped ones). */
  const bundles = async (file) => {
    const weights = file ? [pageTypeWeightsPlugin(file)] : [];
    const [shipped] = await browserBundles(build, repo, [ours], weights);
    const [fit] = await browserBundles(build, repo, [fitPipeline(ours)], [constantsPlugin, ...weights]);
    return [shipped, fit];
  };
  const shippedTypes = await bundles(null);
  const { score: newsScore } = await import(pathToFileURL(scorerFile(repo)).href);
  const { browser, context } = await launchBenchBrowser();
  const rows = [];
  for (const named of CORPORA.filter((c) => corpusNames.includes(c.name))) {
    const corpus = await loadCorpus(named, repo, null, newsScore);
    const byFold = await heldOutTypes(corpus, bundles);
    await forEachPage(corpus, workers, async (id, n) => {
      const truth = corpus.truth[id];
      const measured = await measurePage(context, {
        url: pageAddress(truth.url, id),
        html: gunzipSync(readFileSync(corpus.htmlFile(id))),
        scripts: byFold?.get(corpus.half.get(id)) ?? shippedTypes,
        globals: [ours.global, '__fitAll'],
        truthUrl: truth.url,
        runs: 1,
        first: n,
      });
      let out = { unique: [''], index: [0, ...VARIANTS.map(() => 0)] };
      try {
        out = JSON.parse(measured.__fitAll?.md || 'null') ?? out;
      } catch {
        // A page over its budget: every variant empty, as the benchmark counts it.
      }
      const scored = out.unique.map((md) => {
        const s = corpus.score({ [id]: truth }, { [id]: { articleBody: markdownAsText(md) } });
        return [
          Number.isFinite(s.precision) ? s.precision : null,
          Number.isFinite(s.recall) ? s.recall : null,
          s.f1 || 0,
        ];
      });
      rows.push({
        corpus: corpus.name,
        id,
        part: corpus.half.get(id),
        type: truth.type,
        // The control: the fitted bundle with the shipped constants gives the shipped bundle's answer.
        control: out.unique[out.index[0]] === (measured[ours.global]?.md ?? ''),
        scores: out.index.slice(1).map((k) => scored[k]),
      });
    });
  }
  await browser.close();
  return rows;
}

/**
 * For WCXB, each fold's bundles with the page-type weights trained without it (page-type-folds.mjs),
 * as article-extraction.mjs converts them: a profile's constant is then fitted on the types a page
 * nobody trained on gets, misreads included. The shipped weights were trained on every WCXB page
 * and read them better than they read an unseen one. Null for another corpus or with
 * --page-types=shipped.
 */
async function heldOutTypes(corpus, bundles) {
  const held = await byHeldOutFold(repo, corpus, pageTypes, bundles);
  if (!held) return null;
  const { byFold, missing } = held;
  if (missing) {
    console.error(`No page-type weights held out for ${missing.join(', ')} (train-page-type.mjs --write).`);
    process.exit(1);
  }
  return byFold;
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

/**
 * A set of pages' score under variant k, as its corpus's scorer takes a set (news, modern: F1 of
 * mean precision and recall; WCXB: mean F1).
 */
function setScore(rows, k) {
  if (rows.length === 0) return NaN;
  if (rows[0].corpus === 'wcxb') return mean(rows.map((r) => r.scores[k][2]));
  const p = mean(rows.map((r) => r.scores[k][0]).filter((x) => x !== null));
  const q = mean(rows.map((r) => r.scores[k][1]).filter((x) => x !== null));
  return p + q ? (2 * p * q) / (p + q) : 0;
}

const signed = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;

function report(rows) {
  const corpora = [...new Set(rows.map((r) => r.corpus))];
  const of = (corpus) => rows.filter((r) => r.corpus === corpus);
  const wcxb = of('wcxb');
  const folds = [...new Set(wcxb.map((r) => r.part))].sort();
  const inFold = (fold) => wcxb.filter((r) => r.part === fold);
  console.log(
    `Control (the fitted bundle with the shipped constants gives the shipped answer): ${rows.filter((r) => r.control).length} of ${rows.length} pages`,
  );
  console.log(`\n${VARIANTS[0].label}: ${corpora.map((c) => `${c} ${setScore(of(c), 0).toFixed(4)}`).join(', ')}`);
  if (folds.length) console.log(`WCXB folds: ${folds.map((f) => setScore(inFold(f), 0).toFixed(4)).join(' ')}`);
  const foldHead = folds.length ? ` WCXB ${folds.join(' · ')} |` : '';
  console.log(`\n| variant | ${corpora.join(' | ')} |${foldHead} pages up / down (${corpora.join(' · ')}) |`);
  console.log(`|---|${corpora.map(() => '---|').join('')}${folds.length ? '---|' : ''}---|`);
  /** Pages whose F1 moves by more than 0.005 each way under variant k. */
  const moved = (pages, k) =>
    `${pages.filter((r) => r.scores[k][2] - r.scores[0][2] > 0.005).length}/${pages.filter((r) => r.scores[0][2] - r.scores[k][2] > 0.005).length}`;
  VARIANTS.forEach((v, k) => {
    if (k === 0) return;
    const deltas = corpora.map((c) => signed(setScore(of(c), k) - setScore(of(c), 0)));
    const foldDeltas = folds.map((f) => signed(setScore(inFold(f), k) - setScore(inFold(f), 0)));
    const foldCell = folds.length ? ` ${foldDeltas.join(' ')} |` : '';
    console.log(
      `| ${v.label} | ${deltas.join(' | ')} |${foldCell} ${corpora.map((c) => moved(of(c), k)).join(' · ')} |`,
    );
  });
  if (folds.length < 2) return;
  // Cross-validation: each fold judged by the variant the other folds' pages chose.
  console.log(
    '\nCross-validation by site fold: the variant best on the other folds, and what it does where it was not chosen',
  );
  /** The variant with the best score on `pages` (the base when none beats it). */
  const bestVariant = (pages) => {
    const scores = VARIANTS.map((_, k) => setScore(pages, k));
    return scores.reduce((best, score, k) => (score > scores[best] ? k : best), 0);
  };
  const held = [];
  for (const fold of folds) {
    const training = wcxb.filter((r) => r.part !== fold);
    const best = bestVariant(training);
    const delta = setScore(inFold(fold), best) - setScore(inFold(fold), 0);
    held.push(delta);
    const others = corpora
      .filter((c) => c !== 'wcxb')
      .map((c) => `${c} ${signed(setScore(of(c), best) - setScore(of(c), 0))}`)
      .join(', ');
    console.log(
      `${fold}: ${VARIANTS[best].label} (other folds ${signed(setScore(training, best) - setScore(training, 0))}), ${fold} ${signed(delta)}${others ? `; ${others}` : ''}`,
    );
  }
  console.log(`mean over held-out folds: ${signed(mean(held))}`);

  // The same per page type (a profile's constants): each fold's pages of a type converted with
  // the variant the other folds' pages of that type chose.
  console.log('\nPer page type, each type with the variant its pages in the other folds chose');
  const types = [...new Set(wcxb.map((r) => r.type))].sort();
  const heldByType = [];
  const choices = new Map(types.map((t) => [t, []]));
  for (const fold of folds) {
    const pages = inFold(fold);
    const chosen = new Map(types.map((t) => [t, bestVariant(wcxb.filter((r) => r.part !== fold && r.type === t))]));
    for (const t of types) choices.get(t).push(VARIANTS[chosen.get(t)].label);
    const f1 = (r) => r.scores[chosen.get(r.type)][2];
    heldByType.push(mean(pages.map(f1)) - setScore(pages, 0));
  }
  for (const t of types) console.log(`${t}: ${choices.get(t).join(' · ')}`);
  console.log(`held-out folds: ${heldByType.map(signed).join(' ')}, mean ${signed(mean(heldByType))}`);
}

const data = args.from
  ? JSON.parse(readFileSync(args.from, 'utf8'))
  : {
      variants: VARIANTS.map((v) => v.label),
      pageTypes,
      rows: await collect(args.corpus ? args.corpus.split(',') : CORPORA.map((c) => c.name), Number(args.workers ?? 2)),
    };
// A file from before the page types were recorded was typed by the shipped weights.
const writtenWith = data.pageTypes ?? 'shipped';
if (writtenWith !== pageTypes) {
  console.error(`${args.from} was written with ${writtenWith} page types; add --page-types=${writtenWith}.`);
  process.exit(2);
}
if (data.variants.join('\n') !== VARIANTS.map((v) => v.label).join('\n')) {
  console.error(`${args.from} was written with other variants (another --base or list): ${data.variants[0]}, …`);
  process.exit(2);
}
if (args.out) writeFileSync(args.out, JSON.stringify(data));
report(data.rows);
