/**
 * What page-stats.ts measures of one element, and the three ways a record changes as a whole:
 * a block child's measures added to its parent's, furniture and teaser lists counted as junk,
 * a comment's content counted as discussion.
 */

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

/** A record with nothing counted yet, for an element that sits where `where` says. */
export function newStats(block: boolean, where: Pick<NodeStats, 'inFurniture' | 'inDiscussion'>): NodeStats {
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
    inFurniture: where.inFurniture,
    linkLed: false,
    teasers: false,
    discussion: false,
    inDiscussion: where.inDiscussion,
    discussionProse: 0,
    discussionWeighted: 0,
    discussionStructured: 0,
    teaserContent: 0,
    parts: 0,
  };
}

/** Adds a block child's text measures to its parent's (its teaser content is the parent's to judge). */
export function addMeasures(s: NodeStats, c: NodeStats): void {
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
}

/** None of it is content: all its text counts against the block around it. */
export function asJunk(s: NodeStats): void {
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
export function asDiscussion(s: NodeStats): void {
  s.discussion = true;
  s.discussionProse = s.prose;
  s.discussionWeighted = s.weighted;
  s.discussionStructured = s.structured;
}
