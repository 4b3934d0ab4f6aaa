/**
 * An Excel workbook made with exceljs: three named sheets (people with a header row, numbers, a
 * date, a date-time and booleans; a small totals sheet with a formula; an empty sheet), with a
 * title and creator in docProps/core.xml. fixedZip() replaces exceljs's "now" zip timestamps, so
 * the bytes are the same on every run.
 */
import ExcelJS from 'exceljs';
import { fixedZip } from './fixed-zip';

export const XLSX_TITLE = 'Team roster';
export const XLSX_CREATOR = 'Ada Lovelace';

export async function makeXlsx(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.title = XLSX_TITLE;
  book.creator = XLSX_CREATOR;
  book.created = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
  book.modified = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));

  const people = book.addWorksheet('People');
  people.addRow(['Name', 'Age', 'Joined', 'Active', 'Last seen']);
  people.addRow(['Alice', 34, new Date(Date.UTC(2021, 2, 15)), true, new Date(Date.UTC(2024, 4, 1, 14, 30))]);
  people.addRow(['Bob, Jr.', 27.5, new Date(Date.UTC(2019, 10, 1)), false, new Date(Date.UTC(2024, 4, 2, 9, 5, 7))]);
  people.addRow(['Carol | "C"', 0.1 + 0.2, null, true, null]);
  people.getColumn(3).numFmt = 'yyyy-mm-dd';
  people.getColumn(5).numFmt = 'yyyy-mm-dd hh:mm:ss';

  const totals = book.addWorksheet('Totals');
  totals.addRow([]); // A blank first row: the header is the first filled row.
  totals.addRow(['Item', 'Amount']);
  totals.addRow(['Rent', 1200]);
  totals.addRow(['Food', 345.25]);
  totals.addRow(['Total', { formula: 'B3+B4', result: 1545.25 }]);

  book.addWorksheet('Notes');

  return fixedZip(new Uint8Array(await book.xlsx.writeBuffer()));
}
