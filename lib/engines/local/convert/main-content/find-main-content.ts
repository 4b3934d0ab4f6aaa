/**
 * onlyMainContent: find the element that holds the article, widen it while what surrounds it is
 * content too, then prune the furniture, link lists and labels left inside. When in doubt keep
 * content: if the article holds too little of the page's readable text, or pruning leaves next
 * to nothing, the whole page is taken with less and less pruned. Read-only: the answer is a root
 * and a set of removed subtrees that the writers skip.
 */
import { articleSignals } from '@/lib/engines/local/convert/article-signals';
import { pageType, type PageType } from '@/lib/engines/local/convert/page-type/page-type';
import {
  pruneProfile,
  readsAsOneBlock,
  readsReviewsAsDiscussion,
} from '@/lib/engines/local/convert/main-content/type-profiles';
import { BOILERPLATE_SELECTOR, REVIEW_SELECTOR } from '@/lib/engines/local/convert/main-content/boilerplate-patterns';
import { type Pruning, pruneInside } from '@/lib/engines/local/convert/main-content/prune';
import { scorePage } from '@/lib/engines/local/convert/main-content/page-stats';
import { pruneRepeatedBlocks } from '@/lib/engines/local/convert/main-content/repeated-blocks';
import type { NodeStats } from '@/lib/engines/local/convert/main-content/node-stats';
import type { PageStats } from '@/lib/engines/local/convert/main-content/page-stats';

export interface ContentSelection {
  roots: Element[];
  removed: Set<Element>;
  /** The page's type, when the selection read it (findMainContent). */
  type?: PageType;
}

/** Weights, against a prose character, of structured content, junk and any other character. */
const STRUCTURED_WEIGHT = 0.6;
const JUNK_WEIGHT = 1;
const OTHER_TEXT_WEIGHT = 0.3;
/**
 * Below this much content the page is not an article: keep the whole body, pruned. Judged on the
 * block once widened, not on the best block alone, so a post of short paragraphs is still one. 300, not 200:
 * chosen by WCXB's site folds (each fold gained with it, news and modern web no lower; 400 and
 * above cost news; docs/main-content.md, "What each constant is worth").
 */
const MIN_ARTICLE_CONTENT = 300;
/** A parent is taken in when what it adds holds at least this much content per character of junk. */
const WIDEN_CONTENT_PER_JUNK = 1;
const WIDEN_MIN_CONTENT = 80;
/** The container must hold this share of the page's readable content, or the whole page is kept. */
const MIN_SHARE_OF_PAGE = 0.55;
const TEASER_DISCOUNT = 0.5;
/** Pruning that keeps less than this share of a root's text, and less than MIN_KEPT characters, kept too little. */
const MIN_KEPT_SHARE = 0.1;
const MIN_KEPT = 150;

/**
 * How a page's comments and replies are read: beside an article they are junk; when they hold
 * far more than any article on the page, the discussion is the content.
 */
export type Discussion = 'junk' | 'content';
/** Comments holding this many times the article's content make the page a discussion. */
const DISCUSSION_DOMINANCE = 10;

interface Weigh {
  content(s: NodeStats): number;
  /** Content that is not teasers: what widening and the share of the page are judged on. */
  core(s: NodeStats): number;
  score(s: NodeStats): number;
  /** May be (inside) the article. */
  eligible(s: NodeStats, allowFurniture: boolean): boolean;
}

function weigh(discussion: Discussion): Weigh {
  const asJunk = discussion === 'junk';
  const content = (s: NodeStats): number =>
    s.prose + s.structured - (asJunk ? s.discussionProse + s.discussionStructured : 0);
  const junk = (s: NodeStats): number => s.bad + (asJunk ? s.discussionProse + s.discussionStructured : 0);
  return {
    content,
    core: (s) => Math.max(0, content(s) - s.teaserContent),
    score(s) {
      const weighted = s.weighted - (asJunk ? s.discussionWeighted : 0);
      const structured = s.structured - (asJunk ? s.discussionStructured : 0);
      const other = Math.max(0, s.text - s.prose - s.structured - s.bad);
      return weighted + STRUCTURED_WEIGHT * structured - JUNK_WEIGHT * junk(s) - OTHER_TEXT_WEIGHT * other;
    },
    eligible: (s, allowFurniture) =>
      s.block && content(s) > 0 && (allowFurniture || !s.inFurniture) && !(asJunk && (s.inDiscussion || s.discussion)),
  };
}

function bestCandidate(page: PageStats, w: Weigh, allowFurniture: boolean): Element | undefined {
  let best: Element | undefined;
  let bestScore = -Infinity;
  // forEach, not for-of: each for-of entry is a new [key, value] array, and this runs over every block.
  page.stats.forEach((s, el) => {
    if (!w.eligible(s, allowFurniture)) return;
    const score = w.score(s);
    if (score > bestScore) {
      bestScore = score;
      best = el;
    }
  });
  return best;
}

/** Takes in parents while what they add beside the container reads as content, not junk. */
function widen(el: Element, page: PageStats, w: Weigh, top: Element): Element {
  let current = el;
  let s = page.stats.get(el);
  while (s && current !== top && current.parentElement) {
    const parent = current.parentElement;
    const p = page.stats.get(parent);
    if (!p || p.inFurniture) break;
    const addedContent = w.core(p) - w.core(s);
    // Furniture and link junk only, whatever the discussion: comments read as junk are taken out
    // by the article's pruning wherever they sit, so a post whose paragraphs share a container
    // with its comments is still taken whole, not as its best paragraph.
    const addedJunk = p.bad - s.bad;
    if (addedContent < WIDEN_MIN_CONTENT || addedContent < WIDEN_CONTENT_PER_JUNK * addedJunk) break;
    current = parent;
    s = p;
  }
  return current;
}

/** The page's readable content, teasers counting for less: cards of other stories are not what it is for. */
const pageContent = (body: NodeStats, w: Weigh): number =>
  w.core(body) + TEASER_DISCOUNT * (w.content(body) - w.core(body));

/**
 * The best block outside furniture; when that holds less than an article, the best one inside
 * furniture named only by a class word: a layout wrapper named for its sticky sidebar may hold
 * the article too, while a footer or a dialog never does.
 */
function bestArticle(page: PageStats, w: Weigh): Element | undefined {
  const outside = bestCandidate(page, w, false);
  const outsideStats = outside && page.stats.get(outside);
  if (outsideStats && w.content(outsideStats) >= MIN_ARTICLE_CONTENT) return outside;
  const inside = bestCandidate(page, w, true);
  if (!inside || inside === outside || inside.closest(BOILERPLATE_SELECTOR)) return outside;
  return inside;
}

/** The article's container, or undefined when the page is not an article or it holds too little of it. */
function chooseContainer(page: PageStats, body: Element, w: Weigh): Element | undefined {
  const best = bestArticle(page, w);
  if (!best) return undefined;
  const root = widen(best, page, w, body);
  const rootStats = page.stats.get(root);
  const content = rootStats ? w.content(rootStats) : 0;
  if (content < MIN_ARTICLE_CONTENT) return undefined;
  const bodyStats = page.stats.get(body);
  if (bodyStats && content < MIN_SHARE_OF_PAGE * pageContent(bodyStats, w)) return undefined;
  return root;
}

/**
 * Whether the page's comments are its content: on a page that declares a `thread`, or where no
 * article stands beside them, or one far smaller; never where `reviews` (a product page's, read
 * as discussion).
 */
function readDiscussion(
  page: PageStats,
  body: Element,
  reviews: boolean,
  thread: boolean,
): { discussion: Discussion; article: Element | undefined } {
  if (thread && !reviews) return { discussion: 'content', article: chooseContainer(page, body, weigh('content')) };
  const article = chooseContainer(page, body, weigh('junk'));
  if (reviews) return { discussion: 'junk', article };
  const bodyStats = page.stats.get(body);
  const comments = bodyStats ? bodyStats.discussionProse + bodyStats.discussionStructured : 0;
  const articleStats = article && page.stats.get(article);
  const articleContent = articleStats ? weigh('junk').content(articleStats) : 0;
  if (comments === 0 || (article && comments < DISCUSSION_DOMINANCE * articleContent))
    return { discussion: 'junk', article };
  return { discussion: 'content', article: chooseContainer(page, body, weigh('content')) };
}

/**
 * Picks the main content of `doc` at `url`, honouring subtrees already `removed` (excludeTags).
 * The page's type (page-type/) chooses the profile, and is read from the same walk.
 */
export function findMainContent(doc: Document, removed: Set<Element>, url: string): ContentSelection {
  const body = doc.body ?? doc.documentElement;
  const walked = scorePage(body, removed);
  // The type is the page's own, whatever excludeTags took out: then it needs a walk of its own.
  const type = pageType(doc, url, removed.size === 0 ? walked : undefined);
  const { declaresArticle, declaresThread } = articleSignals(doc);
  // A product page's reviews are read as discussion: a second walk, only where some may be.
  const reviews = readsReviewsAsDiscussion(declaresArticle, type) && body.querySelector(REVIEW_SELECTOR) !== null;
  const page = reviews ? scorePage(body, removed, true) : walked;
  // A page that is not an article or the like keeps all but its furniture (no bet on one block).
  const { discussion, article } = readsAsOneBlock(declaresArticle, type)
    ? readDiscussion(page, body, reviews, declaresThread)
    : { discussion: 'content' as const, article: undefined };
  // From the most pruned to the least: the first that keeps enough of its root's text wins.
  const ladder: [Element, Pruning][] = [];
  if (article) ladder.push([article, 'article']);
  ladder.push([body, 'page'], [body, 'furniture'], [body, 'hidden']);
  const bodyText = page.stats.get(body)?.text ?? 0;
  let selection: ContentSelection = { roots: [body], removed };
  const profile = pruneProfile(type);
  for (const [root, pruning] of ladder) {
    selection = { roots: [root], removed: new Set(removed) };
    const kept = pruneInside(root, page, selection.removed, pruning, discussion, profile);
    if (kept >= MIN_KEPT || kept >= MIN_KEPT_SHARE * bodyText) break;
  }
  for (const root of selection.roots) pruneRepeatedBlocks(root, page, selection.removed);
  return { ...selection, type };
}

/** Prunes furniture inside given roots (includeTags together with onlyMainContent). */
export function pruneRoots(roots: Element[], removed: Set<Element>): ContentSelection {
  for (const root of roots) pruneInside(root, scorePage(root, removed), removed, 'page', 'content');
  return { roots, removed };
}
