/** Resolving attribute URLs against the page URL, and choosing the largest srcset candidate. */

export type UrlResolver = (raw: string) => string;

const KEEP_AS_IS = /^(?:data|mailto|tel|javascript|blob|about):/i;

/**
 * Returns a resolver bound to `baseUrl`. Values that cannot be resolved are returned trimmed,
 * never thrown on: a page's broken href must not break the conversion.
 */
export function urlResolver(baseUrl: string): UrlResolver {
  let base: URL | undefined;
  try {
    base = new URL(baseUrl);
  } catch {
    base = undefined;
  }
  const cache = new Map<string, string>();
  return (raw) => {
    const value = raw.trim();
    if (value === '' || KEEP_AS_IS.test(value)) return value;
    const hit = cache.get(value);
    if (hit !== undefined) return hit;
    let out = value;
    try {
      out = base ? new URL(value, base).href : new URL(value).href;
    } catch {
      out = value;
    }
    cache.set(value, out);
    return out;
  };
}

/** The document's effective base: `<base href>` resolved against the page URL, else the page URL. */
export function documentBaseUrl(doc: Document, pageUrl: string): string {
  const href = doc.querySelector('base[href]')?.getAttribute('href');
  if (!href) return pageUrl;
  try {
    return new URL(href, pageUrl).href;
  } catch {
    // A saved page's address may be a bare file name; an absolute <base> still holds.
    try {
      return new URL(href).href;
    } catch {
      return pageUrl;
    }
  }
}

interface SrcsetCandidate {
  url: string;
  width: number;
  density: number;
}

/** A descriptor's number is read from its first digit only: a long run of digits is scanned once. */
const WIDTH = /(?<!\d)(\d+)w\b/;
const DENSITY = /(?<![\d.])([\d.]+)x\b/;

/**
 * Returns the URL of a srcset's largest candidate: the widest `w` descriptor, else the highest
 * `x` density (a bare URL counts as 1x). Returns '' for an empty srcset.
 */
export function largestSrcsetUrl(srcset: string): string {
  const candidates = parseSrcset(srcset);
  let best: SrcsetCandidate | undefined;
  const byWidth = candidates.some((c) => c.width > 0);
  for (const c of candidates) {
    if (!best) best = c;
    else if (byWidth ? c.width > best.width : c.density > best.density) best = c;
  }
  return best?.url ?? '';
}

const SPACE = /\s/;
/**
 * What `\s` matches, read from a character code: the ASCII ones compared, a pattern only above
 * ASCII. A pattern test per character of a URL was most of a srcset's parse.
 */
const isSpace = (code: number): boolean =>
  code === 32 || (code >= 9 && code <= 13) || (code > 127 && SPACE.test(String.fromCharCode(code)));
const COMMA = 44;

/** The HTML srcset grammar: URL, optional descriptors, comma; URLs may themselves hold commas. */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  const n = srcset.length;
  let i = 0;
  while (i < n) {
    while (i < n && (srcset.charCodeAt(i) === COMMA || isSpace(srcset.charCodeAt(i)))) i++;
    if (i >= n) break;
    const urlStart = i;
    while (i < n && !isSpace(srcset.charCodeAt(i))) i++;
    let url = srcset.slice(urlStart, i);
    let descriptors = '';
    if (url.endsWith(',')) {
      let end = url.length;
      while (end > 0 && url.charCodeAt(end - 1) === COMMA) end--;
      url = url.slice(0, end);
    } else {
      const descStart = i;
      let depth = 0;
      while (i < n && (depth > 0 || srcset[i] !== ',')) {
        if (srcset[i] === '(') depth++;
        else if (srcset[i] === ')') depth = Math.max(0, depth - 1);
        i++;
      }
      descriptors = srcset.slice(descStart, i);
    }
    if (!url) continue;
    const w = WIDTH.exec(descriptors);
    const x = DENSITY.exec(descriptors);
    out.push({ url, width: w ? Number(w[1]) : 0, density: x ? Number.parseFloat(x[1] ?? '1') || 1 : 1 });
  }
  return out;
}
