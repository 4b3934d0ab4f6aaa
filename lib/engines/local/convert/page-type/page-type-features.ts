/**
 * What a page-type classifier can read from a page, as named numbers: the types the page declares
 * (schema.org in JSON-LD or microdata, Open Graph), the words of its address's path, and its
 * structure (code blocks, prices, repeated cards, posts with authors, forms), read from the markup
 * alone, so that a tab and a parsed file are read alike. Counts are log-scaled so one huge page
 * does not swamp the weights. Class words, text lengths and the text prices are read from come
 * from the main-content walk (page-stats.ts), over what is not hidden; nothing here names a site.
 */
import { ldObjects, typesOf } from '@/lib/engines/local/convert/article-signals';
import { metaContent } from '@/lib/engines/local/convert/article-header/header-text';
import { scorePage, type PageStats } from '@/lib/engines/local/convert/main-content/page-stats';

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
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type PageTypeFeatures = Record<FeatureName, number>;

/** Elements looked at for a group of cards, at most: a huge page's grids are read in part. */
const MAX_CARD_PARENTS = 30_000;
const MAX_TEXT = 300_000;

/**
 * Word lists rather than patterns here: each pattern is compiled on the page's first conversion,
 * and a set lookup costs nothing to set up.
 */
const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** schema.org types, by name; `…Article` and `…Service` also by their ending. */
const LD_TYPES: [FeatureName, ReadonlySet<string>, string?][] = [
  ['ldArticle', words('BlogPosting LiveBlogPosting Report'), 'Article'],
  ['ldProduct', words('Product ProductGroup IndividualProduct ProductModel Offer AggregateOffer Vehicle Book')],
  ['ldForum', words('DiscussionForumPosting QAPage Question Answer SocialMediaPosting Comment')],
  ['ldCollection', words('CollectionPage ItemList OfferCatalog SearchResultsPage')],
  ['ldDocs', words('TechArticle APIReference HowTo Course LearningResource')],
  ['ldService', words('LocalBusiness SoftwareApplication WebApplication Organization Corporation'), 'Service'],
  ['ldFaq', words('FAQPage')],
  ['ldBreadcrumb', words('BreadcrumbList')],
];

const declares = (types: string[], names: ReadonlySet<string>, ending?: string): boolean =>
  types.some((t) => names.has(t) || (ending !== undefined && t.endsWith(ending) && /^\w+$/.test(t)));

const isDigits = (s: string): boolean => s.length > 0 && !/\D/.test(s);

/** Path words, as whole path segments or hyphenated parts of them; `ch12` and `2024` too. */
const URL_WORDS: [FeatureName, ReadonlySet<string>, ((word: string) => boolean)?][] = [
  [
    'urlDocs',
    words(
      'doc docs documentation reference api apis guide guides manual tutorial tutorials learn library howto handbook kb wiki support help book',
    ),
    (w) => w.startsWith('ch') && isDigits(w.slice(2)),
  ],
  [
    'urlForum',
    words(
      'forum forums community thread threads topic topics t question questions discussion discussions discuss board boards viewtopic showthread r',
    ),
  ],
  ['urlProduct', words('product products p dp itm item detail pd sku')],
  [
    'urlCollection',
    words('c cat category categories collection collections shop department catalog browse b s search'),
  ],
  ['urlBlog', words('blog blogs news post posts article articles stories story'), (w) => w.length === 4 && isDigits(w)],
  [
    'urlService',
    words('service services solution solutions pricing feature features platform industries about enterprise contact'),
  ],
  ['urlListing', words('list lists top best chart archive tag tags jobs events directory results')],
];
/** The first label of a host that says what the site is for ("docs.", "community."). */
const HOST_DOCS = words('doc docs developer developers learn support help wiki api');
const HOST_FORUM = words('forum forums community discuss discourse answers');

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

/** The 4th child of each element that may hold a group of cards (4 or more): one per such element, found natively. */
const FOURTH_CHILD = ':is(ul, ol, div, section) > :nth-child(4)';

/**
 * The class-word features a class string names, as bits (bit k: CLASS_WORDS[k]), each read once:
 * class strings repeat across a page (every card, every item).
 */
const classWordBits = new Map<string, number>();
const MAX_CACHED_CLASSES = 5000;
function classBits(cls: string): number {
  let bits = classWordBits.get(cls);
  if (bits === undefined) {
    bits = 0;
    // A first look with the same pattern (search ignores its `g`), so most class strings cost one
    // test and the page compiles one pattern, not a case-blind copy of it as well.
    const lower = cls.toLowerCase();
    if (lower.search(ANY_CLASS_WORD) >= 0)
      for (const match of lower.matchAll(ANY_CLASS_WORD)) {
        const k = match.findIndex((group, i) => i > 0 && group !== undefined) - 1;
        if (k >= 0) bits |= 1 << k;
      }
    if (classWordBits.size < MAX_CACHED_CLASSES) classWordBits.set(cls, bits);
  }
  return bits;
}

/** A number is read from its first digit only (the lookbehind): a long run of digits is scanned once, not per digit. */
const PRICE = /(?:[$€£¥₹]\s?\d[\d,.]*|(?<![\d,.])\d[\d,.]*\s?(?:€|USD|EUR|GBP|kr|zł))/g;

const log = (n: number): number => Math.log1p(n);

/**
 * The walk's text nodes as one text, at most MAX_TEXT characters, a space between nodes (text
 * split across inline elements, `$<b>5</b>`, still reads as one price). Not the body's
 * textContent: that holds every script's and style's text as well, often most of a page's, and
 * reading and scanning it took about 1 ms of a news page's 7 ms conversion.
 */
function visibleText(texts: readonly string[]): string {
  let size = 0;
  let end = 0;
  while (end < texts.length && size < MAX_TEXT) size += (texts[end++]?.length ?? 0) + 1;
  return texts.slice(0, end).join(' ').slice(0, MAX_TEXT);
}

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
 * The features of `doc` at `url`; `page` is the main-content walk over its body with nothing
 * removed, measured here when not given.
 */
export function pageTypeFeatures(
  doc: Document,
  url: string,
  page: PageStats = scorePage(doc.body ?? doc.documentElement, new Set()),
): PageTypeFeatures {
  const f = Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as PageTypeFeatures;
  const types = declaredTypes(doc);
  for (const [name, names, ending] of LD_TYPES) f[name] = declares(types, names, ending) ? 1 : 0;
  const og = metaContent(doc, 'meta[property="og:type"]').toLowerCase();
  f.ogArticle = og.startsWith('article') ? 1 : 0;
  f.ogProduct = og.startsWith('product') || og.includes('.product') ? 1 : 0;
  f.ogWebsite = og === 'website' ? 1 : 0;

  const { words: path, depth, host } = pathWords(url);
  f.urlRoot = depth === 0 ? 1 : 0;
  f.urlDepth = Math.min(depth, 6) / 6;
  for (const [name, list, also] of URL_WORDS) f[name] = path.some((w) => list.has(w) || also?.(w)) ? 1 : 0;
  f.urlNumericId = path.some((w) => (w.length >= 5 && isDigits(w)) || /\d{6}/.test(w)) ? 1 : 0;
  const label = host.includes('.') ? host.slice(0, host.indexOf('.')) : '';
  f.hostDocs = HOST_DOCS.has(label) ? 1 : 0;
  f.hostForum = HOST_FORUM.has(label) ? 1 : 0;

  const body = doc.body ?? doc.documentElement;
  // The class strings, visible text and link text come from the main-content walk (page-stats.ts),
  // which reads them anyway: a second loop over every element runs slowly while this code is still
  // interpreted, on the page's first conversion.
  const classCounts = CLASS_WORDS.map(() => 0);
  page.classes.forEach(({ count }, cls) => {
    const bits = classBits(cls);
    if (bits !== 0)
      for (let k = 0; k < classCounts.length; k++) if (bits & (1 << k)) classCounts[k] = (classCounts[k] ?? 0) + count;
  });
  let cards = 0;
  const fourth = body.querySelectorAll(FOURTH_CHILD);
  for (let i = 0; i < fourth.length && i < MAX_CARD_PARENTS; i++) {
    const parent = fourth[i]?.parentElement;
    // A parent with no more children than the largest group so far cannot hold a larger one.
    if (parent && parent.childElementCount > cards) cards = Math.max(cards, cardGroup(parent));
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

  const bodyStats = page.stats.get(body);
  const textLength = bodyStats?.text ?? 0;
  f.textLength = log(textLength) / 12;
  f.linkShare = textLength ? Math.min(1, (bodyStats?.link ?? 0) / textLength) : 0;
  f.prices = log(visibleText(page.texts).match(PRICE)?.length ?? 0);
  return f;
}
