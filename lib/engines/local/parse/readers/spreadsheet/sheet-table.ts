/**
 * One sheet's cells (already rendered as the text the user sees) to
 * `<section><h2>name</h2><table>…</table></section>`: the shared shape of the xlsx, ods and csv
 * readers, so every spreadsheet comes out alike.
 */
import { tableElement, type HtmlBuilder } from '@/lib/engines/local/parse/html-builder';
import { t } from '@/lib/i18n/t';

/** Rows of cell text; '' is an empty cell. Rows may differ in length (they are padded). */
export type SheetRows = string[][];

const isBlank = (text: string | undefined): boolean => !text || text.trim() === '';
const isFilled = (row: string[] | undefined): boolean => !!row?.some((cell) => !isBlank(cell));

/**
 * Drops the empty rows before the first filled row and after the last, and the empty columns
 * left and right of the data: a sheet's used range often includes blank margins the user never
 * typed in. Empty rows and columns inside the data are kept, they are part of its layout.
 */
export function trimSheet(rows: SheetRows): SheetRows {
  const first = rows.findIndex(isFilled);
  if (first < 0) return [];
  let last = rows.length - 1;
  while (!isFilled(rows[last])) last--;
  const used = rows.slice(first, last + 1);
  let left = Infinity;
  let right = -1;
  for (const row of used) {
    row.forEach((cell, c) => {
      if (isBlank(cell)) return;
      left = Math.min(left, c);
      right = Math.max(right, c);
    });
  }
  return used.map((row) => Array.from({ length: right - left + 1 }, (_, c) => row[left + c] ?? ''));
}

/** A cell's text with line breaks as <br>, so a multi-line cell stays one table cell. */
function cellContent(b: HtmlBuilder, text: string): (Node | string)[] {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.flatMap((line, i) => (i === 0 ? [line] : [b.el('br'), line]));
}

/** The section for one sheet; the first filled row is the header. */
export function sheetSection(b: HtmlBuilder, name: string, rows: SheetRows): HTMLElement {
  const { el } = b;
  const table = trimSheet(rows);
  if (table.length === 0) return el('section', {}, el('h2', {}, name), el('p', {}, t('localParse_sheetEmpty', name)));
  return el(
    'section',
    {},
    el('h2', {}, name),
    tableElement(el, table, (text) => cellContent(b, text)),
  );
}
