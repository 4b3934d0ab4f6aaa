/**
 * A heading's permalink: a link from the heading to its own place on the page (Sphinx's ¶, a docs
 * site's # or chain icon), there to copy the section's address. The reader keeps the heading's
 * words, never the mark: the markdown writer drops the link (markdown-inline.ts) and the headline
 * drops its text (article-header/headline.ts).
 */
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';

/** Text with a letter or a digit in it: a permalink's mark is a bare symbol. */
const WORDY = /[\p{L}\p{N}]/u;
export const hasWords = (text: string): boolean => WORDY.test(text);

/** `href` leads to a place on this page (`#usage`, or this page's own address with a fragment). */
export function isOwnPlace(href: string, resolve: UrlResolver): boolean {
  if (href.startsWith('#')) return true;
  if (!href.includes('#')) return false;
  const here = resolve('#');
  return here !== '#' && resolve(href).startsWith(here);
}

const isPermalink = (a: Element, resolve: UrlResolver): boolean =>
  isOwnPlace(a.getAttribute('href')?.trim() ?? '', resolve) && !hasWords(a.textContent ?? '');

/** A heading's text without its permalinks' marks. */
export function headingText(heading: Element, resolve: UrlResolver): string {
  const marks = new Set(Array.from(heading.querySelectorAll('a[href*="#"]')).filter((a) => isPermalink(a, resolve)));
  if (marks.size === 0) return heading.textContent ?? '';
  const textOf = (node: Node): string =>
    node.nodeType === 3 || node.nodeType === 4
      ? ((node as Text).data ?? '')
      : marks.has(node as Element)
        ? ''
        : Array.from(node.childNodes, textOf).join('');
  return textOf(heading);
}
