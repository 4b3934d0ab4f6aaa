/**
 * One OpenDocument table:table to rows of cell text. Repeats are expanded lazily: a run of empty
 * rows or cells is only counted, and written out when something filled follows it, so the final
 * row LibreOffice repeats a million times (and the 16k-column tail of each row) costs nothing.
 */
import { attrNamed, childrenNamed } from '@/lib/engines/local/parse/xml-document';
import type { SheetRows } from '@/lib/engines/local/parse/readers/spreadsheet/sheet-table';

/** Bounds on what repeats can make, so a hostile file cannot ask for billions of cells. */
export const MAX_COLUMNS = 1024;
export const MAX_ROWS = 100_000;

export interface OdsTable {
  rows: SheetRows;
  /** Whether data was cut at MAX_ROWS or MAX_COLUMNS. */
  truncated: boolean;
}

const repeats = (el: Element, attr: string): number => {
  const n = Number.parseInt(attrNamed(el, attr) ?? '1', 10);
  return Number.isFinite(n) && n > 1 ? n : 1;
};

/** The text of a text:p as displayed: text:s is n spaces, tabs and line breaks kept, notes left out. */
function paragraphText(node: Node): string {
  let out = '';
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.TEXT_NODE) out += child.nodeValue ?? '';
    if (child.nodeType !== child.ELEMENT_NODE) continue;
    const el = child as Element;
    if (el.localName === 's') out += ' '.repeat(Math.min(repeats(el, 'c'), 1000));
    else if (el.localName === 'tab') out += '\t';
    else if (el.localName === 'line-break') out += '\n';
    else if (el.localName !== 'note' && el.localName !== 'annotation') out += paragraphText(el);
  }
  return out;
}

/**
 * What the user sees in the cell: its paragraphs (the display text, already formatted as a
 * currency, percentage or date), one per line. A cell written with a value but no paragraph
 * (some generators do that) falls back to the stored value.
 */
export function cellText(cell: Element): string {
  const paragraphs = Array.from(cell.children).filter((el) => el.localName === 'p' || el.localName === 'h');
  if (paragraphs.length) return paragraphs.map(paragraphText).join('\n');
  for (const attr of ['value', 'date-value', 'time-value', 'boolean-value', 'string-value']) {
    const value = attrNamed(cell, attr);
    if (value !== undefined) return attr === 'boolean-value' ? value.toUpperCase() : value;
  }
  return '';
}

/** A row's cells; covered cells (hidden under a merged cell) are kept empty to hold the grid. */
function rowCells(row: Element, state: { truncated: boolean }): string[] {
  const cells: string[] = [];
  let pendingEmpty = 0;
  for (const cell of Array.from(row.children)) {
    if (cell.localName !== 'table-cell' && cell.localName !== 'covered-table-cell') continue;
    const count = repeats(cell, 'number-columns-repeated');
    const text = cell.localName === 'table-cell' ? cellText(cell) : '';
    if (text.trim() === '') {
      pendingEmpty += count;
      continue;
    }
    const wanted = cells.length + pendingEmpty + count;
    if (wanted > MAX_COLUMNS) state.truncated = true;
    for (let i = 0; i < pendingEmpty && cells.length < MAX_COLUMNS; i++) cells.push('');
    for (let i = 0; i < count && cells.length < MAX_COLUMNS; i++) cells.push(text);
    pendingEmpty = 0;
  }
  return cells;
}

/** Rows in document order, through header-rows, row-groups and rows wrappers. */
function* rowElements(parent: Element): Generator<Element> {
  for (const child of Array.from(parent.children)) {
    if (child.localName === 'table-row') yield child;
    else if (
      child.localName === 'table-header-rows' ||
      child.localName === 'table-row-group' ||
      child.localName === 'table-rows'
    )
      yield* rowElements(child);
  }
}

export function readOdsTable(table: Element): OdsTable {
  const state = { truncated: false };
  const rows: SheetRows = [];
  let pendingEmpty = 0;
  for (const row of rowElements(table)) {
    const count = repeats(row, 'number-rows-repeated');
    const cells = rowCells(row, state);
    if (cells.length === 0) {
      pendingEmpty += count;
      continue;
    }
    if (rows.length + pendingEmpty + count > MAX_ROWS) state.truncated = true;
    for (let i = 0; i < pendingEmpty && rows.length < MAX_ROWS; i++) rows.push([]);
    for (let i = 0; i < count && rows.length < MAX_ROWS; i++) rows.push(cells);
    pendingEmpty = 0;
  }
  return { rows, truncated: state.truncated };
}

export const tablesOf = (spreadsheet: Element): Element[] => childrenNamed(spreadsheet, 'table');
