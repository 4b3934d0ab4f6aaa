/**
 * Comma-separated (and semicolon, tab or pipe separated) text through papaparse: one section
 * named after the file with one table, the first row as its header, short rows padded.
 */
import Papa from 'papaparse';
import type { ParseError } from 'papaparse';
import { htmlBuilder } from '@/lib/engines/local/parse/html-builder';
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { sheetSection } from '@/lib/engines/local/parse/readers/spreadsheet/sheet-table';
import { bomEncoding, decodeAs, decodeUndeclared } from '@/lib/engines/local/parse/readers/shared/text-decoding';
import { t } from '@/lib/i18n/t';

const DELIMITERS = [',', ';', '\t', '|'];

/** Papaparse's complaints that change what the table shows, in words; the rest are noise. */
function errorWarnings(errors: ParseError[]): string[] {
  const quote = errors.find((e) => e.type === 'Quotes');
  if (!quote) return [];
  return [quote.row === undefined ? t('localParse_csvQuotes') : t('localParse_csvQuotesAtRow', quote.row + 1)];
}

export const readCsv: HtmlReader = async (bytes, context) => {
  const { name, report } = context;
  const bom = bomEncoding(bytes);
  const { text, encoding } = bom ? decodeAs(bytes, bom) : decodeUndeclared(bytes);
  if (text.trim() === '') {
    throw fileProblem(t('localParse_csvBlank', name), 'empty-file');
  }
  report({ message: t('localParse_readingTable') });
  const result = Papa.parse<string[]>(text, { delimitersToGuess: DELIMITERS, skipEmptyLines: 'greedy' });
  const warnings = errorWarnings(result.errors);
  if (encoding === 'windows-1252') warnings.push(t('localParse_csvWindows1252', name));
  const b = htmlBuilder(name);
  b.doc.body.append(sheetSection(b, name, result.data));
  report({ message: t('localParse_tableRead'), done: 1, total: 1 });
  return { doc: b.doc, htmlInput: false, metadata: {}, sections: 1, warnings: warnings.length ? warnings : undefined };
};
