/**
 * How the main content is found on each page type. A one-block page has its content in one
 * container: find it and drop what is around it. That is an article, whether the page says so
 * (page-facts.ts) or the classifier reads it so, and a product page, whose description,
 * specifications and price sit together apart from the recommendations, recently viewed items and
 * shop-wide panels around them. Every other type keeps all but its clear furniture, because there
 * the content is spread out: a collection's cards, a service page's sections, a thread's posts.
 *
 * Tried and left out (WCXB development set, held-out folds, docs/main-content.md): documentation
 * as one block (0.908 to 0.903 with the type known: 4 pages gained, 6 lost).
 */
import type { PageType } from '@/lib/engines/local/convert/page-type/page-type';

const ONE_BLOCK_TYPES: ReadonlySet<PageType> = new Set(['article', 'product']);

/**
 * A listing (search results, a directory, a job board) is entries among link lists: its own
 * navigation, filters and related searches. There a block is a link list from a lower share of
 * its text in links, as each entry's own text is short. Chosen on the WCXB development set by site
 * fold: the listings of every fold gained with the share the other folds' listings chose
 * (docs/main-content.md, "What each constant is worth").
 */
const LISTING_LINK_LIST_DENSITY = 0.35;

/** What the pruning inside the chosen root changes by page type (prune.ts). */
export interface PruneProfile {
  /** Teaser lists stay whatever their length. */
  keepTeasers: boolean;
  /** A block with more of its text in links than this share is a link list (undefined: prune.ts's). */
  linkListDensity?: number;
}

export const pruneProfile = (type: PageType | undefined): PruneProfile => ({
  // Documentation introduces its pages in lists of links with a line each ("Query data: run
  // interactive or batch queries"): there a list of teasers is its content, not other stories.
  keepTeasers: type === 'documentation',
  linkListDensity: type === 'listing' ? LISTING_LINK_LIST_DENSITY : undefined,
});

/** Whether the page's content is one block: it says it is an article, or reads as a one-block type. */
export const readsAsOneBlock = (declaresArticle: boolean, type: PageType | undefined): boolean =>
  declaresArticle || (type !== undefined && ONE_BLOCK_TYPES.has(type));

/**
 * A product page's content is the product: its customers' reviews are discussion, never the
 * content however much they hold (on WCXB's product pages the reviews are left out of the text).
 * Not on a page that says it is an article, a review of a product among them.
 */
export const readsReviewsAsDiscussion = (declaresArticle: boolean, type: PageType | undefined): boolean =>
  !declaresArticle && type === 'product';
