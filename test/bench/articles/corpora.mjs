// The two main-content corpora in ../shared/bench, and the cross-validation halves every
// extraction change is judged on: pages in sorted file-name order, A the 1st, 3rd, 5th…, B the
// 2nd, 4th…. Tune on A, confirm on B.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CORPORA = [
  { name: 'news', title: 'news (article-extraction)', folder: 'article-extraction', env: 'ARTICLE_BENCH_DIR' },
  { name: 'modern', title: 'modern web (modern-web)', folder: 'modern-web', env: 'MODERN_BENCH_DIR' },
];

/** The corpus's pages (sorted ids with their truth), its halves, and a reader of each page's HTML. */
export function loadCorpus(corpus, repo, filter) {
  const dir = process.env[corpus.env] ?? resolve(repo, '../shared/bench', corpus.folder);
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
    scorer: join(resolve(repo, '../shared/bench/article-extraction'), 'score.mjs'),
    htmlFile: (id) => join(dir, 'html', `${id}.html.gz`),
  };
}
