/**
 * The local scrape engine's conversion core: a Document (the live tab, or parsed HTML) to the
 * scrape formats markdown, html and links plus metadata. Never mutates the document, and never
 * fails a page: a surprise in the converter gives the page's plain text with a warning.
 */
import { documentBaseUrl, urlResolver } from '@/lib/engines/local/convert/absolute-urls';
import { cleanHtml } from '@/lib/engines/local/convert/clean-html';
import type { ConvertOptions } from '@/lib/engines/local/convert/convert-options';
import { htmlToMarkdown } from '@/lib/engines/local/convert/html-to-markdown';
import { collectLinks } from '@/lib/engines/local/convert/links';
import { findMainContent, pruneRoots } from '@/lib/engines/local/convert/main-content/find-main-content';
import type { ContentSelection } from '@/lib/engines/local/convert/main-content/find-main-content';
import { extractMetadata } from '@/lib/engines/local/convert/metadata';
import { pruneInside } from '@/lib/engines/local/convert/main-content/prune';
import { scorePage } from '@/lib/engines/local/convert/main-content/page-stats';
import {
  findArticleHeader,
  headerHtml,
  headerMarkdown,
} from '@/lib/engines/local/convert/article-header/article-header';
import { noscriptDocument } from '@/lib/engines/local/convert/noscript-fallback';
import { escapeHtml, plainText } from '@/lib/engines/local/convert/plain-text';
import { escapeText } from '@/lib/engines/local/convert/markdown-escape';
import type { PageMetadata } from '@/lib/api/schemas/scrape-response';
import { addExcluded, includedRoots } from '@/lib/engines/local/convert/select-tags';
import { t } from '@/lib/i18n/t';
import { holdsText } from '@/lib/engines/local/convert/holds-text';
import { readingPage } from '@/lib/engines/local/convert/article-signals';

export type { ConvertOptions } from '@/lib/engines/local/convert/convert-options';
export type { PageMetadata } from '@/lib/api/schemas/scrape-response';

export interface ConvertResult {
  markdown?: string;
  html?: string;
  links?: string[];
  metadata: PageMetadata;
  /** Set when the page could only be converted in part. */
  warning?: string;
}

/** Decides which subtrees the output is made of and which parts of them are left out. */
export function selectContent(doc: Document, opts: ConvertOptions): ContentSelection {
  const removed = new Set<Element>();
  if (opts.excludeTags?.length) addExcluded(doc, opts.excludeTags, removed);
  if (opts.includeTags?.length) {
    const roots = includedRoots(doc, opts.includeTags).filter((el) => !removed.has(el));
    return opts.onlyMainContent ? pruneRoots(roots, removed) : { roots, removed };
  }
  if (opts.onlyMainContent) return findMainContent(doc, removed, opts.url);
  return { roots: [doc.documentElement], removed };
}

export function convertDocument(doc: Document, opts: ConvertOptions): ConvertResult {
  if (!doc.documentElement)
    return {
      metadata: { sourceURL: opts.url, url: opts.url },
      ...emptyFormats(opts),
      warning: t('convert_noDocument'),
    };
  return readingPage(doc, () => {
    try {
      return convertWhole(doc, opts);
    } catch (error) {
      return convertPlainText(doc, opts, error);
    }
  });
}

function convertWhole(doc: Document, opts: ConvertOptions): ConvertResult {
  const resolve = urlResolver(documentBaseUrl(doc, opts.url));
  const source = noscriptDocument(doc) ?? doc;
  const selection = selectContent(source, opts);
  let { roots, removed } = selection;
  // Read when called: `removed` is replaced below when the page is taken whole.
  const isRemoved = (el: Element): boolean => removed.has(el);
  // The main content opens with the article's headline, byline and date, read once, up there.
  const headed = opts.onlyMainContent && !opts.includeTags?.length ? roots[0] : undefined;
  const header = headed && findArticleHeader(source, headed, resolve, isRemoved);
  for (const el of header?.sources ?? []) removed.add(el);
  let warning: string | undefined;
  // A main content that was its headline alone (a link post: title, site, author) gave the page's
  // text to the header: the whole page without its furniture is the best content there is.
  if (header && !holdsText(roots, isRemoved)) {
    ({ roots, removed } = wholePage(source, opts));
    for (const el of header.sources) removed.add(el);
    warning = t('convert_headlineOnly');
  }
  // The type read for the main content is the page's, unless that was its <noscript> markup.
  const type = source === doc ? selection.type : undefined;
  const result: ConvertResult = {
    metadata: extractMetadata(doc, opts, resolve, type),
    ...(warning ? { warning } : {}),
  };
  const writerOptions = { resolve, removeBase64Images: opts.removeBase64Images, isRemoved };
  const markdownOptions = { ...writerOptions, mainContent: opts.onlyMainContent };
  if (opts.formats.markdown)
    result.markdown = joinBlocks(header && headerMarkdown(header), htmlToMarkdown(roots, markdownOptions));
  if (opts.formats.html) result.html = (header ? headerHtml(header) : '') + cleanHtml(roots, writerOptions);
  if (opts.formats.links) result.links = collectLinks(roots, resolve, isRemoved);
  return result;
}

/** The page's body with only its furniture pruned (and what excludeTags names): its link lists are its content. */
function wholePage(doc: Document, opts: ConvertOptions): ContentSelection {
  const removed = new Set<Element>();
  if (opts.excludeTags?.length) addExcluded(doc, opts.excludeTags, removed);
  const body = doc.body ?? doc.documentElement;
  pruneInside(body, scorePage(body, removed), removed, 'furniture', 'content');
  return { roots: [body], removed };
}

const joinBlocks = (...blocks: (string | undefined)[]): string => blocks.filter((b) => b).join('\n\n');

function emptyFormats(opts: ConvertOptions): Pick<ConvertResult, 'markdown' | 'html' | 'links'> {
  return {
    ...(opts.formats.markdown ? { markdown: '' } : {}),
    ...(opts.formats.html ? { html: '' } : {}),
    ...(opts.formats.links ? { links: [] } : {}),
  };
}

/** The page's text as paragraphs, for when the full conversion failed: something beats nothing. */
function convertPlainText(doc: Document, opts: ConvertOptions, error: unknown): ConvertResult {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const text = plainText(doc.body ?? doc.documentElement);
  let metadata: PageMetadata = { sourceURL: opts.url, url: opts.url };
  try {
    metadata = extractMetadata(doc, opts, urlResolver(opts.url));
  } catch {
    // The metadata stays minimal.
  }
  return {
    metadata,
    ...emptyFormats(opts),
    ...(opts.formats.markdown ? { markdown: text.map(escapeText).join('\n\n') } : {}),
    ...(opts.formats.html ? { html: text.map((t) => `<p>${escapeHtml(t)}</p>`).join('') } : {}),
    warning: t('convert_plainTextOnly', reason),
  };
}
