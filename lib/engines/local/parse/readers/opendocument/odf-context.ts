/** What the OpenDocument element converters share while they walk one document. */
import type { HtmlBuilder } from '@/lib/engines/local/parse/html-builder';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import type { LeftOut } from '@/lib/engines/local/parse/readers/shared/left-out';
import type { OdfStyles } from '@/lib/engines/local/parse/readers/opendocument/odf-styles';

export interface OdfContext {
  el: HtmlBuilder['el'];
  zip: ZipArchive;
  styles: OdfStyles;
  leftOut: LeftOut;
  /** Where a left-out chart or object is, for the warning: its slide (a text document is one place). */
  place: number;
  /** Footnote and endnote bodies met so far, written after the text. */
  notes: { citation: string; body: (Node | string)[] }[];
  /** The block converter (odf-text), handed round so frames and cells can hold blocks. */
  blocks: (parent: Element) => Node[];
}

/** ODF attribute namespaces, for the few attributes read by full name. */
export const XLINK = 'http://www.w3.org/1999/xlink';
