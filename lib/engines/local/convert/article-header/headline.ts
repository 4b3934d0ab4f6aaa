/**
 * The article's headline: the <h1> that best matches the page's title (near the content, not the
 * site's logo), else the element whose text is that title, else the title itself.
 */
import { hasHiddenAttribute } from '@/lib/engines/local/convert/main-content/furniture';
import { clean, metaContent } from '@/lib/engines/local/convert/article-header/header-text';
import { wordsOf } from '@/lib/engines/local/convert/word-characters';
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import { headingText } from '@/lib/engines/local/convert/heading-permalinks';
import { insideRemoved, type IsRemoved } from '@/lib/engines/local/convert/removed';

export interface Headline {
  text: string;
  /** Where the page shows it, when it does. */
  element?: Element;
}

/** The longest headline taken from an <h1>; longer ones are paragraphs in disguise. */
const MAX_HEADLINE = 300;
/** How much of a title's words an <h1> must share to be its headline. */
const MIN_TITLE_MATCH = 0.5;
/** Below this match with the title, an <h1> in the content says something else (the site's name). */
const UNRELATED_TITLE_MATCH = 0.2;
/** How closely an element's text must repeat the page's title to be the headline without an <h1>. */
const TITLE_ELEMENT_MATCH = 0.9;
/** Text nodes looked at for the title, from the top of the page. */
const MAX_TITLE_SEARCH = 3000;
/** Shorter than this, a text that repeats the title is a word, not a headline. */
const MIN_TITLE_TEXT = 10;
/** A text repeating the title is at least this share of its length, and the title of the text's. */
const NEAR_LENGTH = 0.6;
/** Node.DOCUMENT_POSITION_PRECEDING, without relying on a global Node. */
const DOCUMENT_POSITION_PRECEDING = 2;

const words = (text: string): string[] => wordsOf(text.toLowerCase());

/**
 * The headline of the article rooted at `root`, or undefined when the page names no title;
 * `resolve` tells the heading's permalink (heading-permalinks.ts) from its words.
 */
export function findHeadline(
  doc: Document,
  root: Element,
  resolve: UrlResolver,
  isRemoved: IsRemoved,
): Headline | undefined {
  const titles = [pageTitle(doc)].filter(Boolean);
  const element = chooseHeadline(doc, root, titles, isRemoved);
  const text = element ? clean(headingText(element, resolve)) : titles[0];
  return text ? { text, element } : undefined;
}

/** How alike a heading and the title are: the Dice overlap of their words, 1 when the same. */
function titleMatch(heading: string, titles: string[]): number {
  const mine = new Set(words(heading));
  if (!mine.size) return 0;
  let best = 0;
  for (const title of titles) {
    const theirs = new Set(words(title));
    if (!theirs.size) continue;
    let shared = 0;
    for (const w of mine) if (theirs.has(w)) shared++;
    best = Math.max(best, (2 * shared) / (mine.size + theirs.size));
  }
  return best;
}

/** " | ", " - ", " :: ": read from the first space of a run only, so a long run of spaces is scanned once. */
const SITE_SEPARATOR = /(?<!\s)\s+[|\-–—:·•]{1,2}\s+/;

/** The trailing " | Site name" of the page's title, when it has one. */
function siteName(doc: Document): string | undefined {
  const parts = clean(doc.title).split(SITE_SEPARATOR);
  return parts.length > 1 ? parts[parts.length - 1] : undefined;
}

/** The page's title without a trailing " | Site name" (or " - ", " — ", " :: "). */
function pageTitle(doc: Document): string {
  const og = metaContent(doc, 'meta[property="og:title"]');
  if (og) return og;
  const title = clean(doc.title);
  const parts = title.split(SITE_SEPARATOR);
  return parts.length > 1 && (parts[0] ?? '').length >= 10 ? (parts[0] ?? title) : title;
}

function chooseHeadline(doc: Document, root: Element, titles: string[], isRemoved: IsRemoved): Element | undefined {
  const h1 = bestH1(doc, root, titles, isRemoved);
  // An <h1> in the content that shares some of the title's words is its headline (the title is
  // often worded for search); one that shares almost none is the site's name.
  if (!titles.length || (h1 && titleMatch(clean(h1.textContent), titles) >= UNRELATED_TITLE_MATCH)) return h1;
  return titleElement(doc, titles) ?? h1;
}

const NOT_TITLE_PARTS = 'a:not([href^="#"]),nav,footer,script,style,noscript,template,title';

/**
 * Where no <h1> carries the page's title (a site name in an <h1>, the headline in a <dt> or a
 * styled <div>), the element whose whole text is that title is the headline: it is written once,
 * as the `# Title`, not again below it.
 */
function titleElement(doc: Document, titles: string[]): Element | undefined {
  // Words nearly the same have nearly the same length: most text is passed over on its length alone.
  const lengths = titles.map((t) => t.length);
  const near = (n: number): boolean => lengths.some((l) => n >= l * NEAR_LENGTH && n * NEAR_LENGTH <= l);
  const walker = doc.createTreeWalker(doc.body ?? doc.documentElement, 4);
  for (let i = 0, node = walker.nextNode(); node && i < MAX_TITLE_SEARCH; i++, node = walker.nextNode()) {
    const data = (node as Text).data;
    if (data.length < MIN_TITLE_TEXT || data.length > MAX_HEADLINE * 4) continue;
    const text = clean(data);
    if (
      text.length < MIN_TITLE_TEXT ||
      text.length > MAX_HEADLINE ||
      !near(text.length) ||
      titleMatch(text, titles) < TITLE_ELEMENT_MATCH
    )
      continue;
    let el = node.parentElement;
    // A link leads elsewhere, but not a heading's anchor to its own place (mdBook's `<a class="header">`).
    if (!el || el.closest(NOT_TITLE_PARTS) || hiddenWithin(el)) continue;
    while (el.parentElement && el.parentElement !== doc.body && clean(el.parentElement.textContent) === text)
      el = el.parentElement;
    return el;
  }
  return undefined;
}

/**
 * The <h1> nearest the content that best matches the title. An <h1> pruned from the root that
 * says the site's name (the book's name in a docs site's menu bar, on a page kept whole) is not
 * the page's headline.
 */
function bestH1(doc: Document, root: Element, titles: string[], isRemoved: IsRemoved): Element | undefined {
  let best: Element | undefined;
  let bestScore = 0;
  const site = siteName(doc);
  for (const h1 of Array.from(doc.querySelectorAll('h1')).slice(0, 20)) {
    const text = clean(h1.textContent);
    if (!text || text.length > MAX_HEADLINE || h1.closest('nav,footer') || hiddenWithin(h1)) continue;
    const inside = root.contains(h1);
    if (inside && site && titleMatch(text, [site]) >= TITLE_ELEMENT_MATCH && insideRemoved(h1, root, isRemoved))
      continue;
    const match = titles.length ? titleMatch(text, titles) : inside ? 1 : 0;
    if (match < MIN_TITLE_MATCH && !inside) continue;
    // Inside the content, or just before it, beats the same words in a banner elsewhere.
    const before = !inside && (root.compareDocumentPosition(h1) & DOCUMENT_POSITION_PRECEDING) !== 0;
    const score = match + (inside ? 0.5 : before ? 0.25 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = h1;
    }
  }
  return best;
}

/** The element or one around it is hidden by its `hidden` attribute. */
function hiddenWithin(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) if (hasHiddenAttribute(node)) return true;
  return false;
}
