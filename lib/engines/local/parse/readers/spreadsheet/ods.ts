/**
 * OpenDocument spreadsheets (.ods), read by our own code: the only maintained library that reads
 * them is SheetJS, which this project does not use. content.xml holds every table:table in order;
 * each becomes a section with a table, the same shape as an Excel workbook's.
 *
 * Cells show their display text (text:p), which is what the user sees: 12.5 %, € 3.00, 03/15/21.
 * Charts, images, comments and formulas' expressions are not read (a formula's cached value is).
 */
import { htmlBuilder } from '@/lib/engines/local/parse/html-builder';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { attrNamed, descendantsNamed, parseXml } from '@/lib/engines/local/parse/xml-document';
import { openZip } from '@/lib/engines/local/parse/zip-archive';
import { odfMetadata } from '@/lib/engines/local/parse/readers/opendocument/odf-meta';
import { MAX_COLUMNS, MAX_ROWS, readOdsTable, tablesOf } from '@/lib/engines/local/parse/readers/spreadsheet/ods-table';
import { pauseNowAndThen } from '@/lib/engines/local/parse/readers/shared/pause-now-and-then';
import { sheetSection } from '@/lib/engines/local/parse/readers/spreadsheet/sheet-table';
import { notZipProblem, type OfficeKind } from '@/lib/engines/local/parse/readers/shared/zip-signature';
import { t } from '@/lib/i18n/t';

const ODS_MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const SPREADSHEET: OfficeKind = { what: 'localParse_kind_ods', extension: '.ods', app: 'localParse_app_spreadsheet' };

export const readOds: HtmlReader = async (bytes, context) => {
  const { name, signal, report } = context;
  const notZip = notZipProblem(bytes, name, SPREADSHEET);
  if (notZip) throw notZip;
  const zip = openZip(bytes, name, SPREADSHEET.what);
  const mimetype = zip.text('mimetype')?.trim();
  if (mimetype !== ODS_MIMETYPE) {
    const what = mimetype ? t('localParse_zipTypeIs', mimetype) : t('localParse_zipNoMimetype');
    throw fileProblem(t('localParse_notOds', name, what), 'unsupported-file');
  }
  const content = zip.text('content.xml');
  if (content === undefined) {
    throw fileProblem(t('localParse_odsNoContent', name), 'corrupt-file');
  }
  const metadata = odfMetadata(zip, name);
  report({ message: t('localParse_readingSpreadsheet') });
  const spreadsheet = descendantsNamed(parseXml(content, 'content.xml', name), 'spreadsheet')[0];
  const tables = spreadsheet ? tablesOf(spreadsheet) : [];
  const b = htmlBuilder(metadata.title ?? name);
  const cut: string[] = [];
  const pause = pauseNowAndThen();
  for (const [i, table] of tables.entries()) {
    await pause(); // Lets a cancel click reach the signal.
    signal.throwIfAborted();
    report({ message: t('localParse_readingSheet', i + 1, tables.length), done: i, total: tables.length });
    const sheetName = attrNamed(table, 'name') ?? `Sheet${i + 1}`;
    const { rows, truncated } = readOdsTable(table);
    if (truncated) cut.push(sheetName);
    b.doc.body.append(sheetSection(b, sheetName, rows));
  }
  report({ message: t('localParse_spreadsheetRead'), done: tables.length, total: tables.length });
  const warnings = cut.length
    ? [t('localParse_sheetsCut', MAX_ROWS.toLocaleString('en'), MAX_COLUMNS.toLocaleString('en'), cut.join(', '))]
    : undefined;
  return { doc: b.doc, htmlInput: false, metadata, sections: tables.length, warnings };
};
