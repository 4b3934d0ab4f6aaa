/**
 * Pruning inside a chosen root, top-down, not descending into what is removed. How much goes
 * depends on how sure the choice is: inside an article, furniture, link lists, teasers, labels,
 * date lines and consent notices; on a whole page, link lists and teasers only when they are a
 * small part of it; then furniture alone; then hidden elements alone.
 */
import {
  CALL_TO_ACTION,
  isConsentText,
  isCreditLine,
  isDateLine,
  isStampLine,
  isLabelOnly,
  isPromoLabel,
} from '@/lib/engines/local/convert/main-content/boilerplate-patterns';
import type { Discussion } from '@/lib/engines/local/convert/main-content/find-main-content';
import type { NodeStats } from '@/lib/engines/local/convert/main-content/node-stats';
import type { PageStats } from '@/lib/engines/local/convert/main-content/page-stats';
import type { PruneProfile } from '@/lib/engines/local/convert/main-content/type-profiles';
import { HEADING_LEVEL, HEADING_SELECTOR } from '@/lib/engines/local/convert/dom-tags';
import { isAllEmphasis } from '@/lib/engines/local/convert/emphasis';
import { plainText } from '@/lib/engines/local/convert/plain-text';

/**
 * What a reader sees of a block: its text without the code of scripts and styles inside it (an ad's label before its
 * script).
 */
const readableText = (el: Element, limits: Limits): string => {
  let text = limits.texts.get(el);
  if (text === undefined) limits.texts.set(el, (text = plainText(el).join(' ')));
  return text;
};

export type Pruning = 'article' | 'page' | 'furniture' | 'hidden';

/** A furniture-looking element holding this share of the root's prose is kept. */
const PROTECTED_SHARE = 0.5;
/** A possibly-furniture element (a carousel of the page's services) holding this share of the root's prose is kept. */
const PROTECTED_SOFT_SHARE = 0.1;
/** A block with more of its text in links than this is a link list. */
const LINK_LIST_DENSITY = 0.5;
const PARAGRAPH_LINK_LIST_DENSITY = 0.8;
/** On a whole page, a link list is pruned only when its text is under this share of the page's. */
const PAGE_LINK_LIST_SHARE = 0.25;
/** Blocks shorter than this are checked against the label and date-line patterns. */
const SHORT_LINE = 80;
/** The longest block read as a stamp line ("Bureau | Updated : 19 November 2019, 09:01 AM"). */
const MAX_STAMP_LINE = 160;
/** The longest block read as a possible call to action. */
const CALL_TO_ACTION_MAX = 250;
/** The longest block read as a possible consent notice. */
const CONSENT_MAX = 1200;
const SUBHEADING = /^h[2-6]$/;
/**
 * Items, cells, headings and captions: a date there is an entry's (a changelog's, a timeline's), not the page's stamp.
 */
const ITEM_TAGS = /^(?:li|td|th|dt|dd|h[1-6]|caption|figcaption|summary)$/;
const LIST_TAGS = new Set(['ul', 'ol']);
/** A block under a promotional title with this share of links is the promoted list. */
const PROMOTED_LINK_DENSITY = 0.25;

interface Limits {
  pruning: Pruning;
  /** Comments and replies go (they are not the page's content). */
  pruneDiscussion: boolean;
  /** Furniture holding at least this much prose stays. */
  protectedProse: number;
  /** What only may be furniture (a carousel, tabs, an author box) holding at least this much prose stays. */
  protectedSoftProse: number;
  root: Element;
  /** The lowest furniture level pruned (3: none). */
  furnitureLevel: number;
  /** Link lists and teaser lists with more text than this stay. */
  maxLinkList: number;
  /** Teaser lists stay whatever their length (type-profiles.ts). */
  keepTeasers: boolean;
  /** A block with more of its text in links than this share is a link list (type-profiles.ts). */
  linkListDensity: number;
  /** Each block's readable text, read once: a short block meets several patterns, and the ladder prunes again. */
  texts: Map<Element, string>;
}

/**
 * Marks what to leave out under `root` in `removed` and returns how many characters of text the
 * root keeps.
 */
export function pruneInside(
  root: Element,
  page: PageStats,
  removed: Set<Element>,
  pruning: Pruning,
  discussion: Discussion,
  profile: PruneProfile = { keepTeasers: false },
): number {
  const rootStats = page.stats.get(root);
  const rootText = rootStats?.text ?? 0;
  const limits: Limits = {
    pruning,
    pruneDiscussion:
      discussion === 'junk' && pruning !== 'hidden' && !rootStats?.inDiscussion && !rootStats?.discussion,
    protectedProse: (rootStats?.rawProse ?? 0) * PROTECTED_SHARE,
    protectedSoftProse: (rootStats?.rawProse ?? 0) * PROTECTED_SOFT_SHARE,
    root,
    // Inside what reads as possible furniture (a comment list chosen as the content), its kind stays.
    // On a page that is not one article, a carousel, an author box or a rating may be what the page
    // is for (a course's instructors, a service's testimonials): only clear furniture goes.
    furnitureLevel: pruning === 'hidden' ? 3 : pruning !== 'article' || (rootStats?.furniture ?? 0) > 0 ? 2 : 1,
    maxLinkList: pruning === 'article' ? Infinity : pruning === 'page' ? rootText * PAGE_LINK_LIST_SHARE : 0,
    texts: new Map(),
    keepTeasers: profile.keepTeasers,
    linkListDensity: profile.linkListDensity ?? LINK_LIST_DENSITY,
  };
  const keepLinks: Limits = { ...limits, maxLinkList: 0 };
  let removedText = 0;
  const visit = (el: Element, limits: Limits, checkConsent: boolean): void => {
    // A heading right before a pruned block is that block's title ("You may also like"); a
    // title announcing other stories takes the list under it along.
    let heading: Element | null = null;
    let promoted = false;
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (removed.has(child)) continue;
      if (page.hidden.has(child)) {
        removed.add(child);
        continue;
      }
      const s = page.stats.get(child);
      const follows = promoted;
      promoted = false;
      if (
        s &&
        limits.pruning === 'article' &&
        s.text > 0 &&
        s.text < SHORT_LINE &&
        isPromoLabel(readableText(child, limits))
      ) {
        removed.add(child);
        removedText += s.text;
        promoted = true;
        continue;
      }
      if (s && follows && (LIST_TAGS.has(child.localName) || s.link >= s.text * PROMOTED_LINK_DENSITY)) {
        removed.add(child);
        removedText += s.text;
        continue;
      }
      // Each largest block short enough to be a consent notice is read once; a dialog about
      // consent (a preference center) goes whatever its length. The raw text is read first: most
      // blocks fail there, before their readable text (without scripts) is rebuilt.
      const small = s !== undefined && s.text <= CONSENT_MAX;
      const consent =
        s !== undefined &&
        s.text > 0 &&
        limits.pruning !== 'hidden' &&
        ((checkConsent && small) || isDialog(child)) &&
        isConsentText(child.textContent ?? '') &&
        isConsentText(readableText(child, limits));
      if (s && (shouldPrune(child, s, limits, page) || consent)) {
        removed.add(child);
        removedText += s.text;
        if (heading) {
          removed.add(heading);
          removedText += page.stats.get(heading)?.text ?? 0;
        }
        heading = null;
        continue;
      }
      heading = SUBHEADING.test(child.localName) ? child : null;
      if (!s || !child.firstElementChild) continue;
      // Inside a link list that stays, its items stay too; inside furniture that stays (the
      // comments of a discussion), the parts of its kind stay too.
      let inner = (s.block && s.link > s.text * limits.linkListDensity) || isDataTable(child) ? keepLinks : limits;
      if (s.furniture > 0 && inner.furnitureLevel < 2) inner = { ...inner, furnitureLevel: 2 };
      visit(child, inner, checkConsent && !small);
    }
  };
  visit(root, limits, pruning !== 'hidden');
  if (pruning === 'article' || pruning === 'page') removedText += pruneInlineCards(root, removed);
  if (pruning !== 'hidden') removedText += pruneSkipLinks(root, removed);
  return rootText - removedText;
}

/** A table with at least this many rows of two cells or more is a grid of data, not a layout. */
const DATA_TABLE_ROWS = 3;
const ROWS = ':scope > tr, :scope > tbody > tr, :scope > thead > tr';

/** A table of data: the links in its cells (a syllabus's readings, a release's downloads) are its data. */
function isDataTable(el: Element): boolean {
  if (el.localName !== 'table') return false;
  let rows = 0;
  for (const row of el.querySelectorAll(ROWS)) if (row.children.length >= 2 && ++rows >= DATA_TABLE_ROWS) return true;
  return false;
}

const DIALOG_ROLES = new Set(['dialog', 'alertdialog']);

/** A dialog over the page, by tag or role. */
function isDialog(el: Element): boolean {
  return el.localName === 'dialog' || DIALOG_ROLES.has(el.getAttribute('role') ?? '');
}

const SKIP_LINK = /^skip\b/i;

/** "Skip to main content": a link for keyboards to jump within the page, not content. */
function pruneSkipLinks(root: Element, removed: Set<Element>): number {
  let removedText = 0;
  for (const a of root.querySelectorAll('a[href^="#"]')) {
    const text = (a.textContent ?? '').trim();
    if (text.length >= SHORT_LINE || !SKIP_LINK.test(text) || removed.has(a)) continue;
    removed.add(a);
    removedText += text.length;
  }
  return removedText;
}

/** A card smaller than this is an icon or an inline picture, not a card. */
const MIN_CARD_TEXT = 30;
/** Longer than this, or holding blocks, it is a part of the page a script put inside a <p>, not a card. */
const MAX_CARD_TEXT = 600;
const BLOCKS = 'div, p, ul, ol, li, section, article, table, h1, h2, h3, h4, h5, h6, figure, blockquote';
/** The sentence around a card holds at least this much text of its own. */
const MIN_SENTENCE_TEXT = 20;

/**
 * A card tucked inside a sentence (a person's picture, name and latest stories that pops up over
 * their name): the smallest element around an image in a paragraph that holds two links or more,
 * while the paragraph says something else beside it. The sentence stays, the card goes.
 */
function pruneInlineCards(root: Element, removed: Set<Element>): number {
  let removedText = 0;
  for (const img of root.getElementsByTagName('img')) {
    const paragraph = img.closest('p');
    if (!paragraph || !root.contains(paragraph)) continue;
    let card: Element | null = img.parentElement;
    while (card && card !== paragraph && card.getElementsByTagName('a').length < 2) card = card.parentElement;
    if (!card || card === paragraph || card.localName === 'a' || removed.has(card)) continue;
    const cardText = (card.textContent ?? '').trim().length;
    const sentence = (paragraph.textContent ?? '').trim().length - cardText;
    if (
      cardText < MIN_CARD_TEXT ||
      cardText > MAX_CARD_TEXT ||
      sentence < MIN_SENTENCE_TEXT ||
      card.querySelector(BLOCKS) !== null
    )
      continue;
    removed.add(card);
    removedText += cardText;
  }
  return removedText;
}

/**
 * Furniture holding much of the root's prose is kept: clear furniture with half of it (a page
 * built inside a sidebar-named block), possible furniture with a tenth of it while the page's
 * prose goes on after it and it is not one of a run of cards (a carousel of the services a page is
 * about; one of related posts closes the page, and a grid of them is a run of cards).
 */
function isProtected(el: Element, s: NodeStats, limits: Limits, page: PageStats): boolean {
  if (s.rawProse === 0) return false;
  if (s.rawProse >= limits.protectedProse) return true;
  return (
    s.furniture < 2 && s.rawProse >= limits.protectedSoftProse && !hasTwin(el) && proseFollows(el, limits.root, page)
  );
}

/** One of a run of alike siblings (the cards of a grid of other posts), not one block of its own. */
export function hasTwin(el: Element): boolean {
  // The first class word names the kind; later ones often carry an id ("post-4183").
  const kind = (e: Element): string => (e.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? '';
  const alike = (other: Element | null): boolean =>
    other !== null && other.localName === el.localName && kind(other) === kind(el);
  return alike(el.previousElementSibling) || alike(el.nextElementSibling);
}

/** Siblings looked at, per level, for prose after an element. */
const MAX_FOLLOWING = 8;

/** Whether one of the next `siblings` elements after `el` holds prose that is not furniture. */
function proseAfter(el: Element, page: PageStats, siblings: number): boolean {
  let next = el.nextElementSibling;
  for (let i = 0; next && i < siblings; i++, next = next.nextElementSibling) {
    const t = page.stats.get(next);
    if (t && t.rawProse > 0 && t.furniture === 0) return true;
  }
  return false;
}

/** Whether prose follows `el` inside `root`: the text goes on after it. */
function proseFollows(el: Element, root: Element, page: PageStats): boolean {
  for (let node: Element | null = el; node && node !== root; node = node.parentElement)
    if (proseAfter(node, page, MAX_FOLLOWING)) return true;
  return false;
}

function shouldPrune(el: Element, s: NodeStats, limits: Limits, page: PageStats): boolean {
  if (s.discussion && limits.pruneDiscussion) return true;
  if (s.furniture >= limits.furnitureLevel && !isProtected(el, s, limits, page)) return true;
  if (limits.pruning === 'furniture' || limits.pruning === 'hidden') return false;
  if (el.localName === 'form' && s.rawProse < limits.protectedProse && isEntryForm(el)) return true;
  if (s.teasers) return !limits.keepTeasers && s.text < limits.maxLinkList;
  if (!s.block || s.text === 0) return false;
  if (
    limits.pruning === 'article' &&
    s.text <= CALL_TO_ACTION_MAX &&
    (((s.link > 0 || isAllEmphasis(el)) && CALL_TO_ACTION.test(readableText(el, limits))) ||
      isCreditLine(el.textContent ?? ''))
  )
    return true;
  // The label is text of its own: a block all links (a menu's item) is not read.
  if (
    limits.pruning === 'article' &&
    s.link > 0 &&
    s.link < s.text &&
    s.text <= CALL_TO_ACTION_MAX &&
    isPromoLine(el, s)
  )
    return true;
  // "First Published: Tuesday, November 19, 2019 08:38 AM" is long enough to read as prose.
  if (
    limits.pruning === 'article' &&
    s.rawProse > 0 &&
    s.text < SHORT_LINE &&
    !ITEM_TAGS.test(el.localName) &&
    isDateLine(readableText(el, limits)) &&
    !isQuoted(el, limits.root)
  )
    return true;
  // "New Delhi, Bureau | Updated : 19 November 2019, 09:01 AM": a stamp with more beside it. The raw text is read
  // first.
  if (
    limits.pruning === 'article' &&
    s.text <= MAX_STAMP_LINE &&
    !ITEM_TAGS.test(el.localName) &&
    isStampLine(el.textContent ?? '') &&
    isStampLine(readableText(el, limits)) &&
    !isQuoted(el, limits.root)
  )
    return true;
  if (s.rawProse > 0) return false;
  // A paragraph is written around its links ("See also the guide and the FAQ."): only one that is
  // all links is a list. A term of a definition list is often its link (a reference's property,
  // linked to its own page): the definition after it says what it is.
  if (isDefinedTerm(el)) return false;
  if (s.link > s.text * (el.localName === 'p' ? PARAGRAPH_LINK_LIST_DENSITY : limits.linkListDensity))
    return s.text < limits.maxLinkList && !isListInProse(el, page) && !(limits.pruning === 'page' && isLinkedTitle(el));
  // A cell's short text is the table's data ("Sep 20", "Topic"), whatever it looks like alone.
  if (s.text >= SHORT_LINE || el.localName === 'td' || el.localName === 'th') return false;
  const text = readableText(el, limits);
  return isLabelOnly(text) || (isDateLine(text) && !isQuoted(el, limits.root));
}

/**
 * On a page kept whole, a title that is a link (a card's heading in a grid of products, a story's
 * in a topic's list) names the entry around it: a heading, or a link around one, is not a list of
 * links.
 */
const isLinkedTitle = (el: Element): boolean =>
  Object.hasOwn(HEADING_LEVEL, el.localName) || (el.localName === 'a' && el.querySelector(HEADING_SELECTOR) !== null);

/** A `<dt>` followed by its definition. */
const isDefinedTerm = (el: Element): boolean => el.localName === 'dt' && el.nextElementSibling?.localName === 'dd';

/**
 * Inside a quotation: a dated line there is the quote's attribution ("— Senate (@NGRSenate) October 9, 2018"), not the
 * page's stamp.
 */
function isQuoted(el: Element, root: Element): boolean {
  const quote = el.closest('blockquote');
  return quote !== null && root.contains(quote);
}

/** Of what follows a promotional label, at least this share is links. */
const PROMO_LINE_LINK_SHARE = 0.8;

/** "Read more: <a>Other story</a>", "Related Roundup: <a>MacBook Pro</a>": a promotional label, a colon, then links. */
function isPromoLine(el: Element, s: NodeStats): boolean {
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const colon = text.indexOf(':');
  if (colon <= 0 || !isPromoLabel(text.slice(0, colon))) return false;
  return s.link >= (text.length - colon - 1) * PROMO_LINE_LINK_SHARE;
}

/** A short list of links in the middle of an article: this many items at most, each a name, prose after it. */
const MAX_LIST_IN_PROSE = 5;
const MAX_NAME = 48;
const PROSE_AFTER = 2;

/**
 * A short list of names linked with the article going on after it (the products a guide
 * recommends for its step: "Fluke 117", "Get it on Amazon for $39.99") is part of the article;
 * a list of headlines (other stories) or one at the article's end is not.
 */
function isListInProse(el: Element, page: PageStats): boolean {
  if (!LIST_TAGS.has(el.localName) || el.children.length > MAX_LIST_IN_PROSE) return false;
  for (const item of el.children) if ((page.stats.get(item)?.text ?? MAX_NAME + 1) > MAX_NAME) return false;
  return proseAfter(el, page, PROSE_AFTER);
}

const FIELDS = 'input:not([type=hidden],[type=submit],[type=button],[type=image],[type=reset]), select, textarea';

/**
 * A form to fill in (request information, sign up, contact us): its labels and choices are not
 * what the page says. A page built inside one form holds its prose there and is protected.
 */
function isEntryForm(el: Element): boolean {
  return el.querySelectorAll(FIELDS).length >= 2;
}
