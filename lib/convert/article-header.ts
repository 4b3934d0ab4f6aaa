/**
 * The article's header as a reader sees it above the text: its headline, then the byline and
 * date line when the page has them. The headline is the <h1> that best matches the page's title
 * (near the content, not the site's logo), else the title itself; the byline is read near the
 * headline, else from the page's author and publication-date metadata.
 */
import { escapeLineStart, escapeText } from './markdown-escape.ts';
import { isDateLine } from './main-content/boilerplate-patterns.ts';
import { hasHiddenAttribute } from './main-content/furniture.ts';
import { cleanAuthor, isoDay, pageFacts } from './page-facts.ts';
import { escapeHtml } from './plain-text.ts';

export interface ArticleHeader {
  headline: string;
  byline?: string;
  /** Elements the header was read from: written once, here, not again in place. */
  sources: Element[];
}

/** The longest headline taken from an <h1>; longer ones are paragraphs in disguise. */
const MAX_HEADLINE = 300;
/** How much of a title's words an <h1> must share to be its headline. */
const MIN_TITLE_MATCH = 0.5;
/** The header region around the headline holds at most this much text. */
const MAX_HEADER_REGION = 1500;
const BYLINE_MARKUP = /(?:^|[\s_:-])(?:byline|by-line|author|authors|author-name|writer|contributor)(?:$|[\s_:-])/i;
/** A header's date line is this short ("Published Nov 20, 2019 at 8:00 GMT"). */
const MAX_DATE_LINE = 80;
/** Elements that hold the page's publication or update date, as microdata marks them. */
const DATE_MARKUP = '[itemprop="datePublished"],[itemprop="dateModified"],[itemprop="dateCreated"]';
/** Node.DOCUMENT_POSITION_PRECEDING, without relying on a global Node. */
const DOCUMENT_POSITION_PRECEDING = 2;

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

function metaContent(doc: Document, selector: string): string {
  return clean(doc.querySelector(selector)?.getAttribute('content'));
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

/** The page's title without a trailing " | Site name" (or " - ", " — ", " :: "). */
function pageTitle(doc: Document): string {
  const og = metaContent(doc, 'meta[property="og:title"]');
  if (og) return og;
  const title = clean(doc.title);
  const parts = title.split(/\s+[|\-–—:·•]{1,2}\s+/);
  return parts.length > 1 && (parts[0] ?? '').length >= 10 ? (parts[0] ?? title) : title;
}

function chooseHeadline(doc: Document, root: Element, titles: string[]): Element | undefined {
  const h1 = bestH1(doc, root, titles);
  // An <h1> in the content that shares some of the title's words is its headline (the title is
  // often worded for search); one that shares almost none is the site's name.
  if (!titles.length || (h1 && titleMatch(clean(h1.textContent), titles) >= UNRELATED_TITLE_MATCH)) return h1;
  return titleElement(doc, titles) ?? h1;
}

/** Below this match with the title, an <h1> in the content says something else (the site's name). */
const UNRELATED_TITLE_MATCH = 0.2;

/** How closely an element's text must repeat the page's title to be the headline without an <h1>. */
const TITLE_ELEMENT_MATCH = 0.9;
/** Text nodes looked at for the title, from the top of the page. */
const MAX_TITLE_SEARCH = 3000;

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
    if (!el || el.closest('a,nav,footer,script,style,noscript,template,title') || hiddenWithin(el)) continue;
    while (el.parentElement && el.parentElement !== doc.body && clean(el.parentElement.textContent) === text)
      el = el.parentElement;
    return el;
  }
  return undefined;
}
/** Shorter than this, a text that repeats the title is a word, not a headline. */
const MIN_TITLE_TEXT = 10;
/** A text repeating the title is at least this share of its length, and the title of the text's. */
const NEAR_LENGTH = 0.6;

function bestH1(doc: Document, root: Element, titles: string[]): Element | undefined {
  let best: Element | undefined;
  let bestScore = 0;
  for (const h1 of Array.from(doc.querySelectorAll('h1')).slice(0, 20)) {
    const text = clean(h1.textContent);
    if (!text || text.length > MAX_HEADLINE || h1.closest('nav,footer') || hiddenWithin(h1)) continue;
    const inside = root.contains(h1);
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

/** The smallest ancestor of the headline that holds more than it, within a header's length. */
function headerRegion(headline: Element): Element {
  let region = headline;
  for (let parent = headline.parentElement; parent && parent.localName !== 'body'; parent = parent.parentElement) {
    if ((parent.textContent ?? '').length > MAX_HEADER_REGION) break;
    region = parent;
  }
  return region;
}

function markupSaysByline(el: Element): boolean {
  const rel = el.getAttribute('rel');
  if (rel === 'author' || el.getAttribute('itemprop') === 'author') return true;
  const cls = el.getAttribute('class') ?? '';
  return (cls !== '' && BYLINE_MARKUP.test(cls)) || (el.id !== '' && BYLINE_MARKUP.test(el.id));
}

interface Found {
  text: string;
  source: Element;
}

/**
 * The author named in the header region: the first element marked as a byline with a short name,
 * the innermost one when such marks nest (a byline bar holding the name, its reading time and
 * share buttons), but the outermost is what the text below leaves out.
 */
function authorIn(region: Element, headline: Element, site: string): Found | undefined {
  const marked = Array.from(region.querySelectorAll('[class],[id],[rel],[itemprop]'))
    .slice(0, 200)
    .filter((el) => markupSaysByline(el) && !el.contains(headline));
  for (const [i, el] of marked.entries()) {
    let inner = el;
    for (const next of marked.slice(i + 1))
      if (inner.contains(next) && cleanAuthor(next.textContent ?? '', site)) inner = next;
    const named = inner.querySelector('[itemprop="name"],[rel="author"]') ?? inner;
    const text = cleanAuthor(named.textContent ?? '', site);
    if (text) return { text, source: el };
  }
  return undefined;
}

/** The publication date in the header region: a <time>, as its machine date when it has one. */
function dateIn(region: Element): Found | undefined {
  const time = region.querySelector('time');
  if (!time) return undefined;
  const text = isoDay(time.getAttribute('datetime')) ?? clean(time.textContent);
  return text && text.length <= 60 ? { text, source: time } : undefined;
}

/**
 * The header's own date lines, shown again in the byline: the <time>s and dates marked as such,
 * each with the short line around it that says nothing but the date.
 */
function dateLinesIn(region: Element, headline: Element): Element[] {
  const lines: Element[] = [];
  for (const el of Array.from(region.querySelectorAll(`time,${DATE_MARKUP}`)).slice(0, 10)) {
    if (el.contains(headline) || headline.contains(el)) continue;
    let line = el;
    for (
      let parent = el.parentElement;
      parent && parent !== region && !parent.contains(headline);
      parent = parent.parentElement
    ) {
      const text = clean(parent.textContent);
      if (text.length > MAX_DATE_LINE || !isDateLine(text)) break;
      line = parent;
    }
    // A date inside a sentence ("On <time>Monday</time>, the board…") is the sentence's.
    if (!hasOwnText(line.parentElement)) lines.push(line);
  }
  return lines;
}

function hasOwnText(el: Element | null): boolean {
  for (let node = el?.firstChild; node; node = node.nextSibling)
    if (node.nodeType === 3 && (node as Text).data.trim() !== '') return true;
  return false;
}

/**
 * "By Ada Marsh · 2024-05-02": the author and the publication date the page declares, else as
 * its header shows them. The header's own byline and date are left out of the text below.
 */
function composeByline(doc: Document, h1: Element | undefined): { text?: string; sources: Element[] } {
  const facts = pageFacts(doc);
  const site = metaContent(doc, 'meta[property="og:site_name"]');
  const region = h1 ? headerRegion(h1) : undefined;
  const author = region && h1 ? authorIn(region, h1, site) : undefined;
  const date = region ? dateIn(region) : undefined;
  const name = facts.author ?? author?.text;
  const when = facts.published ?? date?.text;
  const text = [name && `By ${name}`, when].filter(Boolean).join(' · ');
  const dates = when && region && h1 ? dateLinesIn(region, h1) : [];
  const sources = [author?.source, date?.source, ...dates].filter((el): el is Element => el !== undefined);
  return { text: text || undefined, sources };
}

/** The header of the article rooted at `root`, or undefined when the page names no title. */
export function findArticleHeader(doc: Document, root: Element): ArticleHeader | undefined {
  const titles = [pageTitle(doc)].filter(Boolean);
  const h1 = chooseHeadline(doc, root, titles);
  const headline = h1 ? clean(h1.textContent) : titles[0];
  if (!headline) return undefined;
  const byline = composeByline(doc, h1);
  return { headline, byline: byline.text, sources: h1 ? [h1, ...byline.sources] : byline.sources };
}

export function headerMarkdown(header: ArticleHeader): string {
  const title = `# ${escapeText(header.headline)}`;
  return header.byline ? `${title}\n\n${escapeLineStart(escapeText(header.byline))}` : title;
}

export function headerHtml(header: ArticleHeader): string {
  return `<h1>${escapeHtml(header.headline)}</h1>` + (header.byline ? `<p>${escapeHtml(header.byline)}</p>` : '');
}
