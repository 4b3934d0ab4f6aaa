/** State shared by the markdown renderers; block rendering is reached through it to avoid import cycles. */
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';

/** One rendered block. `list` blocks join a preceding block inside a list item with a single newline. */
export interface Block {
  md: string;
  list?: boolean;
}

/** The inline text gathered since the last block boundary, and the blocks written so far. */
export interface BlockState {
  run: string;
  out: Block[];
}

export interface MarkdownOptions {
  /** Makes attribute URLs absolute. */
  resolve: UrlResolver;
  /** Write the service's placeholder instead of data: image URLs. */
  removeBase64Images: boolean;
  /** Subtrees to leave out (excluded tags, boilerplate, hidden elements). */
  isRemoved: (el: Element) => boolean;
  /** Main content: captions ride with their images (markdown-figures.ts). */
  mainContent?: boolean;
}

export interface MarkdownContext extends MarkdownOptions {
  /** Renders an element's children as blocks into `out`. */
  blocks(parent: Element, out: Block[]): void;
  /** Renders an element's children as one unfinished inline run. */
  inline(parent: Element): string;
  /** Main content: captions moved to their image's title (markdown-figures.ts), image -> caption, caption -> ''. */
  captionTitles?: Map<Element, string>;
  inLink: boolean;
  /** Inside a heading, where a link to a place on this page is the heading's permalink (markdown-inline.ts). */
  inHeading: boolean;
  inStrong: boolean;
  inEm: boolean;
}
