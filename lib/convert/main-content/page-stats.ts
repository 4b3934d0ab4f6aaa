/**
 * One read-only walk that measures every element: visible text, text inside links, "good" text
 * (runs of prose long enough and light enough on links to read as article paragraphs, outside
 * page furniture) and "bad" text (furniture, and link text outside prose).
 */
import { BOILERPLATE_TAGS } from './boilerplate-patterns.ts';
import { furnitureLevel, isHidden } from './furniture.ts';
import { BLOCK_TAGS, DROPPED_TAGS, NON_TEXT_TAGS } from '../dom-tags.ts';

export interface NodeStats {
  /** Visible text characters. */
  text: number;
  /** Characters inside links. */
  link: number;
  /** Prose characters, furniture excluded. */
  good: number;
  /** Prose characters weighted by paragraph length (short paragraphs count less), furniture excluded. */
  weighted: number;
  /** Prose characters, furniture included. */
  rawGood: number;
  /** Furniture characters, and link characters outside prose. */
  bad: number;
  /** Starts a block (block tag, or an inline element wrapping blocks). */
  block: boolean;
  /** Looks like furniture (tag, role, class/id, or a list of teasers): pruned unless it holds the article. */
  furniture: boolean;
  /** Sits inside clear page furniture (or is such furniture itself): never the article. */
  inFurniture: boolean;
  /** Its first text is inside a link (a teaser or a menu entry). */
  linkLed: boolean;
}

export interface PageStats {
  stats: Map<Element, NodeStats>;
  hidden: Set<Element>;
}

/** Shortest run of text that can count as a paragraph of prose. */
export const MIN_PARAGRAPH = 50;
const MAX_PARAGRAPH_LINK_DENSITY = 0.35;
/** A block with this many text-bearing blocks, most of them led by a link, is a list of teasers. */
const TEASER_MIN_ITEMS = 3;
const TEASER_SHARE = 0.6;
const TEASER_MAX_ITEM_TEXT = 400;
const TEASER_MIN_LINK_DENSITY = 0.2;
/** Paragraphs this long count fully when choosing the container; shorter ones proportionally less. */
const FULL_PARAGRAPH = 200;

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
function closeRun(s: NodeStats, runText: number, runLink: number): void {
  s.text += runText;
  s.link += runLink;
  if (runText >= MIN_PARAGRAPH && runLink <= runText * MAX_PARAGRAPH_LINK_DENSITY) {
    s.good += runText;
    s.weighted += runText * Math.min(1, runText / FULL_PARAGRAPH);
    s.rawGood += runText;
  } else {
    s.bad += runLink;
  }
}

function visit(walk: Walk, el: Element, inLink: boolean, inFurniture: boolean): NodeStats {
  const s: NodeStats = {
    text: 0, link: 0, good: 0, weighted: 0, rawGood: 0, bad: 0, block: BLOCK_TAGS.has(el.localName),
    furniture: false, inFurniture, linkLed: false,
  };
  let runText = 0;
  let runLink = 0;
  let sawText = false;
  let items = 0;
  let linkLedItems = 0;
  for (let node = el.firstChild; node; node = node.nextSibling) {
    const type = node.nodeType;
    if (type === 3) {
      const len = visibleLength((node as Text).data);
      if (len === 0) continue;
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
    const tag = child.localName;
    if (DROPPED_TAGS.has(tag) || NON_TEXT_TAGS.has(tag) || walk.removed.has(child)) continue;
    let level = 0;
    if (child.hasAttributes()) {
      const cls = child.getAttribute('class') ?? '';
      if (isHidden(child, cls)) {
        walk.hidden.add(child);
        continue;
      }
      level = furnitureLevel(child, tag, cls);
    } else if (BOILERPLATE_TAGS.has(tag)) {
      level = 2;
    }
    const c = visit(walk, child, inLink || tag === 'a', inFurniture || level === 2);
    if (level > 0) {
      c.furniture = true;
      walk.stats.set(child, c);
    }
    if (level === 2) {
      c.good = 0;
      c.weighted = 0;
      c.bad = c.text;
    }
    if (c.text > 0 && !sawText) {
      sawText = true;
      s.linkLed = c.linkLed;
    }
    if (c.block) {
      s.block = true;
      if (runText > 0) closeRun(s, runText, runLink);
      runText = 0;
      runLink = 0;
      s.text += c.text;
      s.link += c.link;
      s.good += c.good;
      s.weighted += c.weighted;
      s.rawGood += c.rawGood;
      s.bad += c.bad;
      if (c.text > 0) {
        items++;
        if (c.linkLed && c.text <= TEASER_MAX_ITEM_TEXT && c.link >= c.text * TEASER_MIN_LINK_DENSITY) linkLedItems++;
      }
    } else {
      // Inline: its furniture text (all of it, when it is furniture) stays out of the prose run.
      runText += c.text - c.bad;
      runLink += level === 2 ? 0 : c.link;
      s.text += c.bad;
      s.bad += c.bad;
      if (tag === 'br' && runText > 0) runText += 1;
    }
  }
  if (s.block) {
    if (runText > 0) closeRun(s, runText, runLink);
  } else {
    s.text += runText;
    s.link += runLink;
  }
  if (items >= TEASER_MIN_ITEMS && linkLedItems >= items * TEASER_SHARE) {
    s.furniture = true;
    s.bad = s.text;
    s.good = 0;
    s.weighted = 0;
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
  const s = visit(walk, root, false, false);
  walk.stats.set(root, s);
  return { stats: walk.stats, hidden: walk.hidden };
}
