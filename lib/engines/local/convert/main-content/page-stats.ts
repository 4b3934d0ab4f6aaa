/**
 * One read-only walk that measures every block element: visible text, text inside links, prose
 * (runs of text long enough and light enough on links to read as paragraphs), structured content
 * (the short text of list items, table cells, headings, code and captions that is not links) and
 * junk (furniture, and link text outside prose). Lists, tables and code count for an article,
 * never against it.
 */
import { BLOCK_TAGS } from '@/lib/engines/local/convert/dom-tags';
import { isTextless } from '@/lib/engines/local/convert/heading-button';
import { BOILERPLATE_TAGS } from '@/lib/engines/local/convert/main-content/boilerplate-patterns';
import {
  classReading,
  closedPopovers,
  furnitureLevel,
  idOf,
  isCloak,
  isDiscussion,
  isHeadingAnchor,
  isHidden,
  markedPosts,
  tagFurnitureLevel,
} from '@/lib/engines/local/convert/main-content/furniture';
import { disclosedPanels } from '@/lib/engines/local/convert/main-content/disclosed-panels';
import { hiddenFormNotes } from '@/lib/engines/local/convert/main-content/style-hidden';
import { asDiscussion, asJunk, type NodeStats } from '@/lib/engines/local/convert/main-content/node-stats';
import {
  addChild,
  addLeafText,
  addLineBreak,
  addOwnText,
  closeFrame,
  type Frame,
  openFrame,
  type Scope,
} from '@/lib/engines/local/convert/main-content/stats-frame';

export interface PageStats {
  stats: Map<Element, NodeStats>;
  hidden: Set<Element>;
  /** Each class string the walk met: what it says (furniture.ts classReading) and on how many elements. */
  classes: Map<string, ClassCount>;
  /**
   * The data of each text node the walk measured, in document order: the visible text, without
   * scripts, styles or what is hidden, for the page type's price count (page-type-features.ts).
   */
  texts: string[];
}

export interface ClassCount {
  reading: number;
  count: number;
}

interface Walk {
  stats: Map<Element, NodeStats>;
  hidden: Set<Element>;
  removed: ReadonlySet<Element>;
  /** Cloaks read as drawn (cloaksOf). */
  revealed: ReadonlySet<Element>;
  classes: Map<string, ClassCount>;
  texts: string[];
  /** Customers' reviews count as discussion (a product page's, type-profiles.ts). */
  reviews: boolean;
  /** What the page's microdata marks as comments (furniture.ts markedPosts). */
  posts: ReadonlySet<Element>;
  /**
   * What is not drawn though its markup does not say so: popovers not showing (furniture.ts
   * closedPopovers), hidden as the hidden attribute hides, and the notes of forms that the page's
   * style hides (style-hidden.ts).
   */
  unshown: ReadonlySet<Element>;
  /** Whether a hidden element is a panel the reader opens, so read as shown (disclosed-panels.ts). */
  isPanel: (el: Element) => boolean;
}

const TOP: Scope = { inLink: false, inFurniture: false, inContent: false, inDiscussion: false };

/** A character that is not a space or a control character (above U+0020). */
const VISIBLE = /[^\0- ]/;

/**
 * The length without leading and trailing spaces and control characters. The first visible one is
 * found natively: most text nodes between elements are indentation only, and a loop over them runs
 * slowly while the walk is still interpreted, on the page's first conversion.
 */
function visibleLength(data: string): number {
  const start = data.search(VISIBLE);
  if (start < 0) return 0;
  let end = data.length;
  while (data.charCodeAt(end - 1) <= 32) end--;
  return end - start;
}

/** A text node's visible length; its data is kept for the page type when it shows anything. */
function readText(walk: Walk, data: string): number {
  const len = visibleLength(data);
  if (len > 0) walk.texts.push(data);
  return len;
}

/**
 * A link that stays on this part of the page is a title, not a way elsewhere: an accordion's or a
 * tab's title ("#panel-2" with aria-controls), or a heading's own anchor (`<h2><a href="#usage">`,
 * there to be copied as the section's address).
 */
function isInPageTitle(a: Element): boolean {
  const href = a.getAttribute('href');
  if (href !== null && href !== '' && !href.startsWith('#')) return false;
  if (a.hasAttribute('aria-controls') || a.hasAttribute('aria-expanded') || a.getAttribute('role') === 'tab')
    return true;
  return isHeadingAnchor(a, href);
}

function visit(walk: Walk, el: Element, tag: string, scope: Scope): NodeStats {
  const f = openFrame(tag, scope);
  for (let node = el.firstChild; node; node = node.nextSibling) {
    const type = node.nodeType;
    if (type === 3) addOwnText(f, readText(walk, (node as Text).data));
    else if (type === 1) visitChild(walk, f, node as Element);
  }
  const s = closeFrame(f, tag);
  if (s.block) walk.stats.set(el, s);
  return s;
}

/** Adds a child element to its parent's frame `f`: skipped when hidden or dropped, else measured. */
function visitChild(walk: Walk, f: Frame, child: Element): void {
  const tag = child.localName;
  if (isTextless(child, tag) || (walk.removed.size !== 0 && walk.removed.has(child))) return;
  const scope = f.scope;
  let level = 0;
  let discussion = false;
  // A tab's or an accordion's panel inside a form (a shop's buy box) is still read as shown.
  if (walk.unshown.size !== 0 && walk.unshown.has(child) && !walk.isPanel(child)) {
    walk.hidden.add(child);
    return;
  }
  if (child.hasAttributes()) {
    const reading = classReadingOf(walk, child.getAttribute('class'));
    if (isHidden(child, reading) && !walk.revealed.has(child) && !walk.isPanel(child)) {
      walk.hidden.add(child);
      return;
    }
    // Read once for both tests: each attribute read is a call into the DOM.
    const id = idOf(child);
    level = furnitureLevel(child, tag, reading, id, walk.isPanel);
    discussion =
      !scope.inDiscussion &&
      (isDiscussion(child, reading, walk.reviews, id) || (walk.posts.size !== 0 && walk.posts.has(child)));
  } else if (BOILERPLATE_TAGS.has(tag)) {
    level = tagFurnitureLevel(child, tag);
  }
  const inLink = scope.inLink || (tag === 'a' && !isInPageTitle(child));
  // A leaf of inline text (a link, a span, an emphasis; most elements on a page) joins the run
  // as visit() would count it, without a record of its own.
  if (level === 0 && !discussion && child.firstElementChild === null && !BLOCK_TAGS.has(tag)) {
    if (tag === 'br') addLineBreak(f);
    else addLeaf(walk, f, child, tag, inLink);
    return;
  }
  const c = visit(walk, child, tag, {
    inLink,
    inFurniture: scope.inFurniture || level === 2,
    inContent: f.content,
    inDiscussion: scope.inDiscussion || discussion,
  });
  if (level === 2 && isContentHeader(child, tag, c)) level = 1;
  if (level > 0 || discussion) walk.stats.set(child, c);
  if (level > 0) c.furniture = level;
  if (discussion) asDiscussion(c);
  if (level === 2) asJunk(c);
  addChild(f, c, tag);
}

/** Prose in a header that makes it content whatever it holds: several paragraphs. */
const ARTICLE_IN_HEADER_PROSE = 1000;

/**
 * A header that holds the page's headline and prose introducing it (a reference page's title and
 * summary), or paragraphs enough to be an article (a page builder's section wrapping the whole
 * story in a <header>), heads or is the content, not the site: only possibly furniture. A site's
 * header holds its name and menus, not sentences.
 */
function isContentHeader(el: Element, tag: string, s: NodeStats): boolean {
  if (s.rawProse === 0 || (tag !== 'header' && !/header/i.test(el.getAttribute('class') ?? ''))) return false;
  if (s.rawProse >= ARTICLE_IN_HEADER_PROSE) return true;
  const h1 = el.getElementsByTagName('h1');
  return h1.length === 1 && el.ownerDocument.getElementsByTagName('h1').length === 1;
}

/** What a class string says, counted once per element: one lookup per element, the string hashed once. */
function classReadingOf(walk: Walk, cls: string | null): number {
  if (cls === null || cls === '') return 0;
  let seen = walk.classes.get(cls);
  if (seen === undefined) walk.classes.set(cls, (seen = { reading: classReading(cls), count: 0 }));
  seen.count++;
  return seen.reading;
}

function addLeaf(walk: Walk, f: Frame, leaf: Element, tag: string, inLink: boolean): void {
  let len = 0;
  for (let text = leaf.firstChild; text; text = text.nextSibling)
    if (text.nodeType === 3) len += readText(walk, (text as Text).data);
  if (len > 0) addLeafText(f, tag, len, inLink);
}

/**
 * Measures `root` and everything under it, skipping `removed` subtrees. Stats are kept for
 * block and furniture elements only: inline elements are never containers nor pruned alone.
 * `reviews`: customers' reviews count as discussion.
 */
export function scorePage(root: Element, removed: ReadonlySet<Element>, reviews = false): PageStats {
  const marks = { posts: markedPosts(root), unshown: unshownElements(root) };
  const page = walkPage(root, removed, new Set(), reviews, marks);
  const cloaks = cloaksOf(root, page);
  return cloaks.size ? walkPage(root, removed, cloaks, reviews, marks) : page;
}

function walkPage(
  root: Element,
  removed: ReadonlySet<Element>,
  revealed: ReadonlySet<Element>,
  reviews: boolean,
  { posts, unshown }: { posts: ReadonlySet<Element>; unshown: ReadonlySet<Element> },
): PageStats {
  const walk: Walk = {
    stats: new Map(),
    hidden: new Set(),
    removed,
    revealed,
    classes: new Map(),
    texts: [],
    reviews,
    posts,
    unshown,
    isPanel: disclosedPanels(root.ownerDocument),
  };
  const s = visit(walk, root, root.localName, TOP);
  walk.stats.set(root, s);
  return { stats: walk.stats, hidden: walk.hidden, classes: walk.classes, texts: walk.texts };
}

/** Closed popovers and hidden form notes: elements not drawn whatever their markup says. */
function unshownElements(root: Element): ReadonlySet<Element> {
  const unshown = closedPopovers(root);
  for (const note of hiddenFormNotes(root)) unshown.add(note);
  return unshown;
}

/** Below this much visible text a page may be cloaked (furniture.ts isCloak), when its cloak holds more. */
const CLOAKED_BELOW = 500;

/**
 * When next to nothing is visible because the page sits in a cloak that holds its text, that
 * cloak, to be read as drawn, as the user sees the page once its scripts have run; what is
 * hidden inside it stays hidden.
 */
function cloaksOf(root: Element, page: PageStats): Set<Element> {
  const cloaks = new Set<Element>();
  const visible = page.stats.get(root)?.text ?? 0;
  if (visible >= CLOAKED_BELOW) return cloaks;
  for (const el of page.hidden) if ((el.textContent?.length ?? 0) > visible && isCloak(el)) cloaks.add(el);
  return cloaks;
}
