/** Picks the URL an <img> really shows: the largest srcset candidate, else a lazy-load attribute, else src. */
import { largestSrcsetUrl } from './absolute-urls.ts';

const LAZY_SRC_ATTRS = ['data-src', 'data-lazy-src', 'data-original', 'data-url', 'data-hi-res-src', 'data-lazy'];
const LAZY_SRCSET_ATTRS = ['data-srcset', 'data-lazy-srcset'];

/** A src that only holds a loading placeholder (tiny inline gif/svg or empty). */
function isPlaceholderSrc(src: string): boolean {
  if (src === '' || src === '#' || src === 'about:blank') return true;
  return /^data:image\/(?:gif|svg\+xml|png);/i.test(src) && src.length < 400;
}

/** The raw (unresolved) URL the image should point at, or '' when it has none. */
export function imageSourceOf(img: Element): string {
  let srcset = img.getAttribute('srcset') ?? '';
  if (!srcset) {
    for (const attr of LAZY_SRCSET_ATTRS) {
      srcset = img.getAttribute(attr) ?? '';
      if (srcset) break;
    }
  }
  if (!srcset && img.parentElement?.localName === 'picture') {
    const source = img.parentElement.querySelector('source[srcset]');
    srcset = source?.getAttribute('srcset') ?? '';
  }
  const fromSrcset = srcset ? largestSrcsetUrl(srcset) : '';
  if (fromSrcset) return fromSrcset;
  const src = (img.getAttribute('src') ?? '').trim();
  if (!isPlaceholderSrc(src)) return src;
  for (const attr of LAZY_SRC_ATTRS) {
    const lazy = img.getAttribute(attr);
    if (lazy && !lazy.startsWith('data:')) return lazy.trim();
  }
  return src;
}
