import type { HElement } from './parse-html';
import { parseHtml } from './parse-html';
import { cleanTree, type CleanOptions } from './clean';
import { serialize } from './dom';
import { toMarkdown } from './markdown';
import { pageImages, pageLinks, pageMetadata } from './metadata';

// Everything scrape and parse derive from one HTML document, computed once.
export interface RenderedPage {
  root: HElement;
  markdown: string;
  html: string;
  links: string[];
  images: string[];
  metadata: Record<string, unknown>;
  /** Plain text of the cleaned content, for extraction and injection checks. */
  text: string;
}

export interface RenderOptions extends CleanOptions { removeBase64Images?: boolean }

export function renderHtml(source: string, opts: RenderOptions): RenderedPage {
  const root = parseHtml(source);
  const cleaned = cleanTree(root, opts);
  return {
    root,
    markdown: toMarkdown(cleaned, { removeBase64Images: opts.removeBase64Images }),
    html: serialize(cleaned),
    links: pageLinks(root, opts.baseUrl),
    images: pageImages(root, opts.baseUrl),
    metadata: pageMetadata(root),
    text: plainText(toMarkdown(cleaned, { removeBase64Images: true })),
  };
}

// Markdown without its syntax: one line per block, for label lookups and keyword checks.
function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^(#{1,6} |> ?|- |\d+\. |\| ?)/gm, '')
    .replace(/[*`]|\s\|\s?/g, (m) => (m.includes('|') ? ' ' : ''))
    .replace(/\n{2,}/g, '\n')
    .trim();
}
