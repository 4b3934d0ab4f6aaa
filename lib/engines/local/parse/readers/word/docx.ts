/**
 * Word (.docx) through mammoth: its HTML (Heading 1-6 → h1-h6, lists, tables with their first
 * row as the header, links, images as data: URIs) parsed into the reading's document; metadata
 * from docProps/core.xml.
 *
 * `import mammoth from 'mammoth'`: Vite honours the package's "browser" field, which swaps in the
 * ArrayBuffer unzip and a file reader that refuses every external image, so nothing is fetched.
 */
import mammoth from 'mammoth';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { promoteFirstRows } from '@/lib/engines/local/parse/readers/word/docx-table-header';
import { docxWarnings } from '@/lib/engines/local/parse/readers/word/docx-warnings';
import { peekDocx } from '@/lib/engines/local/parse/readers/word/docx-package';
import { coreMetadata } from '@/lib/engines/local/parse/readers/shared/ooxml-core';
import { t } from '@/lib/i18n/t';

export const readDocx: HtmlReader = async (bytes, context) => {
  const { name, signal } = context;
  context.report({ message: t('localParse_readingWord') });
  const peek = peekDocx(bytes, name);
  signal.throwIfAborted();

  const arrayBuffer =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
      ? bytes.buffer
      : bytes.slice().buffer;
  // The browser build reads `arrayBuffer`; the Node build (tests, benchmark) only knows `buffer`.
  const input = { arrayBuffer, buffer: bytes };
  let result: Awaited<ReturnType<typeof mammoth.convertToHtml>>;
  try {
    result = await mammoth.convertToHtml(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw fileProblem(t('localParse_docxUnreadable', name, reason ?? ''), 'corrupt-file');
  }
  signal.throwIfAborted();

  const metadata = coreMetadata(peek.coreXml, name);
  const doc = new DOMParser().parseFromString(result.value, 'text/html');
  if (metadata.title) doc.title = metadata.title;
  promoteFirstRows(doc);
  const warnings = docxWarnings(result.messages, peek);
  return { doc, rawHtml: result.value, htmlInput: false, metadata, ...(warnings.length ? { warnings } : {}) };
};
