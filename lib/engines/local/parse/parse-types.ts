/**
 * The local parse engine's contract between its parts: a format reader turns a file's bytes into
 * an HTML Document (or, for PDFs, pages of markdown); `finish-document` turns that into the parse
 * response the Result view shows for a remote parse too.
 */
import type { PageMetadata } from '@/lib/api/schemas/scrape-response';

/** The parse options a local reader honours, resolved from the request's ParseOptions. */
export interface LocalParseOptions {
  /** Format names asked for (markdown, html, rawHtml, links, images, ...). */
  formats: ReadonlySet<string>;
  /** Only for HTML/XHTML input, through the same code as the local scrape. */
  onlyMainContent: boolean;
  includeTags?: string[];
  excludeTags?: string[];
  removeBase64Images: boolean;
  /** PDF: parse at most this many pages. */
  maxPages?: number;
}

export interface ParseProgress {
  message: string;
  /** Units (pages, sheets, slides, chapters) done so far, and how many there are. */
  done?: number;
  total?: number;
}

/** What every reader is given besides the bytes. */
export interface ReadContext {
  name: string;
  options: LocalParseOptions;
  signal: AbortSignal;
  report: (progress: ParseProgress) => void;
}

/**
 * A reader's answer for every type but PDF: the document as semantic HTML (headings, lists,
 * tables, one <section> per slide/sheet/chapter, <img> for images), built with DOM calls, never
 * from strings of markup. Metadata the file itself declares (title, author, ...) goes beside it.
 */
export interface HtmlReading {
  doc: Document;
  /** The markup as read (HTML input) or as made (other types): the `rawHtml` format. */
  rawHtml?: string;
  /** Apply onlyMainContent/include/exclude tags: true only for HTML and XHTML input. */
  htmlInput: boolean;
  metadata: Partial<
    Record<
      | 'title'
      | 'author'
      | 'description'
      | 'language'
      | 'keywords'
      | 'subject'
      | 'creator'
      | 'producer'
      | 'createdAt'
      | 'modifiedAt',
      string
    >
  >;
  /** Sections in the output (sheets, slides, chapters), for metadata and progress. */
  sections?: number;
  /** Plain words about what was left out (e.g. a chart, an embedded object). */
  warnings?: string[];
}

export type HtmlReader = (bytes: Uint8Array, context: ReadContext) => Promise<HtmlReading>;

export type { PageMetadata };
