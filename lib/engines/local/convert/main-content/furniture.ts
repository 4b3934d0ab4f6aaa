/** Per-element tests for page furniture and hidden elements (attributes only, no layout). */
import { HEADING_LEVEL } from '@/lib/engines/local/convert/dom-tags';
import {
  BOILERPLATE_ROLES,
  BOILERPLATE_TAGS,
  CONTENT_WORDS,
  FURNITURE_WORDS,
  furnitureVerdict,
  isDiscussionToken,
  isReviewToken,
  MIXED_WORDS,
  wordFlags,
} from '@/lib/engines/local/convert/main-content/boilerplate-patterns';

const MAIN_TAGS = new Set(['main', 'article']);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;
const HIDDEN_CLASS =
  /(?:^|\s)(?:d-none|is-hidden|u-hidden|visually-hidden|visuallyhidden|sr-only|screen-reader-text|screen-reader-only|element-invisible|hide-for-all|off-screen|offscreen)(?:\s|$)/i;
/** Utility classes that show a hidden element again at some screen width ("d-none d-lg-flex"). */
const SHOWN_AT_WIDTH =
  /(?:^|\s)(?:(?:sm|md|lg|xl|2xl):(?:block|flex|grid|inline|inline-block|inline-flex|table|contents)|d-(?:sm|md|lg|xl|xxl)-(?:block|flex|grid|inline|inline-block|inline-flex|table))(?:\s|$)/;

/**
 * React's streamed HTML parks each late part in <div hidden id="S:…"> until its script moves it
 * into place: read before that, it is still the page's content, not something hidden.
 */
const isStreamedSegment = (el: Element): boolean => el.localName === 'div' && /^S:[0-9a-f]+$/i.test(el.id);

/** Hidden by the `hidden` attribute, but for a streamed segment waiting to be moved into place. */
export const hasHiddenAttribute = (el: Element): boolean => el.hasAttribute('hidden') && !isStreamedSegment(el);

/** The id attribute: a <form>'s `id` property is its field named "id" when it has one. */
export const idOf = (el: Element): string => el.getAttribute('id') ?? '';

/**
 * A cloak: a wrapper around the page's headline that its inline style hides until the page's
 * scripts reveal it (once its fonts or data have arrived). A scrape may come before that, or the
 * scripts may never run. A hidden menu or dialog holds no headline.
 */
export const isCloak = (el: Element): boolean =>
  HIDDEN_STYLE.test(el.getAttribute('style') ?? '') && el.getElementsByTagName('h1').length > 0;

/**
 * The popovers not showing, found in one native query: HTML draws a popover only once it is
 * opened (a prompt, a menu, a card that opens on hover), so until then it is hidden.
 */
export function closedPopovers(root: Element): Set<Element> {
  const closed = new Set<Element>();
  for (const el of Array.from(root.querySelectorAll('[popover]'))) if (!isOpenPopover(el)) closed.add(el);
  return closed;
}

function isOpenPopover(el: Element): boolean {
  try {
    return el.matches(':popover-open');
  } catch {
    // A DOM without popovers (a parsed file's) shows none of them.
    return false;
  }
}

/** Hidden by attribute, inline style or a visually-hidden class (`reading`: classReading of its class). */
export function isHidden(el: Element, reading: number): boolean {
  if (hasHiddenAttribute(el)) return true;
  const style = el.getAttribute('style');
  if (style !== null && HIDDEN_STYLE.test(style)) return true;
  if (reading & HIDES) return true;
  return (reading & MAY_HIDE) !== 0 && isMicrodataOnly(el);
}

const WORDS = FURNITURE_WORDS | MIXED_WORDS | CONTENT_WORDS;
const HIDES = 8;
const MAY_HIDE = 16;
const DISCUSSION = 32;
/**
 * Everything a class string says, read once: class strings repeat across a page (every card,
 * every item), and the walk asks of each element whether it hides, is furniture or a comment.
 */
const classReadings = new Map<string, number>();
export function classReading(cls: string): number {
  let bits = classReadings.get(cls);
  if (bits === undefined) {
    bits =
      wordFlags(cls) |
      (HIDDEN_CLASS.test(cls) ? (SHOWN_AT_WIDTH.test(cls) ? 0 : HIDES) : HIDDEN_WORD.test(cls) ? MAY_HIDE : 0) |
      (isDiscussionToken(cls) ? DISCUSSION : 0);
    if (classReadings.size < MAX_CACHED_CLASSES) classReadings.set(cls, bits);
  }
  return bits;
}
const MAX_CACHED_CLASSES = 5000;

/**
 * A bare "hidden" class hides tab panels that readers open, so it alone says little; a hidden
 * element holding microdata values and nothing a reader reads (a theme's schema.org spans: image
 * URL, height, publisher) is for machines.
 */
const HIDDEN_WORD = /(?:^|\s)hidden(?:\s|$)/;
const READER_MARKUP = 'p, div, li, td, h1, h2, h3, h4, h5, h6, img, picture, table, pre, blockquote';
const isMicrodataOnly = (el: Element): boolean =>
  el.querySelector('[itemprop]') !== null && el.querySelector(READER_MARKUP) === null;

/**
 * 2: page furniture by tag, role or class/id; 1: possibly furniture (mixed class words, or
 * aria-hidden, which consent dialogs also set on the whole page behind them); 0: not. `isPanel`:
 * whether an element is a panel the reader opens (disclosed-panels.ts).
 */
export function furnitureLevel(
  el: Element,
  tag: string,
  reading: number,
  id: string,
  isPanel: (el: Element) => boolean,
): number {
  if (BOILERPLATE_TAGS.has(tag)) return tagFurnitureLevel(el, tag);
  // A table's cell is its data, whatever its class says ("table-header-good").
  if (tag === 'td' || tag === 'th') return 0;
  const role = el.getAttribute('role');
  let level: number;
  if (role !== null && BOILERPLATE_ROLES.has(role)) level = 2;
  else {
    const verdict = furnitureVerdict((reading & WORDS) | (id === '' ? 0 : wordFlags(id)));
    // A tab's or an accordion's panel is aria-hidden until opened (disclosed-panels.ts).
    if (verdict === 0 && el.getAttribute('aria-hidden') === 'true') level = isPanel(el) ? 0 : 1;
    // The markup's own word for the main content outranks a class name's guess.
    else level = verdict === 2 && MAIN_TAGS.has(tag) ? 1 : verdict;
  }
  // A heading's anchor often wraps the heading's words: whatever its class says, it is the
  // heading, not the page's header (mdBook's `<h1><a class="header" href="#intro">`).
  return level !== 0 && tag === 'a' && isHeadingAnchor(el, el.getAttribute('href')) ? 0 : level;
}

/** A heading's link to its own place (`<h2><a href="#usage">`); `href` is the link's. */
export const isHeadingAnchor = (a: Element, href: string | null): boolean =>
  href !== null &&
  href.length > 1 &&
  href.startsWith('#') &&
  Object.hasOwn(HEADING_LEVEL, a.parentElement?.localName ?? '');

/**
 * A furniture tag's level: a <header> inside one of several <article>s side by side heads that
 * card (its title and summary on a listing), not the page, so it is only possibly furniture.
 */
export function tagFurnitureLevel(el: Element, tag: string): number {
  if (tag !== 'header') return 2;
  const card = el.parentElement?.closest('article');
  if (
    card &&
    (card.previousElementSibling?.localName === 'article' || card.nextElementSibling?.localName === 'article')
  )
    return 1;
  // A <header> inside a <section> heads that section ("Assemble your toolkit"), as HTML defines it.
  return el.parentElement?.closest('section, article')?.localName === 'section' ? 1 : 2;
}

/**
 * A comment or reply (or a list of them), by class (`reading`) or `id`; with `reviews`, a
 * customer's review too.
 */
export function isDiscussion(el: Element, reading: number, reviews: boolean, id: string): boolean {
  if (reading & DISCUSSION) return true;
  if (id !== '' && isDiscussionToken(id)) return true;
  return reviews && isReview(el);
}

/** A comment or reply (or a list of them) by its class or id, read apart from the walk. */
export const isComment = (el: Element): boolean =>
  isDiscussion(el, classReading(el.getAttribute('class') ?? ''), false, idOf(el));

/**
 * Comments as schema.org microdata marks them (a forum's posts), found in one native query: many
 * threads give their posts classes that say nothing. Not answers: an article's FAQ marks its
 * answers so (acceptedAnswer), and there they are the article's text.
 */
const POST_MICRODATA = '[itemprop="comment"], [itemtype$="schema.org/Comment"]';
export const markedPosts = (root: Element): ReadonlySet<Element> => new Set(root.querySelectorAll(POST_MICRODATA));

/** A customer's review or a list of them, by class, id or microdata (itemprop "review"). */
export function isReview(el: Element): boolean {
  const cls = el.getAttribute('class');
  if (cls !== null && isReviewToken(cls)) return true;
  const id = idOf(el);
  if (id !== '' && isReviewToken(id)) return true;
  const prop = el.getAttribute('itemprop');
  return prop === 'review' || prop === 'reviews';
}
