/**
 * What a page-type classifier can read from a page, as named numbers: the types the page declares
 * (schema.org in JSON-LD or microdata, Open Graph), the words of its address's path, and its
 * structure (code blocks, prices, repeated cards, posts with authors, forms), plus, on a rendered
 * page, how wide its main column is drawn. Counts are log-scaled so one huge page does not swamp
 * the weights. One walk over at most MAX_ELEMENTS elements; nothing here names a site.
 */
import { ldObjects, typesOf } from '../page-facts.ts';
import { metaContent } from '../article-header/header-text.ts';

/** The features in the order the weights use; the trainer and the classifier both read this list. */
export const FEATURE_NAMES = [
  'ldArticle',
  'ldProduct',
  'ldForum',
  'ldCollection',
  'ldDocs',
  'ldService',
  'ldFaq',
  'ldBreadcrumb',
  'ogArticle',
  'ogProduct',
  'ogWebsite',
  'urlRoot',
  'urlDepth',
  'urlDocs',
  'urlForum',
  'urlProduct',
  'urlCollection',
  'urlBlog',
  'urlService',
  'urlListing',
  'urlNumericId',
  'hostDocs',
  'hostForum',
  'pre',
  'code',
  'headings',
  'paragraphs',
  'tables',
  'listItems',
  'images',
  'articles',
  'times',
  'forms',
  'inputs',
  'buttons',
  'links',
  'textLength',
  'linkShare',
  'prices',
  'largestCardGroup',
  'classPrice',
  'classCart',
  'classProduct',
  'classRating',
  'classPost',
  'classComment',
  'classAuthor',
  'classAvatar',
  'classSidebar',
  'classToc',
  'classPagination',
  'classFilter',
  'classCard',
  'classHero',
  'classDocs',
  'classCode',
  'h1Count',
  'mainWidthShare',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type PageTypeFeatures = Record<FeatureName, number>;

const MAX_ELEMENTS = 30_000;
const MAX_TEXT = 300_000;

const LD_TYPES: [FeatureName, RegExp][] = [
  ['ldArticle', /^(?:\w*Article|BlogPosting|LiveBlogPosting|Report)$/],
  ['ldProduct', /^(?:Product|ProductGroup|IndividualProduct|ProductModel|Offer|AggregateOffer|Vehicle|Book)$/],
  ['ldForum', /^(?:DiscussionForumPosting|QAPage|Question|Answer|SocialMediaPosting|Comment)$/],
  ['ldCollection', /^(?:CollectionPage|ItemList|OfferCatalog|SearchResultsPage)$/],
  ['ldDocs', /^(?:TechArticle|APIReference|HowTo|Course|LearningResource)$/],
  ['ldService', /^(?:Service|\w*Service|LocalBusiness|SoftwareApplication|WebApplication|Organization|Corporation)$/],
  ['ldFaq', /^FAQPage$/],
  ['ldBreadcrumb', /^BreadcrumbList$/],
];

/** Path words, as whole path segments or hyphenated parts of them. */
const URL_WORDS: [FeatureName, RegExp][] = [
  [
    'urlDocs',
    /^(?:docs?|documentation|reference|api|apis|guides?|manual|tutorials?|learn|library|howto|handbook|kb|wiki|support|help|book|ch\d+)$/,
  ],
  [
    'urlForum',
    /^(?:forums?|community|threads?|topics?|t|questions?|discussions?|discuss|boards?|viewtopic|showthread|r)$/,
  ],
  ['urlProduct', /^(?:products?|p|dp|itm|item|detail|pd|sku)$/],
  ['urlCollection', /^(?:c|cat|category|categories|collections?|shop|department|catalog|browse|b|s|search|zgbs)$/],
  ['urlBlog', /^(?:blog|blogs|news|post|posts|articles?|stories|story|\d{4})$/],
  ['urlService', /^(?:services?|solutions?|pricing|features?|platform|industries|about|enterprise|contact)$/],
  ['urlListing', /^(?:list|lists|top|best|chart|archive|tag|tags|jobs|events|directory|results)$/],
];

const CLASS_WORDS: [FeatureName, RegExp][] = [
  ['classPrice', /price/],
  ['classCart', /cart|basket|checkout/],
  ['classProduct', /product/],
  ['classRating', /rating|stars|review/],
  ['classPost', /\bpost|message|topic|thread/],
  ['classComment', /comment|reply|replies|answer/],
  ['classAuthor', /author|user-?name|poster|byline/],
  ['classAvatar', /avatar/],
  ['classSidebar', /sidebar|side-nav|sidenav|navigation/],
  ['classToc', /\btoc\b|table-of-contents|on-this-page/],
  ['classPagination', /pagination|pager|paging/],
  ['classFilter', /filter|facet|refine|sort/],
  ['classCard', /card|tile|grid-item|item/],
  ['classHero', /hero|banner|cta|testimonial/],
  ['classDocs', /docs|documentation|markdown|prose|content-body/],
  ['classCode', /highlight|language-|hljs|codehilite|prism/],
];
/** All class words in one pattern, one group per feature: a class string is scanned once, not once per feature. */
const ANY_CLASS_WORD = new RegExp(CLASS_WORDS.map(([, re]) => `(${re.source})`).join('|'), 'g');

/** A first look, case-blind, so most class strings cost one test. */
const HAS_CLASS_WORD = new RegExp(ANY_CLASS_WORD.source, 'i');
const MIN_CARDS = 4;
const CARD_PARENTS = new Set(['ul', 'ol', 'div', 'section']);

/** Adds 1 to each class-word feature the class string names, once per element. */
function countClassWords(cls: string, counts: number[]): void {
  let seen = 0;
  for (const match of cls.matchAll(ANY_CLASS_WORD)) {
    const k = match.findIndex((group, i) => i > 0 && group !== undefined) - 1;
    if (k >= 0 && !(seen & (1 << k))) {
      seen |= 1 << k;
      counts[k] = (counts[k] ?? 0) + 1;
    }
  }
}

const PRICE = /(?:[$€£¥₹]\s?\d[\d,.]*|\d[\d,.]*\s?(?:€|USD|EUR|GBP|kr|zł))/g;

const log = (n: number): number => Math.log1p(n);

function pathWords(url: string): { words: string[]; depth: number; host: string } {
  try {
    const u = new URL(url);
    const segments = u.pathname.split('/').filter(Boolean);
    const words = segments.flatMap((s) => [s.toLowerCase(), ...s.toLowerCase().split(/[-_.]/)]);
    return { words, depth: segments.length, host: u.hostname.toLowerCase() };
  } catch {
    return { words: [], depth: 0, host: '' };
  }
}

function declaredTypes(doc: Document): string[] {
  const types = ldObjects(doc).flatMap(typesOf);
  for (const el of Array.from(doc.querySelectorAll('[itemtype]')).slice(0, 100))
    for (const t of (el.getAttribute('itemtype') ?? '').split(/\s+/)) types.push(t.split('/').pop() ?? '');
  return types;
}

/**
 * The largest group of siblings that look alike (same tag and class) and each hold a link and an
 * image: the cards of a product grid or a list of stories.
 */
function cardGroup(parent: Element): number {
  const groups = new Map<string, number>();
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    if (!child.querySelector('a[href]') || !child.querySelector('img, picture, svg')) continue;
    const key = `${child.localName}.${child.getAttribute('class') ?? ''}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return Math.max(0, ...groups.values());
}

/**
 * How much of the window's width the element with the most paragraphs is drawn across: a reading
 * column is narrow, a grid or a landing page is wide. NaN where nothing is drawn (a document
 * parsed apart from any window): the classifier then reads it as the average page.
 */
function mainWidthShare(doc: Document): number {
  const view = doc.defaultView;
  const width = view?.innerWidth ?? 0;
  if (!view || width <= 0) return NaN;
  const counts = new Map<Element, number>();
  for (const p of Array.from(doc.querySelectorAll('p')).slice(0, 2_000)) {
    const parent = p.parentElement;
    if (parent) counts.set(parent, (counts.get(parent) ?? 0) + 1);
  }
  let best: Element | undefined;
  let most = 0;
  for (const [el, n] of counts)
    if (n > most) {
      most = n;
      best = el;
    }
  if (!best) return 0;
  return Math.min(1, best.getBoundingClientRect().width / width);
}

export function pageTypeFeatures(doc: Document, url: string): PageTypeFeatures {
  const f = Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as PageTypeFeatures;
  const types = declaredTypes(doc);
  for (const [name, re] of LD_TYPES) f[name] = types.some((t) => re.test(t)) ? 1 : 0;
  const og = metaContent(doc, 'meta[property="og:type"]').toLowerCase();
  f.ogArticle = og.startsWith('article') ? 1 : 0;
  f.ogProduct = og.startsWith('product') || og.includes('.product') ? 1 : 0;
  f.ogWebsite = og === 'website' ? 1 : 0;

  const { words, depth, host } = pathWords(url);
  f.urlRoot = depth === 0 ? 1 : 0;
  f.urlDepth = Math.min(depth, 6) / 6;
  for (const [name, re] of URL_WORDS) f[name] = words.some((w) => re.test(w)) ? 1 : 0;
  f.urlNumericId = words.some((w) => /^\d{5,}$/.test(w) || /\d{6,}/.test(w)) ? 1 : 0;
  f.hostDocs = /^(?:docs?|developers?|learn|support|help|wiki|api)\./.test(host) ? 1 : 0;
  f.hostForum = /^(?:forums?|community|discuss|discourse|answers)\./.test(host) ? 1 : 0;

  const body = doc.body ?? doc.documentElement;
  const classCounts = CLASS_WORDS.map(() => 0);
  let cards = 0;
  let seen = 0;
  for (const el of body.getElementsByTagName('*')) {
    if (++seen > MAX_ELEMENTS) break;
    const cls = el.getAttribute('class');
    if (cls && HAS_CLASS_WORD.test(cls)) countClassWords(cls.toLowerCase(), classCounts);
    if (el.childElementCount >= MIN_CARDS && CARD_PARENTS.has(el.localName)) cards = Math.max(cards, cardGroup(el));
  }
  // The browser counts tags natively, far faster than a count per element here.
  const n = (tag: string): number => body.getElementsByTagName(tag).length;
  f.pre = log(n('pre'));
  f.code = log(n('code'));
  f.headings = log(n('h2') + n('h3') + n('h4'));
  f.h1Count = log(n('h1'));
  f.paragraphs = log(n('p'));
  f.tables = log(n('table'));
  f.listItems = log(n('li'));
  f.images = log(n('img'));
  f.articles = log(n('article'));
  f.times = log(n('time'));
  f.forms = log(n('form'));
  f.inputs = log(n('input') + n('select'));
  f.buttons = log(n('button'));
  f.links = log(n('a'));
  CLASS_WORDS.forEach(([name], k) => (f[name] = log(classCounts[k] ?? 0)));
  f.largestCardGroup = log(cards);

  const text = (body.textContent ?? '').slice(0, MAX_TEXT);
  const textLength = text.replace(/\s+/g, ' ').length;
  let linkText = 0;
  for (const a of Array.from(body.getElementsByTagName('a')).slice(0, 5_000)) linkText += (a.textContent ?? '').length;
  f.textLength = log(textLength) / 12;
  f.linkShare = textLength ? Math.min(1, linkText / textLength) : 0;
  f.prices = log(text.match(PRICE)?.length ?? 0);
  f.mainWidthShare = mainWidthShare(doc);
  return f;
}
