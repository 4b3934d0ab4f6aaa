/**
 * The local parse: bytes of a dropped file to the parse response, in a page with a DOM (the
 * offscreen document in Chrome, the background page in Firefox). Readers are loaded when a file
 * of their type arrives, so a PDF never loads the spreadsheet code and the reverse.
 */
import { ApiError } from '@/lib/api/api-error';
import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { ParseOptions } from '@/lib/api/schemas/parse-options';
import { PARSE_MAX_FILE_BYTES } from '@/lib/api/parse-file-rules';
import { formatBytes } from '@/lib/i18n/format-bytes';
import { detectFileType } from '@/lib/engines/local/parse/detect-file-type';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import { finishReading } from '@/lib/engines/local/parse/finish-reading';
import { LOCAL_TYPES, type LocalFileType } from '@/lib/engines/local/parse/file-types';
import {
  localParseOptions,
  localParseRefusal,
  notApplyingToLocalParse,
} from '@/lib/engines/local/parse/local-parse-options';
import type { HtmlReader, ParseProgress, ReadContext } from '@/lib/engines/local/parse/parse-types';
import type { PdfAssets, PdfJsModule } from '@/lib/engines/local/parse/readers/pdf/pdf-reader';
import { t } from '@/lib/i18n/t';

export interface ParseHost {
  /** pdf.js with its worker set up, and where its CMaps and font data are served from. */
  loadPdfJs(): Promise<{ pdfjs: PdfJsModule; assets: PdfAssets }>;
}

const READERS: Record<Exclude<LocalFileType, 'pdf'>, () => Promise<HtmlReader>> = {
  docx: () => import('@/lib/engines/local/parse/readers/word/docx').then((m) => m.readDocx),
  xlsx: () => import('@/lib/engines/local/parse/readers/spreadsheet/xlsx').then((m) => m.readXlsx),
  pptx: () => import('@/lib/engines/local/parse/readers/presentation/pptx').then((m) => m.readPptx),
  odt: () => import('@/lib/engines/local/parse/readers/opendocument/odt').then((m) => m.readOdt),
  ods: () => import('@/lib/engines/local/parse/readers/spreadsheet/ods').then((m) => m.readOds),
  odp: () => import('@/lib/engines/local/parse/readers/presentation/odp').then((m) => m.readOdp),
  epub: () => import('@/lib/engines/local/parse/readers/ebook/epub').then((m) => m.readEpub),
  html: () => import('@/lib/engines/local/parse/readers/web/html').then((m) => m.readHtml),
  csv: () => import('@/lib/engines/local/parse/readers/spreadsheet/csv').then((m) => m.readCsv),
};

export async function parseFile(
  bytes: Uint8Array,
  name: string,
  request: ParseOptions,
  signal: AbortSignal,
  report: (progress: ParseProgress) => void,
  host: ParseHost,
): Promise<ParseData> {
  const refusal = localParseRefusal(request);
  if (refusal)
    throw new ApiError({
      kind: 'invalid-request',
      message: refusal,
      details: [{ field: 'formats', message: refusal }],
    });
  // The service's limit holds here too: a file the remote engine would refuse is refused alike.
  if (bytes.length > PARSE_MAX_FILE_BYTES) {
    throw fileProblem(
      t('localParse_tooLarge', name, formatBytes(bytes.length), formatBytes(PARSE_MAX_FILE_BYTES)),
      'too-large',
    );
  }
  const type = detectFileType(bytes, name);
  const options = localParseOptions(request);
  const context: ReadContext = { name, options, signal, report };
  report({ message: t('localParse_readingAs', name, t(LOCAL_TYPES[type].label)) });
  let data: ParseData;
  if (type === 'pdf') {
    const { pdfjs, assets } = await host.loadPdfJs();
    const { readPdf } = await import('@/lib/engines/local/parse/readers/pdf/pdf-reader');
    data = await readPdf(pdfjs, bytes, context, options, assets);
  } else {
    const reader = await READERS[type]();
    const reading = await reader(bytes, context);
    signal.throwIfAborted();
    data = finishReading(reading, name, LOCAL_TYPES[type].contentType, options);
  }
  const ignored = notApplyingToLocalParse(request);
  if (ignored.length) {
    const note = t('localParse_optionsIgnored', ignored.join(', '));
    data.warning = data.warning ? `${data.warning} ${note}` : note;
  }
  return data;
}
