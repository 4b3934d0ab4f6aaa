import type { HElement, HNode } from './parse-html';
import { absoluteUrl, findAll, matchesSelector } from './dom';

export interface CleanOptions {
  baseUrl: string;
  onlyMainContent?: boolean;
  includeTags?: string[];
  excludeTags?: string[];
}

// What the service strips from `html` always, and additionally with onlyMainContent.
const ALWAYS_REMOVED = new Set(['script', 'style', 'noscript', 'meta', 'head']);
const NOT_MAIN = new Set(['header', 'nav', 'footer', 'aside']);
const NOT_MAIN_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary']);

// A filtered deep copy: the parsed page stays intact for metadata and links.
export function cleanTree(root: HElement, opts: CleanOptions): HElement {
  const onlyMain = opts.onlyMainContent ?? true;
  const exclude = opts.excludeTags ?? [];
  const keep = (el: HElement): boolean => {
    if (ALWAYS_REMOVED.has(el.tag)) return false;
    if (onlyMain && (NOT_MAIN.has(el.tag) || NOT_MAIN_ROLES.has(el.attrs.role ?? ''))) return false;
    return !exclude.some((s) => matchesSelector(el, s));
  };
  const copy = (el: HElement): HElement => ({
    type: 'element',
    tag: el.tag,
    attrs: absolutize(el, opts.baseUrl),
    children: el.children.filter((c) => c.type === 'text' || keep(c)).map((c): HNode => (c.type === 'text' ? { ...c } : copy(c))),
  });
  const cleaned = copy(root);
  const include = opts.includeTags ?? [];
  if (include.length === 0) return cleaned;
  // Keep only the outermost matches, in document order.
  const matches = findAll(cleaned, (el) => include.some((s) => matchesSelector(el, s)));
  const inside = (el: (typeof matches)[number]) =>
    matches.some((other) => other !== el && findAll(other, (x) => x === el).length > 0);
  const outermost = matches.filter((el) => !inside(el));
  return { type: 'element', tag: '#root', attrs: {}, children: outermost };
}

function absolutize(el: HElement, base: string): Record<string, string> {
  const attrs = { ...el.attrs };
  for (const name of ['href', 'src', 'poster', 'action']) {
    const value = attrs[name];
    if (value === undefined || value.startsWith('data:') || value.startsWith('#') || /^javascript:/i.test(value)) continue;
    attrs[name] = absoluteUrl(value, base) ?? value;
  }
  if (attrs.srcset !== undefined) {
    const best = largestSrcset(attrs.srcset);
    if (best) attrs.src = absoluteUrl(best, base) ?? best;
    delete attrs.srcset;
  }
  return attrs;
}

// "a.jpg 480w, b.jpg 1080w" or "a.jpg 1x, b.jpg 2x": pick the largest candidate.
function largestSrcset(srcset: string): string | undefined {
  let best: { url: string; size: number } | undefined;
  for (const candidate of srcset.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const size = parseFloat(descriptor ?? '1') || 1;
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url;
}
