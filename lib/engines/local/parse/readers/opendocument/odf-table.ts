/**
 * table:table to an HTML table, first row as header. Repeated rows and columns are expanded, but
 * capped: writers repeat empty cells out to the sheet's edge (16384 columns) and that must not
 * become thousands of empty cells. Trailing empty cells and rows are dropped.
 */
import { attrNamed } from '@/lib/engines/local/parse/xml-document';
import type { OdfContext } from '@/lib/engines/local/parse/readers/opendocument/odf-context';

const MAX_REPEAT = 100;
const ROW_PARTS = new Set(['table-header-rows', 'table-rows', 'table-row-group']);

const count = (el: Element, name: string, max: number): number =>
  Math.max(1, Math.min(Number(attrNamed(el, name) ?? '1') || 1, max));
const span = (el: Element, name: string): string | undefined =>
  count(el, name, 1000) > 1 ? String(count(el, name, 1000)) : undefined;

function tableRows(parent: Element, rows: Element[] = []): Element[] {
  for (const child of Array.from(parent.children)) {
    if (child.localName === 'table-row') rows.push(child);
    else if (ROW_PARTS.has(child.localName)) tableRows(child, rows);
  }
  return rows;
}

interface Cell {
  content: Node[];
  colspan?: string;
  rowspan?: string;
}

function rowCells(row: Element, ctx: OdfContext): Cell[] {
  const cells: Cell[] = [];
  for (const el of Array.from(row.children)) {
    if (el.localName !== 'table-cell') continue; // Covered cells sit under a spanning cell.
    let content = ctx.blocks(el);
    // A lone paragraph reads as the cell's text.
    if (content.length === 1 && content[0]?.nodeName === 'P') content = Array.from(content[0].childNodes);
    const cell = { content, colspan: span(el, 'number-columns-spanned'), rowspan: span(el, 'number-rows-spanned') };
    const repeat = count(el, 'number-columns-repeated', MAX_REPEAT);
    for (let i = 0; i < repeat; i++) cells.push(i ? { ...cell, content: content.map((n) => n.cloneNode(true)) } : cell);
  }
  while (cells.length && !cells.at(-1)?.content.length) cells.pop();
  return cells;
}

export function odfTable(table: Element, ctx: OdfContext): HTMLTableElement {
  const rows: Cell[][] = [];
  for (const row of tableRows(table)) {
    const cells = rowCells(row, ctx);
    // A run of empty rows shows as one; repeated filled rows are expanded (capped).
    const repeat = cells.length ? count(row, 'number-rows-repeated', MAX_REPEAT) : 1;
    for (let i = 0; i < repeat; i++)
      rows.push(i ? cells.map((c) => ({ ...c, content: c.content.map((n) => n.cloneNode(true)) })) : cells);
  }
  while (rows.length && !rows.at(-1)?.length) rows.pop();
  const [head, ...body] = rows.map((cells, r) =>
    ctx.el(
      'tr',
      {},
      cells.map(({ content, colspan, rowspan }) => ctx.el(r === 0 ? 'th' : 'td', { colspan, rowspan }, content)),
    ),
  );
  return ctx.el('table', {}, head && ctx.el('thead', {}, head), body.length > 0 && ctx.el('tbody', {}, body));
}
