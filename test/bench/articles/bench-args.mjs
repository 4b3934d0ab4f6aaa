// What the main-content benchmarks share: their `--name=value` options, a loop over a corpus's pages
// a few at a time, and an evenly spread sample of a corpus's pages, read page by page.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { CORPORA, loadCorpus, missingCorpora } from './corpora.mjs';
import { pageAddress } from './page-address.mjs';

/** `--corpus=news --pages=30 --fresh` as { corpus: 'news', pages: '30', fresh: 'true' }. */
export const benchArgs = (argv = process.argv.slice(2)) =>
  Object.fromEntries(
    argv.map((a) => {
      // At the first '=' only: a value may hold one (`--base=NAME=300`).
      const [k, ...v] = a.replace(/^--/, '').split('=');
      return [k, v.length ? v.join('=') : 'true'];
    }),
  );

/**
 * Runs `visit(id, n)` on every page of a loaded corpus (loadCorpus), `workers` pages at a time,
 * with a progress line on a terminal.
 */
export async function forEachPage(corpus, workers, visit) {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < corpus.ids.length) {
      const n = next++;
      await visit(corpus.ids[n], n);
      if (process.stderr.isTTY) process.stderr.write(`\r${corpus.name}: ${++done}/${corpus.ids.length} pages`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  if (process.stderr.isTTY) process.stderr.write('\n');
}

/** `pages` ids spread evenly over `ids` (all of them when there are fewer). */
export function sampleOf(ids, pages) {
  const n = Math.min(pages, ids.length);
  const step = ids.length / n;
  return Array.from({ length: n }, (_, i) => ids[Math.floor(i * step)]);
}

/**
 * `pages` pages spread over the named corpus, for the benchmarks that load a sample page by page
 * (first-run-cpu.mjs, first-scrape.mjs): each with its id, the address it is served at, the
 * address its truth names, and its HTML, read as the page is reached. Exits with the corpora's
 * message when the corpus is not there.
 */
export async function corpusSample(corpusName, repo, pages) {
  const missing = missingCorpora([corpusName], repo);
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const corpus = await loadCorpus(
    CORPORA.find((c) => c.name === corpusName),
    repo,
    null,
    null,
  );
  return {
    name: corpus.name,
    pages: sampleOf(corpus.ids, pages).map((id) => ({
      id,
      url: pageAddress(corpus.truth[id].url, id),
      truthUrl: corpus.truth[id].url,
      html: () => gunzipSync(readFileSync(corpus.htmlFile(id))),
    })),
  };
}
