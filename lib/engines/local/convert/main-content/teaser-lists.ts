/**
 * Teasers: cards of other stories, short and led by a link. A block most of whose items (and
 * most of whose text) are such cards is a list of teasers, junk; its content is still told apart
 * (`teaserContent`) where the cards carry some, as an article's annotated list does.
 */
import { asJunk, type NodeStats } from '@/lib/engines/local/convert/main-content/node-stats';

/**
 * A block with this many text-bearing blocks, most of them (and most of its text) led by a link,
 * is a list of teasers.
 */
const TEASER_MIN_ITEMS = 3;
const TEASER_SHARE = 0.6;
const TEASER_MAX_ITEM_TEXT = 400;
const TEASER_MIN_LINK_DENSITY = 0.2;
/** A link with this many text-bearing children (emphasis aside) is a card. */
const CARD_MIN_PARTS = 2;

/** What a block's children say about it being a list of teasers. */
export interface TeaserTally {
  /** Block children with text. */
  items: number;
  /** Of those, the short ones with links enough to be cards. */
  cardItems: number;
  /** Of those, the ones led by a link, and their text. */
  linkLedItems: number;
  linkLedText: number;
  /** Teaser content inside the block children. */
  nestedTeaserContent: number;
}

/** Counts the block child `c` as an item of a possible teaser list. */
export function countItem(t: TeaserTally, c: NodeStats): void {
  t.nestedTeaserContent += c.teaserContent;
  if (c.text === 0) return;
  t.items++;
  // A post of a thread is led by its author's name, a link, and is often short: a post, not a card.
  if (c.discussion) return;
  const teaserLike = c.text <= TEASER_MAX_ITEM_TEXT && c.link >= c.text * TEASER_MIN_LINK_DENSITY;
  if (c.link > 0 && teaserLike) t.cardItems++;
  if (c.linkLed && teaserLike) {
    t.linkLedItems++;
    t.linkLedText += c.text;
  }
}

/** A link wrapping several labelled parts is a card (a teaser), a block of its own. */
export const isCardLink = (tag: string, s: NodeStats): boolean => tag === 'a' && s.parts >= CARD_MIN_PARTS;

/** Settles the teaser content of the finished block `s`, and whether it is a list of teasers. */
export function settleTeasers(t: TeaserTally, s: NodeStats): void {
  const enough = t.items >= TEASER_MIN_ITEMS;
  s.teaserContent = enough && t.cardItems >= t.items * TEASER_SHARE ? s.prose + s.structured : t.nestedTeaserContent;
  if (enough && t.linkLedItems >= t.items * TEASER_SHARE && t.linkLedText >= s.text * TEASER_SHARE) {
    s.teasers = true;
    asJunk(s);
  }
}
