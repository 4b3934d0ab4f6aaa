// The two main-content corpora in ../shared/bench, and the cross-validation halves every
// extraction change is judged on: pages in sorted file-name order, A the 1st, 3rd, 5th…, B the
// 2nd, 4th…. Tune on A, confirm on B.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CORPORA = [
  { name: 'news', title: 'news (article-extraction)', folder: 'article-extraction', env: 'ARTICLE_BENCH_DIR' },
  { name: 'modern', title: 'modern web (modern-web)', folder: 'modern-web', env: 'MODERN_BENCH_DIR' },
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
  }
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length === 0) return null;
  return [
    `Main-content benchmark: the corpora are missing: ${missing.join(', ')}.`,
    "They are the project's shared bench data (not in this repository), expected in ../shared/bench/ beside it:",
    ...CORPORA.map((c) => `  ${c.folder}/ (${c.name}: ground-truth.json, html/*.html.gz), or set ${c.env}`),
    `  ${CORPORA[0].folder}/score.mjs, the scorer of both.`,
  ].join('\n');
}

/** The corpus's pages (sorted ids with their truth), its halves, and a reader of each page's HTML. */
export function loadCorpus(corpus, repo, filter) {
  const dir = corpusDir(corpus, repo);
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8'));
  const all = readdirSync(join(dir, 'html'))
    .filter((f) => f.endsWith('.html.gz'))
    .sort()
    .map((f) => f.replace(/\.html\.gz$/, ''))
    .filter((id) => id in truth);
  const half = new Map(all.map((id, i) => [id, i % 2 === 0 ? 'A' : 'B']));
  const ids = all.filter((id) => !filter || filter(id, half.get(id)));
  return {
    ...corpus,
    dir,
    truth,
    ids,
    half,
    htmlFile: (id) => join(dir, 'html', `${id}.html.gz`),
  };
}
