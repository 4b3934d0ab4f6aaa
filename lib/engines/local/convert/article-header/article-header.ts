/**
 * The article's header as a reader sees it above the text: its headline (headline.ts), then the
 * byline and date line when the page has them (byline.ts).
 */
import { escapeLineStart, escapeText } from '@/lib/engines/local/convert/markdown-escape';
import { escapeHtml } from '@/lib/engines/local/convert/plain-text';
import { findByline } from '@/lib/engines/local/convert/article-header/byline';
import { findHeadline } from '@/lib/engines/local/convert/article-header/headline';
import type { IsRemoved } from '@/lib/engines/local/convert/removed';
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';

export interface ArticleHeader {
  headline: string;
  byline?: string;
  /** Elements the header was read from: written once, here, not again in place. */
  sources: Element[];
}

/**
 * The header of the article rooted at `root`, or undefined when the page names no title;
 * `isRemoved` names the parts pruned from inside the root.
 */
export function findArticleHeader(
  doc: Document,
  root: Element,
  resolve: UrlResolver,
  isRemoved: IsRemoved,
): ArticleHeader | undefined {
  const headline = findHeadline(doc, root, resolve, isRemoved);
  if (!headline) return undefined;
  const shown = headline.element;
  const byline = findByline(doc, shown);
  return { headline: headline.text, byline: byline.text, sources: shown ? [shown, ...byline.sources] : byline.sources };
}

export function headerMarkdown(header: ArticleHeader): string {
  const title = `# ${escapeText(header.headline)}`;
  return header.byline ? `${title}\n\n${escapeLineStart(escapeText(header.byline))}` : title;
}

export function headerHtml(header: ArticleHeader): string {
  return `<h1>${escapeHtml(header.headline)}</h1>` + (header.byline ? `<p>${escapeHtml(header.byline)}</p>` : '');
}
