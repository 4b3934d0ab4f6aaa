// What the main-content benchmarks share: their `--name=value` options, and an evenly spread sample
// of a corpus's pages.

/** `--corpus=news --pages=30 --fresh` as { corpus: 'news', pages: '30', fresh: 'true' }. */
export const benchArgs = (argv = process.argv.slice(2)) =>
  Object.fromEntries(
    argv.map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? 'true'];
    }),
  );

/** `pages` ids spread evenly over `ids` (all of them when there are fewer). */
export function sampleOf(ids, pages) {
  const n = Math.min(pages, ids.length);
  const step = ids.length / n;
  return Array.from({ length: n }, (_, i) => ids[Math.floor(i * step)]);
}
