/**
 * Excel workbooks (.xlsx) through read-excel-file's `universal` entry (no Web Worker needed).
 * Each sheet becomes a section with a table, in workbook order.
 *
 * Limits of the library, all acceptable for reading: a formula cell gives its cached value (what
 * Excel last showed); a merged range gives its value in the top-left cell only; number formats
 * other than dates are not applied (12.5% reads 0.125, currency has no symbol); charts, images,
 * comments and hidden state are not read.
 */
import readXlsxFile from 'read-excel-file/universal';
import { htmlBuilder } from '@/lib/engines/local/parse/html-builder';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { pauseNowAndThen } from '@/lib/engines/local/parse/readers/shared/pause-now-and-then';
import { sheetSection } from '@/lib/engines/local/parse/readers/spreadsheet/sheet-table';
import { WORKBOOK, checkWorkbook } from '@/lib/engines/local/parse/readers/spreadsheet/xlsx-package';
import { t } from '@/lib/i18n/t';

/** What the library gives per cell (its typings say `typeof Date`; the value is a Date). */
type XlsxCell = string | number | boolean | Date | null;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Dates are read as UTC wall-clock times: ISO date, plus the time when there is one. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const time = [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  const clock = time[2] ? time.map(pad).join(':') : time.slice(0, 2).map(pad).join(':');
  // A time-only cell is a fraction of a day counted from Excel's day zero (1899-12-30/31).
  if (date.getUTCFullYear() < 1900) return clock;
  const day = date.toISOString().slice(0, 10);
  return time.some(Boolean) ? `${day} ${clock}` : day;
}

export function cellText(value: XlsxCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // 15 significant digits is Excel's own precision; it hides binary noise like 0.30000000000000004.
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  return String(value);
}

async function readSheets(bytes: Uint8Array, name: string): Promise<{ sheet: string; data: XlsxCell[][] }[]> {
  try {
    return (await readXlsxFile(bytes.slice().buffer)) as unknown as { sheet: string; data: XlsxCell[][] }[];
  } catch (error) {
    // checkWorkbook() has ruled out "not a zip" and "no workbook"; what is left is a damaged part.
    const detail = error instanceof Error ? ` (${error.message})` : '';
    throw fileProblem(t('localParse_xlsxDamaged', name, t(WORKBOOK.what), detail, t(WORKBOOK.app)), 'corrupt-file');
  }
}

export const readXlsx: HtmlReader = async (bytes, context) => {
  const { name, signal, report } = context;
  const metadata = checkWorkbook(bytes, name);
  report({ message: t('localParse_readingWorkbook') });
  const sheets = await readSheets(bytes, name);
  const b = htmlBuilder(metadata.title ?? name);
  const pause = pauseNowAndThen();
  for (const [i, { sheet, data }] of sheets.entries()) {
    await pause(); // Lets a cancel click reach the signal.
    signal.throwIfAborted();
    report({ message: t('localParse_readingSheet', i + 1, sheets.length), done: i, total: sheets.length });
    b.doc.body.append(
      sheetSection(
        b,
        sheet,
        data.map((row) => row.map(cellText)),
      ),
    );
  }
  report({ message: t('localParse_workbookRead'), done: sheets.length, total: sheets.length });
  return { doc: b.doc, htmlInput: false, metadata, sections: sheets.length };
};
