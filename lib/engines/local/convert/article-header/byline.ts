/**
 * The article's byline and date line, "By Ada Marsh · 2024-05-02": the author and publication
 * date the page declares in its metadata, else as the header around the headline shows them.
 */
import { isDateLine } from '@/lib/engines/local/convert/main-content/boilerplate-patterns';
import { isComment, isReview } from '@/lib/engines/local/convert/main-content/furniture';
import { hasTwin } from '@/lib/engines/local/convert/main-content/prune';
import { cleanAuthor, isoDay, articleSignals } from '@/lib/engines/local/convert/article-signals';
import { clean, metaContent } from '@/lib/engines/local/convert/article-header/header-text';

export interface Byline {
  text?: string;
  /** The header's own byline and date lines: written in the byline, left out of the text below. */
  sources: Element[];
}

/** The header region around the headline holds at most this much text. */
const MAX_HEADER_REGION = 1500;
const BYLINE_MARKUP = /(?:^|[\s_:-])(?:byline|by-line|author|authors|author-name|writer|contributor)(?:$|[\s_:-])/i;
/** A header's date line is this short ("Published Nov 20, 2019 at 8:00 GMT"). */
const MAX_DATE_LINE = 80;
/** Elements that hold the page's publication or update date, as microdata marks them. */
const DATE_MARKUP = '[itemprop="datePublished"],[itemprop="dateModified"],[itemprop="dateCreated"]';

interface Found {
  text: string;
  source: Element;
}

/**
 * The byline of the article whose headline the page shows in `headline` (its <h1>, or the element
 * repeating its title), or shows nowhere.
 */
export function findByline(doc: Document, headline: Element | undefined): Byline {
  const facts = articleSignals(doc);
  const site = metaContent(doc, 'meta[property="og:site_name"]');
  const region = headline ? headerRegion(headline) : undefined;
  const author = region && headline ? authorIn(region, headline, site) : undefined;
  const date = region ? dateIn(region) : undefined;
  const name = facts.author ?? author?.text;
  const when = facts.published ?? date?.text;
  const text = [name && `By ${name}`, when].filter(Boolean).join(' · ');
  const dates = when && region && headline ? dateLinesIn(region, headline) : [];
  const sources = [author?.source, date?.source, ...dates].filter((el): el is Element => el !== undefined);
  return { text: text || undefined, sources };
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

/**
 * Inside a comment, or a customer's review among others like it, below `region`: its author and
 * date are that post's, not the page's. A lone block named for a review (a review article's own
 * byline bar) is the page's.
 */
function inDiscussion(el: Element, region: Element): boolean {
  for (let node: Element | null = el; node && node !== region; node = node.parentElement)
    if (node.getAttribute('itemprop') === 'comment' || isComment(node) || (isReview(node) && hasTwin(node)))
      return true;
  return false;
}

function markupSaysByline(el: Element): boolean {
  const rel = el.getAttribute('rel');
  if (rel === 'author' || el.getAttribute('itemprop') === 'author') return true;
  const cls = el.getAttribute('class') ?? '';
  return (cls !== '' && BYLINE_MARKUP.test(cls)) || (el.id !== '' && BYLINE_MARKUP.test(el.id));
}

/**
 * The author named in the header region: the first element marked as a byline with a short name,
 * the innermost one when such marks nest (a byline bar holding the name, its reading time and
 * share buttons), but the outermost is what the text below leaves out.
 */
function authorIn(region: Element, headline: Element, site: string): Found | undefined {
  const marked = Array.from(region.querySelectorAll('[class],[id],[rel],[itemprop]'))
    .slice(0, 200)
    .filter((el) => markupSaysByline(el) && !el.contains(headline) && !inDiscussion(el, region));
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

/**
 * The publication date in the header region: a <time> outside its comments and reviews, as its
 * machine date when it has one.
 */
function dateIn(region: Element): Found | undefined {
  for (const time of region.getElementsByTagName('time')) {
    if (inDiscussion(time, region)) continue;
    const text = isoDay(time.getAttribute('datetime')) ?? clean(time.textContent);
    return text && text.length <= 60 ? { text, source: time } : undefined;
  }
  return undefined;
}

/**
 * The header's own date lines, shown again in the byline: the <time>s and dates marked as such,
 * each with the short line around it that says nothing but the date.
 */
function dateLinesIn(region: Element, headline: Element): Element[] {
  const lines: Element[] = [];
  for (const el of Array.from(region.querySelectorAll(`time,${DATE_MARKUP}`)).slice(0, 10)) {
    if (el.contains(headline) || headline.contains(el) || inDiscussion(el, region)) continue;
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
