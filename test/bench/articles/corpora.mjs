// The main-content corpora in ../shared/bench, and the parts every extraction change is judged
// on. news and modern web: cross-validation halves, pages in sorted file-name order, A the 1st,
// 3rd, 5th…, B the 2nd, 4th…. WCXB's development set: FOLDS folds grouped by site (site-folds.mjs),
// scored with its own metric (word F1) overall, per fold, and per page type.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { foldOf } from './site-folds.mjs';

/** Folds of the WCXB development set. */
export const FOLDS = 5;

export const CORPORA = [
  { name: 'news', title: 'news (article-extraction)', folder: 'article-extraction', env: 'ARTICLE_BENCH_DIR' },
  { name: 'modern', title: 'modern web (modern-web)', folder: 'modern-web', env: 'MODERN_BENCH_DIR' },
  {
    name: 'wcxb',
    title: 'WCXB development set (wcxb-dev), WCXB word F1',
    folder: 'wcxb-dev',
    env: 'WCXB_BENCH_DIR',
    ownScorer: true,
  },
];

/** Where the corpus is: its environment variable, else its folder in ../shared/bench beside the repository. */
const corpusDir = (corpus, repo) => process.env[corpus.env] ?? resolve(repo, '../shared/bench', corpus.folder);

/** The news corpus's scorer, which judges both corpora. */
export const scorerFile = (repo) => join(corpusDir(CORPORA[0], repo), 'score.mjs');

/**
 * The files the named corpora need that are not there, as one message saying where the corpora are
 * expected (they are the project's shared bench data, not part of the repository); null when none is missing.
 */
export function missingCorpora(names, repo) {
  const needed = [scorerFile(repo)];
  for (const corpus of CORPORA.filter((c) => names.includes(c.name))) {
    const dir = corpusDir(corpus, repo);
    needed.push(join(dir, 'ground-truth.json'), join(dir, 'html'));
    if (corpus.ownScorer) needed.push(join(dir, 'score.mjs'));
  }
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length === 0) return null;
  return [
    `Main-content benchmark: the corpora are missing: ${missing.join(', ')}.`,
    "They are the project's shared bench data (not in this repository), expected in ../shared/bench/ beside it:",
    ...CORPORA.map((c) => `  ${c.folder}/ (${c.name}: ground-truth.json, html/*.html.gz), or set ${c.env}`),
    `  ${CORPORA[0].folder}/score.mjs, the scorer of news and modern web; wcxb-dev/score.mjs, WCXB's own.`,
  ].join('\n');
}

/**
 * The corpus's pages (sorted ids with their truth), the part of each (half A/B, or fold 1..k by
 * site), its parts to report, its scorer `score(truth, predictions) -> {f1, precision, recall}`,
 * and a reader of each page's HTML. `filter(id, part, truth)` chooses pages.
 */
export async function loadCorpus(corpus, repo, filter, newsScore) {
  const dir = corpusDir(corpus, repo);
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8'));
  const all = readdirSync(join(dir, 'html'))
    .filter((f) => f.endsWith('.html.gz'))
    .sort()
    .map((f) => f.replace(/\.html\.gz$/, ''))
    .filter((id) => id in truth);
  const half = new Map(
    all.map((id, i) => [id, corpus.ownScorer ? `fold ${foldOf(truth[id].url, FOLDS)}` : i % 2 === 0 ? 'A' : 'B']),
  );
  const ids = all.filter((id) => !filter || filter(id, half.get(id), truth[id]));
  const byPart = (part) => ids.filter((id) => half.get(id) === part);
  const parts = [['all', ids], ...[...new Set(ids.map((id) => half.get(id)))].sort().map((p) => [p, byPart(p)])];
  if (corpus.ownScorer) {
    for (const type of [...new Set(ids.map((id) => truth[id].type))].sort())
      parts.push([type, ids.filter((id) => truth[id].type === type)]);
  }
  return {
    ...corpus,
    dir,
    truth,
    ids,
    half,
    parts,
    score: corpus.ownScorer ? await ownScorer(dir) : newsScore,
    htmlFile: (id) => join(dir, 'html', `${id}.html.gz`),
  };
}

/** A corpus's own scorer (WCXB's score.mjs: scorePage and summarize) in the benchmark's shape. */
async function ownScorer(dir) {
  const { scorePage, summarize } = await import(pathToFileURL(join(dir, 'score.mjs')).href);
  return (truth, predictions) =>
    summarize(Object.keys(truth).map((id) => scorePage(predictions[id]?.articleBody ?? '', truth[id])));
}
