import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import { imageSourceOf } from '@/lib/engines/local/convert/image-source';
import { findThings, isThing, textOf, valuesOf, type Thing } from '@/lib/engines/local/page-facts/schema-things';

/** Larger inline SVG logos are not copied into the answer. */
const MAX_SVG = 20_000;
const SAYS_LOGO = /logo/i;

/**
 * The site's logo as the page declares it: schema.org's `logo` (an Organization's, a Brand's),
 * else an <img> in the page's header whose alt or src says "logo", else the picture of a link to
 * the home page (an <img>, or an inline <svg> as a data URL).
 */
export function declaredLogo(
  doc: Document,
  things: Thing[],
  pageUrl: string,
  resolve: UrlResolver,
): string | undefined {
  for (const thing of findThings(things, 'any')) {
    for (const value of valuesOf(thing, 'logo')) {
      const url =
        typeof value === 'string'
          ? value
          : isThing(value)
            ? (textOf(value, 'url') ?? textOf(value, 'contentUrl'))
            : undefined;
      if (url?.trim()) return resolve(url.trim());
    }
  }
  for (const img of doc.querySelectorAll('header img, [role="banner"] img')) {
    const src = imageSourceOf(img);
    if (src && (SAYS_LOGO.test(img.getAttribute('alt') ?? '') || SAYS_LOGO.test(src))) return resolve(src);
  }
  const home = new URL('/', pageUrl).href;
  for (const link of doc.querySelectorAll('a[href]')) {
    if (resolve(link.getAttribute('href') ?? '') !== home) continue;
    const img = link.querySelector('img');
    const src = img && imageSourceOf(img);
    if (src) return resolve(src);
    const svg = link.querySelector('svg');
    if (svg && svg.outerHTML.length <= MAX_SVG) return `data:image/svg+xml,${encodeURIComponent(svg.outerHTML)}`;
  }
  return undefined;
}

/** The largest icon the page links (`rel~=icon`; sizes="any" is a vector, the largest of all). */
export function declaredFavicon(doc: Document, resolve: UrlResolver): string | undefined {
  let best: { href: string; size: number } | undefined;
  for (const link of doc.querySelectorAll('link[rel~="icon" i][href]')) {
    const sizes = (link.getAttribute('sizes') ?? '').toLowerCase();
    const size =
      sizes === 'any' ? Infinity : Math.max(0, ...sizes.split(/\s+/).map((s) => Number(s.split('x')[0]) || 0));
    if (!best || size > best.size) best = { href: link.getAttribute('href') ?? '', size };
  }
  return best?.href ? resolve(best.href) : undefined;
}
