/**
 * The URL an <img> shows a reader, lazy loading undone: the largest real srcset candidate (from
 * srcset, a lazy data-srcset, or its <picture>), else a lazy-load attribute (data-src,
 * data-lazy-src, data-original…), else src, else the <noscript> copy beside it. Placeholders
 * (empty inline SVGs, "#") are never the answer: an image with nothing better is dropped.
 */
import { largestSrcsetUrl } from '@/lib/engines/local/convert/absolute-urls';

const LAZY_SRC_ATTRS = [
  'data-src',
  'data-lazy-src',
  'data-original',
  'data-url',
  'data-hi-res-src',
  'data-lazy',
  'data-full-src',
  'data-orig-src',
];
const LAZY_SRCSET_ATTRS = ['data-srcset', 'data-lazy-srcset'];
/** Inline images shorter than this are a loader's stand-in, not a picture. */
const TINY_INLINE_IMAGE = 400;
/** Up to the next tag at most: an <img that never closes is not read to the end of the text from each one. */
const NOSCRIPT_IMG_SRC = /<img\b[^<>]*?\ssrc\s*=\s*(?:"([^"]+)"|'([^']+)'|([^\s>]+))/i;

/** Nothing to show: empty, "#", about:blank, or a small inline SVG (a loader's empty box). */
function isEmptySrc(src: string): boolean {
  return (
    src === '' ||
    src === '#' ||
    src === 'about:blank' ||
    (/^data:image\/svg\+xml[;,]/i.test(src) && src.length < TINY_INLINE_IMAGE)
  );
}

/** A loading stand-in: nothing to show, or a tiny inline GIF/PNG that a lazy loader replaces. */
export function isPlaceholderSrc(src: string): boolean {
  return isEmptySrc(src) || (/^data:image\/(?:gif|png|webp)[;,]/i.test(src) && src.length < TINY_INLINE_IMAGE);
}

function attr(el: Element, names: readonly string[]): string {
  for (const name of names) {
    const value = el.getAttribute(name)?.trim();
    if (value) return value;
  }
  return '';
}

/** The largest srcset candidate that is not a placeholder, or ''. */
function realSrcset(srcset: string): string {
  const url = srcset ? largestSrcsetUrl(srcset) : '';
  return url && !isPlaceholderSrc(url) ? url : '';
}

function fromPicture(img: Element): string {
  const picture = img.parentElement;
  if (picture?.localName !== 'picture') return '';
  for (const source of picture.querySelectorAll('source')) {
    const url = realSrcset(attr(source, [...LAZY_SRCSET_ATTRS, 'srcset']));
    if (url) return url;
  }
  return '';
}

/** The src of the <img> inside a <noscript> next to this one (text in a page that ran scripts). */
function fromNoscript(img: Element): string {
  for (const sibling of [img.nextElementSibling, img.previousElementSibling, img.parentElement?.nextElementSibling]) {
    if (sibling?.localName !== 'noscript') continue;
    const inner =
      sibling.firstElementChild?.localName === 'img' ? sibling.firstElementChild.getAttribute('src') : undefined;
    const m = inner ? null : NOSCRIPT_IMG_SRC.exec(sibling.textContent ?? '');
    const url = (inner ?? m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
    if (url && !isPlaceholderSrc(url)) return url;
  }
  return '';
}

/** The raw (unresolved) URL the image should point at, or '' when it has none worth showing. */
export function imageSourceOf(img: Element): string {
  const srcset =
    realSrcset(attr(img, LAZY_SRCSET_ATTRS)) || realSrcset(img.getAttribute('srcset') ?? '') || fromPicture(img);
  if (srcset) return srcset;
  const src = (img.getAttribute('src') ?? '').trim();
  const lazy = attr(img, LAZY_SRC_ATTRS);
  // A lazy loader swaps its attribute into src; until it has, the attribute is the picture.
  if (lazy && !lazy.startsWith('data:') && lazy !== src) return lazy;
  if (!isPlaceholderSrc(src)) return src;
  // With nothing better, a tiny inline image is the page's own (a dot, a spacer); an empty box is nothing.
  return fromNoscript(img) || (isEmptySrc(src) ? '' : src);
}
