/**
 * onlyMainContent: choose the element that holds the most prose for the least other text, then
 * prune the furniture, link lists and labels left inside it. Read-only: the answer is a root and a
 * set of removed subtrees that the writers skip.
 */
import { DATE_LINE, LABEL_ONLY } from './boilerplate-patterns.ts';
import type { NodeStats, PageStats } from './page-stats.ts';
import { scorePage } from './page-stats.ts';

export interface ContentSelection {
  roots: Element[];
  removed: Set<Element>;
}

/** Weights, against a prose character, of a furniture character and of any other character. */
const FURNITURE_WEIGHT = 1;
const OTHER_TEXT_WEIGHT = 0.3;
/** Below this much prose the page is not an article: keep the whole body, pruned. */
const MIN_ARTICLE_PROSE = 200;
/** A furniture-looking element holding this share of the article's prose is kept. */
const PROTECTED_SHARE = 0.5;
/** A block with more of its text in links than this is a link list. */
const LINK_LIST_DENSITY = 0.5;
/** Outside articles, a link list is pruned only when its text is under this share of the page's. */
const PAGE_LINK_LIST_SHARE = 0.25;
/** Blocks shorter than this are checked against the label and date-line patterns. */
const SHORT_LINE = 80;
const SUBHEADING = /^h[2-6]$/;

function containerScore(s: NodeStats): number {
  return s.weighted - FURNITURE_WEIGHT * s.bad - OTHER_TEXT_WEIGHT * (s.text - s.good - s.bad);
}

function bestCandidate(page: PageStats, allowFurniture: boolean): Element | undefined {
  let best: Element | undefined;
  let bestScore = -Infinity;
  for (const [el, s] of page.stats) {
    if (!s.block || s.good === 0 || (!allowFurniture && s.inFurniture)) continue;
    const score = containerScore(s);
    if (score > bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
}

/** The article's container, or undefined when the page holds too little prose to be an article. */
function chooseContainer(page: PageStats): Element | undefined {
  const best = bestCandidate(page, false) ?? bestCandidate(page, true);
  const chosen = best && page.stats.get(best);
  return chosen && chosen.good >= MIN_ARTICLE_PROSE ? best : undefined;
}

/**
 * Marks what to leave out under `root`, top-down, not descending into what is removed: furniture,
 * link lists, labels and date lines. On a page that is not an article (`article` false) a link
 * list goes only when it is a small part of the page, so a page of links keeps its links.
 */
export function pruneInside(root: Element, page: PageStats, removed: Set<Element>, article = true): void {
  const rootStats = page.stats.get(root);
  const limits: PruneLimits = {
    protectedGood: (rootStats?.rawGood ?? 0) * PROTECTED_SHARE,
    maxLinkList: article ? Infinity : (rootStats?.text ?? 0) * PAGE_LINK_LIST_SHARE,
  };
  const keepLinks: PruneLimits = { ...limits, maxLinkList: 0 };
  const visit = (el: Element, limits: PruneLimits): void => {
    // A heading right before a pruned block is that block's title ("You may also like").
    let heading: Element | null = null;
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (removed.has(child)) continue;
      if (page.hidden.has(child)) {
        removed.add(child);
        continue;
      }
      const s = page.stats.get(child);
      if (s && shouldPrune(child, s, limits)) {
        removed.add(child);
        if (heading) removed.add(heading);
        heading = null;
        continue;
      }
      heading = SUBHEADING.test(child.localName) ? child : null;
      // Inside a link list that stays, its items stay too.
      if (s && child.firstElementChild) visit(child, s.block && s.link > s.text * LINK_LIST_DENSITY ? keepLinks : limits);
    }
  };
  visit(root, limits);
}

interface PruneLimits {
  /** Furniture holding at least this much prose stays. */
  protectedGood: number;
  /** Link lists with more text than this stay. */
  maxLinkList: number;
}

function shouldPrune(el: Element, s: NodeStats, limits: PruneLimits): boolean {
  if (s.furniture && (s.rawGood === 0 || s.rawGood < limits.protectedGood)) return true;
  if (!s.block || s.text === 0 || s.rawGood > 0) return false;
  if (s.link > s.text * LINK_LIST_DENSITY) return s.text < limits.maxLinkList;
  if (s.text >= SHORT_LINE) return false;
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return LABEL_ONLY.test(text) || DATE_LINE.test(text);
}

/** Picks the main content of `doc`, honouring subtrees already `removed` (excludeTags). */
export function findMainContent(doc: Document, removed: Set<Element>): ContentSelection {
  const body = doc.body ?? doc.documentElement;
  const page = scorePage(body, removed);
  const article = chooseContainer(page);
  pruneInside(article ?? body, page, removed, article !== undefined);
  return { roots: [article ?? body], removed };
}

/** Prunes furniture inside given roots (includeTags together with onlyMainContent). */
export function pruneRoots(roots: Element[], removed: Set<Element>): ContentSelection {
  for (const root of roots) pruneInside(root, scorePage(root, removed), removed, false);
  return { roots, removed };
}
