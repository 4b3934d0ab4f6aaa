/**
 * One read-only walk that measures every block element: visible text, text inside links, prose
 * (runs of text long enough and light enough on links to read as paragraphs), structured content
 * (the short text of list items, table cells, headings, code and captions that is not links) and
 * junk (furniture, and link text outside prose). Lists, tables and code count for an article,
 * never against it.
 */
import { BLOCK_TAGS, DROPPED_TAGS, NON_TEXT_TAGS } from '../dom-tags.ts';
import { PHRASING_EMPHASIS } from '../emphasis.ts';
import { BOILERPLATE_TAGS } from './boilerplate-patterns.ts';
import { furnitureLevel, isDiscussion, isHidden, tagFurnitureLevel } from './furniture.ts';

export interface NodeStats {
  /** Visible text characters. */
  text: number;
  /** Characters inside links. */
  link: number;
  /** Prose characters, furniture excluded. */
  prose: number;
  /** Prose characters weighted by paragraph length (short paragraphs count less), furniture excluded. */
  weighted: number;
  /** Non-link characters of short runs in content blocks (items, cells, headings, code), furniture excluded. */
  structured: number;
  /** Prose characters, furniture included. */
  rawProse: number;
  /** Furniture characters, and link characters outside prose. */
  bad: number;
  /** Starts a block (block tag, or an inline element wrapping blocks). */
  block: boolean;
  /** Looks like furniture: 2 by tag, role or class/id; 1 possibly (mixed or soft class words). 0 not. */
  furniture: number;
  /** Sits inside clear page furniture (or is such furniture itself): never the article. */
  inFurniture: boolean;
  /** Its first text is inside a link (a teaser or a menu entry). */
  linkLed: boolean;
  /** A list of teasers: most of its items are led by a link. */
  teasers: boolean;
  /** A comment or reply, or a list of them (its own markup says so). */
  discussion: boolean;
  /** Sits inside a comment or reply. */
  inDiscussion: boolean;
  /** Of `prose`, `weighted` and `structured`: the parts inside comments and replies. */
  discussionProse: number;
  discussionWeighted: number;
  discussionStructured: number;
  /**
   * Content of items that read like teasers (short, with a link) in a run of three or more: an
   * article's annotated list, or the cards of other stories around it.
   */
  teaserContent: number;
  /** Text-bearing children but emphasis, counted inside a lone wrapper ("a > span > [kicker, title]" has two). */
  parts: number;
}

export interface PageStats {
  stats: Map<Element, NodeStats>;
  hidden: Set<Element>;
}

/** Shortest run of text that can count as a paragraph of prose. */
export const MIN_PARAGRAPH = 50;
const MAX_PARAGRAPH_LINK_DENSITY = 0.35;
/** A short run counts as structured content when at most this share of it is links. */
const MAX_STRUCTURED_LINK_DENSITY = 0.5;
/**
 * A block with this many text-bearing blocks, most of them (and most of its text) led by a link, is a list of teasers.
 */
const TEASER_MIN_ITEMS = 3;
const TEASER_SHARE = 0.6;
const TEASER_MAX_ITEM_TEXT = 400;
const TEASER_MIN_LINK_DENSITY = 0.2;
/** A link with this many text-bearing children (emphasis aside) is a card. */
const CARD_MIN_PARTS = 2;
/** Paragraphs this long count fully when choosing the container; shorter ones proportionally less. */
const FULL_PARAGRAPH = 200;

/** Blocks whose short text is content in its own right: a list item, a cell, a heading, code. */
const CONTENT_BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'dt',
  'dd',
  'pre',
  'blockquote',
  'figcaption',
  'caption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'summary',
  'code',
  'listing',
  'xmp',
]);

function visibleLength(data: string): number {
  let start = 0;
  let end = data.length;
  while (start < end && data.charCodeAt(start) <= 32) start++;
  while (end > start && data.charCodeAt(end - 1) <= 32) end--;
  return end - start;
}

interface Walk {
  stats: Map<Element, NodeStats>;
  hidden: Set<Element>;
  removed: ReadonlySet<Element>;
}

/** Adds a finished run of inline text to `s`: prose when long enough and light on links. */
function closeRun(s: NodeStats, runText: number, runLink: number, inContent: boolean): void {
  s.text += runText;
  s.link += runLink;
  if (runText >= MIN_PARAGRAPH && runLink <= runText * MAX_PARAGRAPH_LINK_DENSITY) {
    s.prose += runText;
    s.weighted += runText * Math.min(1, runText / FULL_PARAGRAPH);
    s.rawProse += runText;
    return;
  }
  if (inContent && runLink <= runText * MAX_STRUCTURED_LINK_DENSITY) s.structured += runText - runLink;
  s.bad += runLink;
}

function emptyStats(block: boolean, inFurniture: boolean, inDiscussion: boolean): NodeStats {
  return {
    text: 0,
    link: 0,
    prose: 0,
    weighted: 0,
    structured: 0,
    rawProse: 0,
    bad: 0,
    block,
    furniture: 0,
    inFurniture,
    linkLed: false,
    teasers: false,
    discussion: false,
    inDiscussion,
    discussionProse: 0,
    discussionWeighted: 0,
    discussionStructured: 0,
    teaserContent: 0,
    parts: 0,
  };
}

function asJunk(s: NodeStats): void {
  s.prose = 0;
  s.weighted = 0;
  s.structured = 0;
  s.discussionProse = 0;
  s.discussionWeighted = 0;
  s.discussionStructured = 0;
  s.teaserContent = 0;
  s.bad = s.text;
}

/** All of a comment's content is discussion. */
function asDiscussion(s: NodeStats): void {
  s.discussion = true;
  s.discussionProse = s.prose;
  s.discussionWeighted = s.weighted;
  s.discussionStructured = s.structured;
}

/**
 * A link that opens or closes part of this page (an accordion's or a tab's title: "#panel-2"
 * with aria-controls) is a control, not a way elsewhere: its text is the section's title.
 */
function isDisclosureControl(a: Element): boolean {
  const href = a.getAttribute('href');
  if (href !== null && href !== '' && !href.startsWith('#')) return false;
  return a.hasAttribute('aria-controls') || a.hasAttribute('aria-expanded') || a.getAttribute('role') === 'tab';
}

function visit(
  walk: Walk,
  el: Element,
  inLink: boolean,
  inFurniture: boolean,
  inContent: boolean,
  inDiscussion: boolean,
): NodeStats {
  const tag = el.localName;
  const s = emptyStats(BLOCK_TAGS.has(tag), inFurniture, inDiscussion);
  const content = inContent || CONTENT_BLOCKS.has(tag);
  let runText = 0;
  let runLink = 0;
  let sawText = false;
  let items = 0;
  let linkLedItems = 0;
  let linkLedText = 0;
  let ownText = false;
  let parts = 0;
  let childParts = 0;
  let cardItems = 0;
  let nestedTeaserContent = 0;
  for (let node = el.firstChild; node; node = node.nextSibling) {
    const type = node.nodeType;
    if (type === 3) {
      const len = visibleLength((node as Text).data);
      if (len === 0) continue;
      ownText = true;
      if (!sawText) {
        sawText = true;
        s.linkLed = inLink;
      }
      runText += len;
      if (inLink) runLink += len;
      continue;
    }
    if (type !== 1) continue;
    const child = node as Element;
    const childTag = child.localName;
    if (DROPPED_TAGS.has(childTag) || NON_TEXT_TAGS.has(childTag) || walk.removed.has(child)) continue;
    let level = 0;
    let discussion = false;
    if (child.hasAttributes()) {
      const cls = child.getAttribute('class') ?? '';
      if (isHidden(child, cls)) {
        walk.hidden.add(child);
        continue;
      }
      level = furnitureLevel(child, childTag, cls);
      discussion = !inDiscussion && isDiscussion(child, cls);
    } else if (BOILERPLATE_TAGS.has(childTag)) {
      level = tagFurnitureLevel(child, childTag);
    }
    const childInLink = inLink || (childTag === 'a' && !isDisclosureControl(child));
    // A leaf of inline text (a link, a span, an emphasis; most elements on a page) joins the run
    // as visit() would count it, without a record of its own.
    if (level === 0 && !discussion && child.firstElementChild === null && !BLOCK_TAGS.has(childTag)) {
      if (childTag === 'br') {
        if (runText > 0) runText += 1;
        continue;
      }
      let len = 0;
      for (let text = child.firstChild; text; text = text.nextSibling)
        if (text.nodeType === 3) len += visibleLength((text as Text).data);
      if (len === 0) continue;
      if (!sawText) {
        sawText = true;
        s.linkLed = childInLink;
      }
      if (!PHRASING_EMPHASIS.has(childTag)) {
        parts++;
        childParts = 0;
      }
      runText += len;
      if (childInLink) runLink += len;
      continue;
    }
    const c = visit(walk, child, childInLink, inFurniture || level === 2, content, inDiscussion || discussion);
    if (level > 0 || discussion) walk.stats.set(child, c);
    if (level > 0) c.furniture = level;
    if (discussion) asDiscussion(c);
    if (level === 2) asJunk(c);
    if (c.text > 0 && !sawText) {
      sawText = true;
      s.linkLed = c.linkLed;
    }
    if (c.text > 0) {
      // Emphasised words are part of a sentence, not a labelled part of a card.
      if (!PHRASING_EMPHASIS.has(childTag)) {
        parts++;
        childParts = c.parts;
      }
    }
    if (c.block) {
      s.block = true;
      if (runText > 0) closeRun(s, runText, runLink, content);
      runText = 0;
      runLink = 0;
      s.text += c.text;
      s.link += c.link;
      s.prose += c.prose;
      s.weighted += c.weighted;
      s.structured += c.structured;
      s.rawProse += c.rawProse;
      s.bad += c.bad;
      s.discussionProse += c.discussionProse;
      s.discussionWeighted += c.discussionWeighted;
      s.discussionStructured += c.discussionStructured;
      nestedTeaserContent += c.teaserContent;
      if (c.text > 0) {
        items++;
        if (c.link > 0 && c.text <= TEASER_MAX_ITEM_TEXT && c.link >= c.text * TEASER_MIN_LINK_DENSITY) {
          cardItems++;
        }
        if (c.linkLed && c.text <= TEASER_MAX_ITEM_TEXT && c.link >= c.text * TEASER_MIN_LINK_DENSITY) {
          linkLedItems++;
          linkLedText += c.text;
        }
      }
    } else {
      // Inline: its furniture text (all of it, when it is furniture) stays out of the prose run.
      runText += c.text - c.bad;
      runLink += level === 2 ? 0 : c.link;
      s.text += c.bad;
      s.bad += c.bad;
      if (childTag === 'br' && runText > 0) runText += 1;
    }
  }
  s.parts = parts === 1 && !ownText ? childParts : parts;
  // A link wrapping several labelled parts is a card (a teaser), a block of its own.
  if (!s.block && tag === 'a' && s.parts >= CARD_MIN_PARTS) {
    s.block = true;
    s.linkLed = true;
  }
  if (s.block) {
    if (runText > 0) closeRun(s, runText, runLink, content);
  } else {
    s.text += runText;
    s.link += runLink;
  }
  s.teaserContent =
    items >= TEASER_MIN_ITEMS && cardItems >= items * TEASER_SHARE ? s.prose + s.structured : nestedTeaserContent;
  if (items >= TEASER_MIN_ITEMS && linkLedItems >= items * TEASER_SHARE && linkLedText >= s.text * TEASER_SHARE) {
    s.teasers = true;
    asJunk(s);
  }
  if (s.block) walk.stats.set(el, s);
  return s;
}

/**
 * Measures `root` and everything under it, skipping `removed` subtrees. Stats are kept for
 * block and furniture elements only: inline elements are never containers nor pruned alone.
 */
export function scorePage(root: Element, removed: ReadonlySet<Element>): PageStats {
  const walk: Walk = { stats: new Map(), hidden: new Set(), removed };
  const s = visit(walk, root, false, false, false, false);
  walk.stats.set(root, s);
  return { stats: walk.stats, hidden: walk.hidden };
}
