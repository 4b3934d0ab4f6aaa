// Where the article benchmark serves a page: at its own address, as the page was saved from.

/**
 * Where a page is served: its own address, without the fragment (a page may check where it is, and
 * remove itself when it is not at home), or a made-up one when the corpus gives none.
 * @param {string | undefined} address
 * @param {string} id
 * @returns {string}
 */
export function pageAddress(address, id) {
  try {
    const url = new URL(address ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') {
      url.hash = '';
      return url.href;
    }
  } catch {
    // No usable address.
  }
  return `https://bench.test/${encodeURIComponent(id)}.html`;
}
