/**
 * CSV text fixtures: quoted commas, a quoted newline, an escaped quote, a ragged row, and the same
 * table separated by semicolons (as Excel writes it in locales with a decimal comma).
 */
import { strToU8 } from 'fflate';

export const CSV_ROWS = [
  ['Name', 'City', 'Note', 'Amount'],
  ['Alice', 'Paris, France', 'likes "quotes"', '1.5'],
  ['Bob', 'Berlin', 'first line\nsecond line', '2'],
  ['Carol', 'Rome'],
];

const quote = (field: string, delimiter: string): string =>
  /["\n\r]/.test(field) || field.includes(delimiter) ? `"${field.replace(/"/g, '""')}"` : field;

export function csvText(rows: string[][] = CSV_ROWS, delimiter = ',', newline = '\r\n'): string {
  return rows.map((row) => row.map((field) => quote(field, delimiter)).join(delimiter)).join(newline) + newline;
}

export const makeCsv = (rows: string[][] = CSV_ROWS): Uint8Array => strToU8(csvText(rows));

/** European style: semicolons and decimal commas, with a UTF-8 BOM as Excel writes it. */
export function makeSemicolonCsv(): Uint8Array {
  const rows = CSV_ROWS.map((row) => row.map((field) => field.replace(/^(\d+)\.(\d+)$/, '$1,$2')));
  return new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8(csvText(rows, ';'))]);
}

/** UTF-16 with a byte order mark, as "Unicode text" exports write it. */
export function makeUtf16Csv(littleEndian = true, text = 'Ville\tPrix\nZürich\t3\n'): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return out;
}
