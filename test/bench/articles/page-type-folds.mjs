// The page-type classifier judged as the folds judge extraction: for each WCXB site fold, weights
// trained on the other four (train-page-type.mjs --write writes them here, beside the shipped
// ones). A fold's pages are converted by a bundle that reads its fold's weights, so no page's
// type is read by a model that was trained on its site.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the weights trained without `fold` ('fold 3') live. */
export const foldWeightsFile = (repo, fold) =>
  join(repo, 'test/bench/articles/page-type-folds', `${fold.replace(/\s+/g, '-')}.json`);

/** The folds with weights of their own, of `folds`; a fold without them is named in `missing`. */
function foldWeights(repo, folds) {
  const files = new Map();
  const missing = [];
  for (const fold of folds) {
    const file = foldWeightsFile(repo, fold);
    if (existsSync(file)) files.set(fold, file);
    else missing.push(fold);
  }
  return { files, missing };
}

/** An esbuild plugin that gives the converter `file` as its page-type weights. */
export const pageTypeWeightsPlugin = (file) => ({
  name: 'page-type-weights',
  setup(build) {
    build.onResolve({ filter: /page-type-weights\.json$/ }, () => ({ path: file }));
  },
});

/** How WCXB's pages are typed (`--page-types`): by weights held out for their fold, or the shipped ones. */
const PAGE_TYPE_READINGS = ['held-out', 'shipped'];

/**
 * The reading `--page-types=value` asks for. A misspelt value would score the other reading
 * without a word: refused instead.
 */
export function pageTypeReading(value) {
  if (value === undefined) return 'held-out';
  if (PAGE_TYPE_READINGS.includes(value)) return value;
  console.error(`--page-types is ${PAGE_TYPE_READINGS.join(' or ')}, not "${value}".`);
  process.exit(2);
}

/**
 * For WCXB read by held-out types, `make(file)` for each site fold, given the weights trained
 * without it: { byFold } (fold to what `make` made), or { missing } when some fold has none.
 * Null for another corpus (no site folds) or the shipped reading.
 */
export async function byHeldOutFold(repo, corpus, reading, make) {
  if (corpus.name !== 'wcxb' || reading === 'shipped') return null;
  const { files, missing } = foldWeights(repo, [...new Set(corpus.ids.map((id) => corpus.half.get(id)))]);
  if (missing.length) return { missing };
  const byFold = new Map();
  for (const [fold, file] of files) byFold.set(fold, await make(file));
  return { byFold };
}
