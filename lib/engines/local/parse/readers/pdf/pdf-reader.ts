/**
 * PDF to the parse response with pdf.js: text runs of each page to lines, then (once the body
 * font size of the whole document is known) to headings, lists, tables and paragraphs. pdf.js
 * runs its parser in its own worker, served from the extension; it fetches nothing else.
 */
import type * as PdfJs from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { PageBlocks } from '@/lib/api/schemas/parse-blocks';
import type { LocalParseOptions, ReadContext } from '@/lib/engines/local/parse/parse-types';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import { BodyFontSize } from '@/lib/engines/local/parse/readers/pdf/body-font-size';
import { pageBlocks, type BodyStyle, type PdfBlock } from '@/lib/engines/local/parse/readers/pdf/pdf-blocks';
import { groupLines, type TextLine } from '@/lib/engines/local/parse/readers/pdf/pdf-lines';
import { pageRules } from '@/lib/engines/local/parse/readers/pdf/pdf-rules';
import { plainText, type PdfLink } from '@/lib/engines/local/parse/readers/pdf/pdf-link-text';
import { blocksToMarkdown } from '@/lib/engines/local/parse/readers/pdf/pdf-markdown';
import { blocksToHtml } from '@/lib/engines/local/parse/readers/pdf/pdf-html';
import { pdfInfoMetadata } from '@/lib/engines/local/parse/readers/pdf/pdf-info';
import { canDrawImages, MAX_PDF_IMAGES, pageImages } from '@/lib/engines/local/parse/readers/pdf/pdf-images';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';

export type PdfJsModule = Pick<typeof PdfJs, 'getDocument' | 'PDFDateString' | 'OPS'>;

export interface PdfAssets {
  /** Where pdf.js finds its packed CMaps (CJK text) and standard font data: extension URLs. */
  cMapUrl?: string;
  standardFontDataUrl?: string;
}

export interface PdfReadOptions extends LocalParseOptions {
  /** parsers: [{ type: 'pdf', blocks: true }]: layout blocks with boxes, per page. */
  blocks?: boolean;
}

interface PageText {
  lines: TextLine[];
  width: number;
  height: number;
  links: string[];
}

export async function readPdf(
  pdfjs: PdfJsModule,
  bytes: Uint8Array,
  context: ReadContext,
  options: PdfReadOptions,
  assets: PdfAssets = {},
): Promise<ParseData> {
  const { name, signal, report } = context;
  const cutShort = !endsWithEof(bytes);
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    enableXfa: false,
    cMapUrl: assets.cMapUrl,
    cMapPacked: true,
    standardFontDataUrl: assets.standardFontDataUrl,
  });
  const stop = () => void task.destroy();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const doc = await task.promise.catch((error: unknown) => {
      throw openError(error, name);
    });
    const total = doc.numPages;
    const count = Math.min(total, options.maxPages ?? total);
    const texts: PageText[] = [];
    const images: string[] = [];
    const sizes = new BodyFontSize();
    for (let n = 1; n <= count; n++) {
      signal.throwIfAborted();
      report({ message: t('localParse_readingPdfPage', n, count), done: n - 1, total: count });
      const page = await doc.getPage(n);
      const [content, annotations] = await Promise.all([page.getTextContent(), page.getAnnotations()]);
      const runs = content.items.filter((item): item is TextItem => 'str' in item);
      // The operator list (ruling lines, images) makes pdf.js decode the page's images: a page
      // with no text (a scan) skips it unless its images are asked for.
      const wantImages = options.formats.has('images');
      const operators = runs.length || wantImages ? await page.getOperatorList() : undefined;
      const links = linkAnnotations(annotations);
      const monoFonts = new Set(
        Object.entries(content.styles)
          .filter(([, style]) => style.fontFamily === 'monospace')
          .map(([name]) => name),
      );
      const rules = operators && pageRules(operators, pdfjs.OPS);
      const lines = groupLines(runs, { links, rules, monoFonts });
      sizes.add(lines);
      const viewport = page.getViewport({ scale: 1 });
      texts.push({ lines, width: viewport.width, height: viewport.height, links: links.map((l) => l.url) });
      if (wantImages && operators)
        images.push(...(await pageImages(page, operators, pdfjs.OPS, MAX_PDF_IMAGES - images.length)));
      page.cleanup();
    }
    signal.throwIfAborted();
    const info = pdfInfoMetadata(pdfjs, (await doc.getMetadata()).info);
    return assemble(texts, images, sizes.style(), options, {
      name,
      cutShort,
      info,
      numPages: count,
      totalPages: total,
    });
  } finally {
    signal.removeEventListener('abort', stop);
    await task.destroy();
  }
}

/** What is known of the file as a whole: its name, whether it ends short, its Info and page counts. */
interface PdfFile {
  name: string;
  cutShort: boolean;
  info: Record<string, string | undefined>;
  numPages: number;
  totalPages: number;
}

function assemble(
  texts: PageText[],
  images: string[],
  body: BodyStyle,
  options: PdfReadOptions,
  file: PdfFile,
): ParseData {
  const pageBlockLists: PdfBlock[][] = texts.map((t) => pageBlocks(t.lines, body, t.height));
  const pages = pageBlockLists.map((blocks, i) => ({ pageNumber: i + 1, markdown: blocksToMarkdown(blocks) }));
  const { formats } = options;
  const { name, cutShort, info, numPages, totalPages } = file;
  const firstHeading = pageBlockLists.flat().find((b) => b.type === 'heading');
  const title = info.title || (firstHeading?.type === 'heading' ? plainText(firstHeading.text) : undefined);
  const data: ParseData = {
    metadata: { ...info, title, numPages, totalPages, sourceURL: name, contentType: 'application/pdf' },
    pages,
  };
  if (formats.has('markdown'))
    data.markdown = pages
      .map((p) => p.markdown)
      .filter(Boolean)
      .join('\n\n');
  if (formats.has('html') || formats.has('rawHtml')) {
    const html = blocksToHtml(pageBlockLists, title);
    if (formats.has('html')) data.html = html;
    if (formats.has('rawHtml')) data.rawHtml = html;
  }
  if (formats.has('links')) data.links = [...new Set(texts.flatMap((t) => t.links))];
  if (formats.has('images')) data.images = images;
  if (options.blocks) data.blocks = texts.map((t, i) => layoutBlocks(pageBlockLists[i]!, i + 1, t));
  const warnings: string[] = [];
  const blank = pages.filter((p) => !p.markdown).map((p) => p.pageNumber);
  if (blank.length)
    warnings.push(
      blank.length === pages.length
        ? t('localParse_pdfNoText')
        : tPlural(
            'localParse_pdfBlankPages',
            blank.length,
            pages.length,
            blank.slice(0, 5).join(', ') + (blank.length > 5 ? ', …' : ''),
          ),
    );
  if (cutShort) warnings.push(t('localParse_pdfCutShort', name));
  if (formats.has('images') && !canDrawImages()) warnings.push(t('localParse_pdfNoCanvas'));
  if (images.length >= MAX_PDF_IMAGES) warnings.push(tPlural('localParse_pdfImagesCut', MAX_PDF_IMAGES));
  if (warnings.length) data.warning = warnings.join(' ');
  return data;
}

function layoutBlocks(blocks: PdfBlock[], pageNumber: number, page: PageText): PageBlocks {
  return {
    pageNumber,
    width: page.width,
    height: page.height,
    status: 'ok',
    items: blocks.map((block, i) => ({
      id: `p${pageNumber}-b${i + 1}`,
      type: block.type === 'list-item' ? 'list_item' : block.type,
      content: plainText(block.type === 'table' ? block.rows.map((r) => r.join('\t')).join('\n') : block.text),
      bbox: block.box.map((v) => Math.round(v * 10) / 10),
      readingOrder: i,
      source: 'text-layer',
    })),
  };
}

/** Web links on the page (internal jumps have no url), with where they sit. */
function linkAnnotations(annotations: { subtype?: string; url?: string; rect?: number[] }[]): PdfLink[] {
  return annotations
    .filter((a) => a.subtype === 'Link' && typeof a.url === 'string' && a.rect?.length === 4)
    .map((a) => ({ url: a.url!, rect: a.rect as PdfLink['rect'] }));
}

/** A whole PDF ends with %%EOF (maybe followed by a newline or some padding). */
function endsWithEof(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return tail.includes('%%EOF');
}

function openError(error: unknown, name: string): Error {
  const kind = (error as { name?: string } | null)?.name;
  if (kind === 'PasswordException') {
    return fileProblem(t('localParse_pdfPassword', name), 'encrypted-file');
  }
  if (kind === 'AbortException') return error as Error;
  return fileProblem(
    t('localParse_pdfUnreadable', name, (error as Error)?.message ?? t('localParse_unknownError')),
    'corrupt-file',
  );
}
