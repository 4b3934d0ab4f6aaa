/**
 * The local scrape engine's conversion core: a Document (the live tab, or parsed HTML) to the
 * scrape formats markdown, html and links plus metadata. Never mutates the document.
 */
import { documentBaseUrl, urlResolver } from './absolute-urls.ts';
import { cleanHtml } from './clean-html.ts';
import type { ConvertOptions } from './convert-options.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import { collectLinks } from './links.ts';
import { findMainContent, pruneRoots } from './main-content/find-main-content.ts';
import type { ContentSelection } from './main-content/find-main-content.ts';
import { extractMetadata } from './metadata.ts';
import { findArticleHeader, headerHtml, headerMarkdown } from './article-header.ts';
import { noscriptDocument } from './noscript-fallback.ts';
import type { PageMetadata } from '../api/schemas/scrape-response.ts';
import { addExcluded, includedRoots } from './select-tags.ts';

export type { ConvertOptions } from './convert-options.ts';
export type { PageMetadata } from '../api/schemas/scrape-response.ts';

export interface ConvertResult {
  markdown?: string;
  html?: string;
  links?: string[];
  metadata: PageMetadata;
}

/** Decides which subtrees the output is made of and which parts of them are left out. */
export function selectContent(doc: Document, opts: ConvertOptions): ContentSelection {
  const removed = new Set<Element>();
  if (opts.excludeTags?.length) addExcluded(doc, opts.excludeTags, removed);
  if (opts.includeTags?.length) {
    const roots = includedRoots(doc, opts.includeTags).filter((el) => !removed.has(el));
    return opts.onlyMainContent ? pruneRoots(roots, removed) : { roots, removed };
  }
  if (opts.onlyMainContent) return findMainContent(doc, removed);
  return { roots: [doc.documentElement], removed };
}

export function convertDocument(doc: Document, opts: ConvertOptions): ConvertResult {
  const resolve = urlResolver(documentBaseUrl(doc, opts.url));
  const source = noscriptDocument(doc) ?? doc;
  const { roots, removed } = selectContent(source, opts);
  // The main content opens with the article's headline, byline and date, read once, up there.
  const header = opts.onlyMainContent && !opts.includeTags?.length && roots[0] ? findArticleHeader(source, roots[0]) : undefined;
  for (const el of header?.sources ?? []) removed.add(el);
  const isRemoved = (el: Element): boolean => removed.has(el);
  const result: ConvertResult = { metadata: extractMetadata(doc, opts, resolve) };
  const writerOptions = { resolve, removeBase64Images: opts.removeBase64Images, isRemoved };
  if (opts.formats.markdown) result.markdown = joinBlocks(header && headerMarkdown(header), htmlToMarkdown(roots, writerOptions));
  if (opts.formats.html) result.html = (header ? headerHtml(header) : '') + cleanHtml(roots, writerOptions);
  if (opts.formats.links) result.links = collectLinks(roots, resolve, isRemoved);
  return result;
}

const joinBlocks = (...blocks: (string | undefined)[]): string => blocks.filter((b) => b).join('\n\n');
