import { jsonLdBlocks } from '@/lib/engines/local/convert/json-ld';
import { clean, metaContent } from '@/lib/engines/local/convert/article-header/header-text';
import { lettersAndDigits } from '@/lib/engines/local/convert/word-characters';

/**
 * What a page says about itself in the standard vocabularies pages use to describe themselves
 * (Open Graph and article meta tags, schema.org in JSON-LD or microdata): whether it is an article
 * of some kind (a news story, a blog post, a report, a forum post) or something else (a product, a
 * listing, a home or service page), who wrote it and when it was published. Read once per conversion.
 */

export interface ArticleSignals {
  declaresArticle: boolean;
  /** It says it is a thread: a forum post or a question with its answers (schema.org), replies and all. */
  declaresThread: boolean;
  author?: string;
  /** YYYY-MM-DD */
  published?: string;
}

const ARTICLE_TYPE = /^(?:\w*Article|BlogPosting|LiveBlogPosting|Report|DiscussionForumPosting|SocialMediaPosting)$/;
/** Types only a thread declares: on WCXB's 1,497 pages, only its forum pages; a lone `Question` is any page's FAQ. */
const THREAD_TYPE = /^(?:DiscussionForumPosting|QAPage)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
/** Years a web page can have been published in: a "0001-01-01" is a template's empty date. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2100;
/**
 * Names that are an account, not a person ("webmaster", or one word holding "admin": "siteadmin",
 * "admin_2"; read as two plain tests, not one pattern that tries each split of the word).
 */
const ACCOUNT_NAME = /^(?:webmaster|editor|staff|guest|user|author|unknown)$/i;
const isAccountName = (name: string): boolean => ACCOUNT_NAME.test(name) || (/^\w+$/.test(name) && /admin/i.test(name));
const MAX_AUTHOR = 80;
/**
 * A reading time shown beside the name ("5 Min Read"), and a handle (" @jane"): the name ends
 * before either. Each is entered at the first space or digit of a run only, so a run is scanned once.
 */
const READING_TIME = /(?<![\s\d])\s*(?<!\d)\d+\s*min(?:ute)?s?\.?\s+read\b/i;
const HANDLE = /(?<!\s)\s*@\w/;
/** "Jane Doe | Staff", "Jane Doe / Reuters": the name comes first. */
const NAME_SEPARATOR = /(?<!\s)\s+[|/•]\s+/;
const ORGANIZATION_TYPE = /Organization$/;

/**
 * The day of a machine-readable date as YYYY-MM-DD: an ISO date, or any date `Date` reads ("Wed
 * Nov 20 2019 08:00:58 GMT+0000"), when it is a real day of the web's years; else undefined.
 */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const iso = ISO_DATE.exec(value);
  let [year, month, day] = iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [NaN, NaN, NaN];
  if (!iso) {
    // V8 reads nearly anything as a date ("Version 2" is 2001): a year must be written out.
    if (!/\b(?:19|20|21)\d{2}\b/.test(value)) return undefined;
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) return undefined;
    [year, month, day] = [parsed.getUTCFullYear(), parsed.getUTCMonth() + 1, parsed.getUTCDate()];
  }
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Json = unknown;

/**
 * What was read of a document during the conversion under way, so that the main content, the page
 * type and the header read its JSON-LD once. Kept only while the conversion runs: a single-page
 * app shows its next route in the same Document.
 */
const read = new WeakMap<Document, { facts?: ArticleSignals; objects?: Record<string, Json>[] }>();

/** Runs `convert` with what is read of `doc` remembered until it returns. */
export function readingPage<T>(doc: Document, convert: () => T): T {
  read.set(doc, {});
  try {
    return convert();
  } finally {
    read.delete(doc);
  }
}

/** Outside a conversion nothing is remembered: each read is fresh. */
const remembered = (doc: Document): { facts?: ArticleSignals; objects?: Record<string, Json>[] } => read.get(doc) ?? {};

export function articleSignals(doc: Document): ArticleSignals {
  const entry = remembered(doc);
  return (entry.facts ??= readSignals(doc));
}

/** The page's JSON-LD objects, nested ones included (`@graph`, `mainEntity`, list items). */
export function ldObjects(doc: Document): Record<string, Json>[] {
  const entry = remembered(doc);
  return (entry.objects ??= readLdObjects(doc));
}

function readLdObjects(doc: Document): Record<string, Json>[] {
  const out: Record<string, Json>[] = [];
  const walk = (node: Json, depth: number): void => {
    if (depth > 6 || out.length > 200 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, depth + 1));
    const obj = node as Record<string, Json>;
    out.push(obj);
    for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement'])
      if (key in obj) walk(obj[key], depth + 1);
  };
  for (const block of jsonLdBlocks(doc)) walk(block, 0);
  return out;
}

export const typesOf = (obj: Record<string, Json>): string[] =>
  [obj['@type']].flat().filter((t): t is string => typeof t === 'string');

function nameOf(author: Json): string | undefined {
  const first = Array.isArray(author) ? author[0] : author;
  if (typeof first === 'string') return first;
  if (!first || typeof first !== 'object') return undefined;
  const obj = first as Record<string, Json>;
  // A byline names people: an organisation as the author is the publisher again.
  if (typesOf(obj).some((t) => ORGANIZATION_TYPE.test(t))) return undefined;
  return typeof obj.name === 'string' ? obj.name : undefined;
}

const letters = (s: string): string => lettersAndDigits(s.toLowerCase());
/** The site's own name, however written ("CBS News" for "CBSNews.com", "Al Jazeera" for "Al Jazeera English"). */
function isSiteName(name: string, site: string): boolean {
  const a = letters(name);
  const b = letters(site.replace(/\.(?:com|org|net|co\.uk)$/i, ''));
  if (a === '' || b === '') return false;
  // A one-word name inside the site's ("Mike" on "Mike's Notes") is still a person.
  return a === b || (/[\s_-]/.test(name) && Math.min(a.length, b.length) >= 4 && (a.includes(b) || b.includes(a)));
}

/** The text before the first match of `pattern`, or all of it. */
function before(text: string, pattern: RegExp): string {
  const at = text.search(pattern);
  return at < 0 ? text : text.slice(0, at);
}

/** A person's name, or undefined for a URL, an account name, the site's own name or a long text. */
export function cleanAuthor(raw: string | undefined, site: string): string | undefined {
  const name =
    before(before(clean(raw).replace(/^by\s+/i, ''), READING_TIME), HANDLE)
      .split(NAME_SEPARATOR)[0]
      ?.trim() ?? '';
  if (
    !name ||
    /^https?:/i.test(name) ||
    name.length > MAX_AUTHOR ||
    isAccountName(name) ||
    isSiteName(name, site) ||
    /\d{4}/.test(name)
  )
    return undefined;
  return name;
}

function readSignals(doc: Document): ArticleSignals {
  const og = metaContent(doc, 'meta[property="og:type"]').toLowerCase();
  const site = metaContent(doc, 'meta[property="og:site_name"]');
  const objects = ldObjects(doc);
  const objectTypes = objects.map(typesOf);
  const articles = objects.filter((_, i) => objectTypes[i]?.some((t) => ARTICLE_TYPE.test(t)));
  const itemTypes = Array.from(doc.querySelectorAll('[itemtype]'))
    .slice(0, 50)
    .map((el) => (el.getAttribute('itemtype') ?? '').split('/').pop() ?? '');
  const microdata = itemTypes.some((t) => ARTICLE_TYPE.test(t));
  const declaresThread = [itemTypes, ...objectTypes].some((types) => types.some((t) => THREAD_TYPE.test(t)));
  const declaresArticle =
    og === 'article' || og.startsWith('article:') || og.startsWith('article.') || articles.length > 0 || microdata;
  const ldAuthor = articles.map((a) => nameOf(a.author)).find(Boolean);
  const author =
    cleanAuthor(ldAuthor, site) ??
    cleanAuthor(metaContent(doc, 'meta[name="author"]'), site) ??
    cleanAuthor(metaContent(doc, 'meta[property="article:author"]'), site);
  const dates = [
    ...articles.map((a) => a.datePublished),
    metaContent(doc, 'meta[property="article:published_time"]'),
    metaContent(doc, 'meta[itemprop="datePublished"]'),
    doc.querySelector('[itemprop="datePublished"][datetime]')?.getAttribute('datetime'),
  ];
  const published = dates.map(isoDay).find(Boolean);
  return { declaresArticle, declaresThread, author, published };
}
