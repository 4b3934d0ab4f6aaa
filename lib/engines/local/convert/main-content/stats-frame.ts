/**
 * One element's tally while page-stats.ts walks its children: inline text gathers in a run until
 * a block child (or the element's end) closes it, block children add their measures, inline
 * ones their text, and the element's own stats are settled after its last child.
 */
import { PHRASING_EMPHASIS } from '@/lib/engines/local/convert/emphasis';
import { BLOCK_TAGS, HEADING_LEVEL } from '@/lib/engines/local/convert/dom-tags';
import { addMeasures, newStats, type NodeStats } from '@/lib/engines/local/convert/main-content/node-stats';
import { countRun } from '@/lib/engines/local/convert/main-content/prose-runs';
import {
  countItem,
  isCardLink,
  settleTeasers,
  type TeaserTally,
} from '@/lib/engines/local/convert/main-content/teaser-lists';

/** Where an element sits: what its text counts as. */
export interface Scope {
  /** Inside a link that leads elsewhere. */
  inLink: boolean;
  /** Inside clear page furniture. */
  inFurniture: boolean;
  /** Inside a content block: its short runs are structured content. */
  inContent: boolean;
  /** Inside a comment or reply. */
  inDiscussion: boolean;
}

/** An element being measured: its stats so far, where it sits, and what its children added. */
export interface Frame extends TeaserTally {
  s: NodeStats;
  scope: Scope;
  /** The element is a content block or inside one: its children are in content. */
  content: boolean;
  /** The open run of inline text, and how much of it is in links. */
  runText: number;
  runLink: number;
  /** Some text was seen (the first decides `linkLed`); some of it directly inside the element. */
  sawText: boolean;
  ownText: boolean;
  /** Labelled parts so far, and those inside the last one (a lone wrapper passes them up). */
  parts: number;
  childParts: number;
}

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
  ...Object.keys(HEADING_LEVEL),
  'summary',
  'code',
  'listing',
  'xmp',
]);

/** A frame for an element of `tag` that sits where `scope` says, before its children. */
export function openFrame(tag: string, scope: Scope): Frame {
  return {
    s: newStats(BLOCK_TAGS.has(tag), scope),
    scope,
    content: scope.inContent || CONTENT_BLOCKS.has(tag),
    runText: 0,
    runLink: 0,
    sawText: false,
    ownText: false,
    parts: 0,
    childParts: 0,
    items: 0,
    cardItems: 0,
    linkLedItems: 0,
    linkLedText: 0,
    nestedTeaserContent: 0,
  };
}

/** `len` visible characters of a text node directly inside the element. */
export function addOwnText(f: Frame, len: number): void {
  if (len === 0) return;
  f.ownText = true;
  firstText(f, f.scope.inLink);
  f.runText += len;
  if (f.scope.inLink) f.runLink += len;
}

/** A child element holding only text, `len` characters of it: counted as its own record would be. */
export function addLeafText(f: Frame, tag: string, len: number, inLink: boolean): void {
  firstText(f, inLink);
  countPart(f, tag, 0);
  f.runText += len;
  if (inLink) f.runLink += len;
}

/** A <br> inside a run is a space between its words. */
export function addLineBreak(f: Frame): void {
  if (f.runText > 0) f.runText += 1;
}

/** A child element measured in a record of its own, `c`. */
export function addChild(f: Frame, c: NodeStats, tag: string): void {
  if (c.text > 0) {
    firstText(f, c.linkLed);
    countPart(f, tag, c.parts);
  }
  if (c.block) {
    f.s.block = true;
    endRun(f);
    addMeasures(f.s, c);
    countItem(f, c);
  } else {
    // Inline: its furniture text (all of it, when it is furniture) stays out of the prose run.
    f.runText += c.text - c.bad;
    f.runLink += c.furniture === 2 ? 0 : c.link;
    f.s.text += c.bad;
    f.s.bad += c.bad;
    if (tag === 'br') addLineBreak(f);
  }
}

/** Settles the element's stats once its last child is in. */
export function closeFrame(f: Frame, tag: string): NodeStats {
  const s = f.s;
  s.parts = f.parts === 1 && !f.ownText ? f.childParts : f.parts;
  if (!s.block && isCardLink(tag, s)) {
    s.block = true;
    s.linkLed = true;
  }
  if (s.block) {
    endRun(f);
  } else {
    s.text += f.runText;
    s.link += f.runLink;
  }
  settleTeasers(f, s);
  return s;
}

function firstText(f: Frame, linkLed: boolean): void {
  if (f.sawText) return;
  f.sawText = true;
  f.s.linkLed = linkLed;
}

/** Emphasised words are part of a sentence, not a labelled part of a card. */
function countPart(f: Frame, tag: string, childParts: number): void {
  if (PHRASING_EMPHASIS.has(tag)) return;
  f.parts++;
  f.childParts = childParts;
}

function endRun(f: Frame): void {
  if (f.runText > 0) countRun(f.s, f.runText, f.runLink, f.content);
  f.runText = 0;
  f.runLink = 0;
}
