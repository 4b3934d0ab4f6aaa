/**
 * Comma-separated (and semicolon, tab or pipe separated) text through papaparse: one section
 * named after the file with one table, the first row as its header, short rows padded.
 */
import Papa from 'papaparse';
import type { ParseError } from 'papaparse';
import { htmlBuilder } from '../../html-builder';
import { fileProblem } from '../../parse-errors';
import type { HtmlReader } from '../../parse-types';
import { sheetSection } from './sheet-table';
import { bomEncoding, decodeAs, decodeUndeclared } from '../shared/text-decoding';

const DELIMITERS = [',', ';', '\t', '|'];

/** Papaparse's complaints that change what the table shows, in words; the rest are noise. */
function errorWarnings(errors: ParseError[]): string[] {
  const quote = errors.find((e) => e.type === 'Quotes');
  if (!quote) return [];
  const row = quote.row === undefined ? '' : ` (first at row ${quote.row + 1})`;
  return [`Some quoted fields are not closed properly${row}, so a field may have run on into the rows after it.`];
}

export const readCsv: HtmlReader = async (bytes, context) => {
  const { name, report } = context;
  const bom = bomEncoding(bytes);
  const { text, encoding } = bom ? decodeAs(bytes, bom) : decodeUndeclared(bytes);
  if (text.trim() === '') {
    throw fileProblem(`${name} holds only blank space, with no rows or values to read. Check that you dropped the right file.`, 'empty-file');
  }
  report({ message: 'Reading the table…' });
  const result = Papa.parse<string[]>(text, { delimitersToGuess: DELIMITERS, skipEmptyLines: 'greedy' });
  const warnings = errorWarnings(result.errors);
  if (encoding === 'windows-1252') warnings.push(`${name} is not UTF-8 text, so it was read as Windows-1252 (Western European); if letters look wrong, save it again as UTF-8 CSV.`);
  const b = htmlBuilder(name);
  b.doc.body.append(sheetSection(b, name, result.data));
  report({ message: 'Table read.', done: 1, total: 1 });
  return { doc: b.doc, htmlInput: false, metadata: {}, sections: 1, warnings: warnings.length ? warnings : undefined };
};
