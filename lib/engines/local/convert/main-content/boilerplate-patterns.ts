/**
 * What page furniture looks like in markup: tags, ARIA roles, and class/id vocabulary.
 * A class token made only of furniture words condemns its element; one that mixes furniture and
 * content words is judged by its last word, and only marks its element for pruning when that
 * element holds little of the article.
 */

import { clean } from '@/lib/engines/local/convert/article-header/header-text';

/** Tags that are page furniture wherever they appear (pruned unless they hold the article). */
export const BOILERPLATE_TAGS = new Set(['nav', 'aside', 'footer', 'header', 'dialog', 'menu', 'search']);

export const BOILERPLATE_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'search',
  'dialog',
  'alertdialog',
  'menu',
  'menubar',
  'toolbar',
  'marquee',
]);

/** Furniture by its tag or role (a footer, a sidebar, a dialog), as a selector. */
export const BOILERPLATE_SELECTOR = [...BOILERPLATE_TAGS, ...[...BOILERPLATE_ROLES].map((r) => `[role="${r}"]`)].join(
  ',',
);

/**
 * Words that mark furniture. Each was checked against what readers call the content: words that
 * often name content too (widget, next, tag, more, skip, author, banner, carousel, offscreen:
 * page builders, frameworks and forums use them for the content itself) are not here.
 */
const NEGATIVE_TERMS = [
  'disqus',
  'related',
  'recommend',
  'recommended',
  'recommendations',
  'outbrain',
  'taboola',
  'newsletter',
  'subscribe',
  'subscription',
  'signup',
  'sponsor',
  'sponsored',
  'advert',
  'advertisement',
  'advertising',
  'ad',
  'ads',
  'adslot',
  'adunit',
  'dfp',
  'gpt',
  'promo',
  'promotion',
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'social',
  'share',
  'sharing',
  'sharebar',
  'trending',
  'popular',
  'mostread',
  'most-read',
  'nav',
  'navbar',
  'navigation',
  'menu',
  'breadcrumb',
  'breadcrumbs',
  'sidebar',
  'rail',
  'footer',
  'masthead',
  'popup',
  'modal',
  'paywall',
  'toolbar',
  'byline',
  'bio',
  'prev',
  'previous',
  'pagination',
  'pager',
  'print',
  'donate',
  'follow',
  'login',
  'register',
  'teaser',
  'teasers',
  'header',
  'topbar',
  'utility',
  'sr-only',
  'visually-hidden',
  'screen-reader',
  'noprint',
  'rss',
  'feedback',
  'survey',
  'reactions',
  'playlist',
  'credit',
  'credits',
  'copyright',
  'dateline',
];

/**
 * Words that mark what is furniture on most pages but the content on some (an author box, a
 * table of contents on a guide): never more than possible furniture, kept when it holds much of
 * the article.
 */
const SOFT_NEGATIVE_TERMS = ['author', 'toc', 'tags', 'overlay', 'slider', 'carousel', 'rating'];

const POSITIVE_TERMS = [
  'article',
  'articlebody',
  'body',
  'content',
  'contents',
  'main',
  'story',
  'entry',
  'post',
  'text',
  'blog',
  'prose',
  'copy',
  'page',
  'column',
  'col',
  'container',
  'wrapper',
  'wrap',
  'inner',
  'section',
  'paragraph',
  'rich',
  'richtext',
  'detail',
  'details',
  'news',
  'markdown',
  'document',
  'embed',
  'embedded',
  'tweet',
];

/** -1 furniture, -2 possible furniture only, 1 content. */
const TERM_CATEGORY = new Map<string, number>();
for (const t of NEGATIVE_TERMS) TERM_CATEGORY.set(t, -1);
for (const t of SOFT_NEGATIVE_TERMS) TERM_CATEGORY.set(t, -2);
for (const t of POSITIVE_TERMS) TERM_CATEGORY.set(t, 1);

/**
 * A token's verdict: 2 only furniture words, 1 furniture and content words with a furniture word
 * last ("content-with-sidebar") or possible-furniture words only, -1 content (a content word
 * last: "social-media-embed"), 0 silent.
 */
const tokenCache = new Map<string, number>();

function tokenVerdict(token: string): number {
  const cached = tokenCache.get(token);
  if (cached !== undefined) return cached;
  let verdict = 0;
  const whole = TERM_CATEGORY.get(token.toLowerCase());
  if (whole !== undefined) verdict = whole === -1 ? 2 : whole === -2 ? 1 : -1;
  else {
    let negative = false;
    let soft = false;
    let positive = false;
    let last = 0;
    for (const part of token.split(/[-_:]+|(?<=[a-z0-9])(?=[A-Z])/)) {
      const lower = part.toLowerCase();
      // "layout-with-sidebar", "page-has-footer": what follows is what the element holds.
      if (lower === 'with' || lower === 'has') break;
      const c = TERM_CATEGORY.get(lower);
      if (c === -1) negative = true;
      else if (c === -2) soft = true;
      else if (c === 1) positive = true;
      if (c !== undefined) last = c;
    }
    if (positive && (negative || soft)) verdict = last < 0 ? 1 : -1;
    else verdict = negative ? 2 : soft ? 1 : positive ? -1 : 0;
  }
  if (tokenCache.size < 5000) tokenCache.set(token, verdict);
  return verdict;
}

/**
 * What the tokens of a class or id say, as bits: some token only furniture words, some mixed or possible furniture,
 * some naming content.
 */
export const FURNITURE_WORDS = 1;
export const MIXED_WORDS = 2;
export const CONTENT_WORDS = 4;

export function wordFlags(value: string): number {
  let flags = 0;
  for (const token of value.split(/\s+/)) {
    if (!token) continue;
    const v = tokenVerdict(token);
    flags |= v === 2 ? FURNITURE_WORDS : v === 1 ? MIXED_WORDS : v === -1 ? CONTENT_WORDS : 0;
  }
  return flags;
}

/**
 * How strongly class and id (their `wordFlags` together) say "furniture": 2 when some token is
 * only furniture words and no token names content ("share-bar", "site-footer"), 1 when furniture
 * words come mixed with content words ("content-with-sidebar", "article-comments") or only
 * possible-furniture words ("comments"), 0 otherwise.
 */
export function furnitureVerdict(flags: number): number {
  if (flags & FURNITURE_WORDS && !(flags & CONTENT_WORDS)) return 2;
  return flags & (FURNITURE_WORDS | MIXED_WORDS) ? 1 : 0;
}

/**
 * No label is longer: LABEL_ONLY and PROMO_LABEL, whose names and titles ("More from <site>") may
 * be cut many ways, never read a longer text.
 */
const MAX_LABEL = 200;

/** Short labels that are never article text on their own. */
export const LABEL_ONLY = new RegExp(
  '^(?:' +
    [
      'advertisements?',
      'adverts?',
      'ads?',
      'sponsored(?: content| links| stories)?',
      '\\d+ min(?:ute)?s? read',
      '(?:estimated )?reading time:? \\d+ min(?:ute)?s?',
      // The same label in Portuguese, Spanish, French, Italian, German and Dutch.
      '(?:tempo de leitura|tiempo de lectura|temps de lecture|tempo di lettura|lesezeit|leestijd) ?:? ?\\d+ ?min\\w*',
      'story continues below(?: advertisement)?',
      'continue reading(?: below)?',
      'scroll to continue(?: with content)?',
      'read more',
      'related(?: articles| stories| posts| content)?',
      'recommended(?: for you)?',
      'share(?: this(?: article| story| post)?)?',
      'share on \\w+',
      'sharing is caring!?',
      'follow us',
      'skip (?:to )?(?:main )?content',
      '(?:table of )?contents',
      'on this page',
      'in this (?:article|post|guide|page)',
      'jump to',
      'loading\\.*',
      'close',
      'menu',
      'print',
      'email',
      'comments?',
      '\\d+ comments?',
      'see more',
      'show more',
      'view comments',
      'sign up',
      'subscribe',
      'newsletter',
      'you (?:may|might) also like:?',
      'more (?:stories|news|articles)(?: from [\\w .]+)?:?',
      'this slideshow requires javascript\\.?',
      'advertisement - scroll to continue',
      'tags?:?',
      'topics?:?',
      'filed under:?.*',
      "don'?t miss",
      'must read',
      'also read',
      'read also',
      'see also',
      'more on this(?: story| topic)?',
      "editor'?s picks?",
      'trending(?: now)?',
      'most (?:read|popular|viewed)',
      'popular',
      'related (?:coverage|links|reading)',
      'watch(?: now| video)?',
      'listen(?: now)?',
      'advertisement - continue reading below',
      '(?:photo|image|video|picture|source|credit)s?(?: credits?)?: .{1,60}',
      'like this:?(?: like)?(?: loading\\.*)?',
      'post (?:a )?comment',
      'leave a (?:comment|reply)',
      '\\(?(?:photo|image|video)(?: credit)?: .{1,60}\\)?',
    ].join('|') +
    ')[\\s.:…!]*$',
  'i',
);

/** A short label that is never article text on its own (LABEL_ONLY), on a text of label length. */
export const isLabelOnly = (text: string): boolean => text.length <= MAX_LABEL && LABEL_ONLY.test(text);

/** A title announcing other stories ("More Great Stories", "You may also like"): the list under it goes too. */
export const PROMO_LABEL = new RegExp(
  '^(?:' +
    [
      'related(?: \\w+){0,2}',
      'similar(?: \\w+){0,2}',
      'recommended(?: for you| reading)?',
      'more (?:\\S+ ){0,3}(?:stories|news|articles|reads|posts|videos|coverage)(?: from .{1,40})?',
      'you (?:may|might) also (?:like|enjoy)',
      'read more',
      'also read',
      'read also',
      'see also',
      'trending(?: now)?',
      'popular(?: now)?',
      'most (?:read|popular|viewed)',
      "editor'?s picks?",
      "don'?t miss",
      'must read',
      'more on this(?: story| topic)?',
      'further reading',
      'more (?:in|from) [\\w .&-]{1,40}',
    ].join('|') +
    ')[\\s.:…!]*$',
  'i',
);

/** The first two letters, lowercased, of each PROMO_LABEL opening ("re" for related, recommended, read more). */
const PROMO_OPENINGS = new Set(['re', 'si', 'mo', 'yo', 'al', 'se', 'tr', 'po', 'ed', 'do', 'mu', 'fu']);
/**
 * PROMO_LABEL, read only where the text opens as one of its labels does: most short blocks of an
 * article do not, and the long pattern is then never compiled.
 */
export const isPromoLabel = (text: string): boolean =>
  text.length <= MAX_LABEL &&
  PROMO_OPENINGS.has(String.fromCharCode(text.charCodeAt(0) | 32, text.charCodeAt(1) | 32)) &&
  PROMO_LABEL.test(text);

/**
 * A call to action, not the article: subscribe, follow, join, write in, get the app or the print
 * edition. Read only in short blocks that carry a link or nothing but emphasis.
 */
export const CALL_TO_ACTION = new RegExp(
  [
    '\\bsubscribe\\b',
    '\\bsign up\\b',
    '\\bnewsletters?\\b',
    '\\bfollow (?:us|him|her|them|me)\\b',
    '\\bjoin (?:us|our)\\b',
    '\\bclick here\\b',
    '\\bdownload (?:our|the) app\\b',
    '\\bget (?:access|the latest|it delivered)\\b',
    '\\bdelivered (?:to|through) your\\b',
    '\\bhave a (?:news )?tip\\b',
    '\\bmay be reached at\\b',
    '\\bcan be reached at\\b',
    '\\bin your inbox\\b',
    '\\bis out now\\b',
    '\\bon (?:twitter|facebook|instagram)\\b',
    '\\bsend us\\b',
    '\\baffiliate links?\\b',
    '\\bshare (?:it|this(?: \\w+)?) with\\b',
    "\\bwe[’']?d (?:like|love) to hear\\b",
  ].join('|'),
  'i',
);

/**
 * A wire service's credit line closing a story: "Reporting by A; additional reporting by B;
 * Editing by C". Two credits or more, so that a sentence about someone's reporting stays.
 */
const CREDIT_WORK = '(?:reporting|writing|editing|research|graphics)';
const CREDIT = `(?:with )?(?:additional )?${CREDIT_WORK}(?: and \\w+)? by`;
const CREDIT_LINE = new RegExp(`^\\(?${CREDIT} [^.;]{2,120}(?:[;,] ?(?:and )?${CREDIT} [^;]{2,120})+\\)?\\.?$`, 'i');
/** The cheap look at the start, so that most blocks are passed over without their text being rebuilt. */
const CREDIT_START = new RegExp(`^\\s*(?:\\(\\s*)?(?:with |additional )?${CREDIT_WORK}\\b`, 'i');
/**
 * No credit line is longer (it closes a block of at most CALL_TO_ACTION_MAX characters): the full
 * pattern, whose names may hold commas and so be cut many ways, never reads a longer text.
 */
export const MAX_CREDIT_LINE = 400;
export function isCreditLine(text: string): boolean {
  if (!CREDIT_START.test(text)) return false;
  const line = clean(text);
  return line.length <= MAX_CREDIT_LINE && CREDIT_LINE.test(line);
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** A line that is only a date or time stamp ("Published 11:34 PM EST Nov 19, 2019", "Updated at 1:23 p.m."). */
const DATE_STAMP = new RegExp(
  `^[^.!?]{0,40}(?:\\b${MONTH}\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+${MONTH}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b|\\b\\d{1,2}:\\d{2}\\b)[^.!?]{0,40}$`,
  'i',
);
/** Every date or time a date line holds has a digit: a line without one is passed over unread. */
const DIGIT = /\d/;
export const isDateLine = (text: string): boolean =>
  DIGIT.test(text) && DATE_STAMP.test(text.replace(/\b([ap])\.m\.?/gi, '$1m'));

/**
 * A header's stamp line with more beside the date than a date line holds: "New Delhi, Bureau |
 * Updated : 19 November 2019, 09:01 AM", "Last Updated : Nov 20, 2019 01:41 PM IST | Source: …".
 * The stamp word opens the line or a part of it, the date follows it, and no sentence is in it.
 */
const STAMP_DATE = `(?:${MONTH}\\s+\\d{1,2}\\b|\\d{1,2}\\s+${MONTH}|\\d{4}-\\d{2}-\\d{2}\\b|\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b)`;
const STAMP = new RegExp(
  `(?:^|[|·•,–—]\\s*)(?:last )?(?:updated|published|posted|modified)(?: on| at)?\\s*(?::\\s*)?(?:\\w+day,?\\s+)?${STAMP_DATE}`,
  'i',
);
/**
 * Every stamp line holds a stamp word: a line without one is passed over before STAMP, whose
 * compiling costs as much as reading a page's short blocks with it, is needed.
 */
const STAMP_WORD = /updated|published|posted|modified/i;
const SENTENCE_BREAK = /[.!?]\s+[A-Z]/;
export const isStampLine = (text: string): boolean =>
  DIGIT.test(text) && STAMP_WORD.test(text) && STAMP.test(text) && !SENTENCE_BREAK.test(text.replace(/\s+/g, ' '));

/** A consent notice: it speaks of cookies or tracking and asks the reader to accept or choose. */
const CONSENT_SUBJECT = /\b(?:cookies?|tracking technologies|personal data)\b/i;
const CONSENT_CHOICE =
  /\b(?:accept|agree|allow|consent|got it|decline|reject|opt[- ]out|manage (?:preferences|settings|options)|cookie settings|privacy policy)\b/i;
export const isConsentText = (text: string): boolean => CONSENT_SUBJECT.test(text) && CONSENT_CHOICE.test(text);

/**
 * Comments and replies: beside an article they are not its content; on a discussion page (a
 * forum thread, a comment page) they are the content.
 */
/**
 * Whether a class or id holds one of `words` as a word of its own ("post-comments", "comment_list")
 * or after a lower-case letter in camel case ("userComments", as `camel` spells it).
 */
function namesWord(words: string, camel: string): (value: string) => boolean {
  const word = new RegExp(`(?:^|[\\s_:-])(?:${words})(?=$|[\\s_:-])`, 'i');
  const camelCase = new RegExp(`(?<=[a-z])${camel}(?=$|[\\s_:-]|[A-Z])`);
  return (value) => word.test(value) || camelCase.test(value);
}

export const isDiscussionToken = namesWord('comments?|replies|respond', 'Comments?');

/**
 * Customers' reviews (a block named "reviews", "product-reviews", "customerReviews", one
 * "review"): on a product page they are what others say of it, not its description, as comments
 * are beside an article (type-profiles.ts).
 */
export const isReviewToken = namesWord('reviews?', 'Reviews?');
/** Where a page may hold reviews, found natively before a walk reads them token by token. */
export const REVIEW_SELECTOR = '[class*="review" i], [id*="review" i], [itemprop^="review" i]';
