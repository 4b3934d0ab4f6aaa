import { imageSourceOf } from '@/lib/engines/local/convert/image-source';
import { pageResolver } from '@/lib/engines/local/page-facts/item-values';
import { ogTag } from '@/lib/engines/local/page-facts/open-graph';
import { isShown } from '@/lib/engines/local/page-facts/visible';

const MAX_ELEMENTS = 5000;
/** A lazy loader's attributes: while it waits, the box drawn is its placeholder's, not the picture's. */
const LAZY = '[data-src],[data-srcset],[data-lazy-src],[data-lazy-srcset],[data-original]';
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/g;

/**
 * Every image the page shows, as absolute http(s) URLs, each once: og:image first, then in page
 * order each <img> (the largest srcset or <picture> candidate, lazy ones resolved from their
 * data-* attributes), video posters, and CSS background images of visible elements. Hidden images
 * and tracking pixels (declared or drawn 1×1, or 1×1 themselves) are left out.
 */
export function pageImages(doc: Document, pageUrl: string): string[] {
  const resolve = pageResolver(doc, pageUrl);
  const found = new Set<string>();
  const add = (raw: string) => {
    const url = raw && resolve(raw);
    if (/^https?:\/\//i.test(url)) found.add(url);
  };
  add(ogTag(doc, 'og:image'));
  const view = doc.defaultView;
  for (const el of Array.from(doc.querySelectorAll('body *')).slice(0, MAX_ELEMENTS)) {
    if (el.localName === 'img') {
      if (isShown(el) && !isPixel(el as HTMLImageElement)) add(imageSourceOf(el));
    } else if (el.localName === 'video' && el.hasAttribute('poster')) {
      if (isShown(el)) add(el.getAttribute('poster') ?? '');
    }
    const background = view?.getComputedStyle(el).backgroundImage ?? 'none';
    if (background !== 'none' && background.includes('url(') && isShown(el, 1))
      for (const m of background.matchAll(CSS_URL)) add((m[1] ?? m[2] ?? m[3] ?? '').trim());
  }
  return [...found];
}

/** A tracking pixel: declared 1×1, a 1×1 image, or a loaded image drawn no bigger than a pixel. */
function isPixel(img: HTMLImageElement): boolean {
  const declared = (name: string) => img.hasAttribute(name) && Number(img.getAttribute(name)) <= 1;
  if (declared('width') && declared('height')) return true;
  if (img.matches(LAZY)) return false;
  if (img.complete && img.naturalWidth === 1 && img.naturalHeight === 1) return true;
  const box = img.getBoundingClientRect();
  return img.complete && box.width <= 1 && box.height <= 1;
}
