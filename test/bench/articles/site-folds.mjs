// k folds grouped by site for a corpus tuned on for a long time: no site in two folds, so a rule
// found on one site's pages is judged on the other folds' sites. Deterministic: a site's fold is
// a hash of its name, so adding pages never moves a site.

/**
 * The site of an address: its host without `www.`, cut to the registrable part as far as one can
 * tell without a suffix list (the last two labels, three when the second-to-last is a short
 * second-level label such as `co.uk` or `com.au`).
 * @param {string | undefined} address
 * @returns {string}
 */
export function siteOf(address) {
  let host;
  try {
    host = new URL(address ?? '').hostname.toLowerCase();
  } catch {
    return String(address ?? '');
  }
  const labels = host.replace(/^www\./, '').split('.');
  const [last = '', secondLast = ''] = labels.slice(-2).reverse();
  if (labels.length <= 2 || /^\d+$/.test(last)) return labels.join('.');
  const secondLevel = secondLast.length <= 3 && last.length === 2;
  return labels.slice(secondLevel ? -3 : -2).join('.');
}

/**
 * FNV-1a, 32 bits: a stable small hash of a string.
 * @param {string} text
 */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The fold (1..k) of a page, by its site.
 * @param {string | undefined} address
 * @param {number} k
 */
export const foldOf = (address, k) => (fnv1a(siteOf(address)) % k) + 1;
