/**
 * GFM tables: header row from <th>/<thead> (an empty header when the table has none), colspan
 * and rowspan laid out on a grid, pipes escaped. Layout tables (one column, one row without a
 * header, nested tables, role=presentation) are rendered as the blocks they hold.
 */
import type { Block, MarkdownContext } from '@/lib/engines/local/convert/markdown-context';

function tableRows(table: Element, ctx: MarkdownContext): Element[] {
  const rows: Element[] = [];
  for (let child = table.firstElementChild; child; child = child.nextElementSibling) {
    if (ctx.isRemoved(child)) continue;
    const tag = child.localName;
    if (tag === 'tr') rows.push(child);
    else if (tag === 'thead' || tag === 'tbody' || tag === 'tfoot') {
      for (let row = child.firstElementChild; row; row = row.nextElementSibling) {
        if (row.localName === 'tr' && !ctx.isRemoved(row)) rows.push(row);
      }
    }
  }
  return rows;
}

function rowCells(row: Element, ctx: MarkdownContext): Element[] {
  const cells: Element[] = [];
  for (let cell = row.firstElementChild; cell; cell = cell.nextElementSibling) {
    if ((cell.localName === 'td' || cell.localName === 'th') && !ctx.isRemoved(cell)) cells.push(cell);
  }
  return cells;
}

function span(cell: Element, attr: string): number {
  const n = Number.parseInt(cell.getAttribute(attr) ?? '1', 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, 1000) : 1;
}

function isLayoutTable(table: Element, rows: Element[][]): boolean {
  const role = table.getAttribute('role');
  if (role === 'presentation' || role === 'none') return true;
  if (rows.length === 0) return true;
  let maxCols = 0;
  for (const cells of rows) maxCols = Math.max(maxCols, cells.length);
  // One column is a layout box, unless it declares a header: then it is a one-column data
  // table (a spreadsheet or CSV with one column).
  const hasHeader = rows.some((cells) => cells.some((cell) => cell.localName === 'th'));
  if (maxCols <= 1 && !hasHeader) return true;
  // A single row with no header lays out a box (an avatar, a vote button, a post) side by side.
  if (rows.length === 1 && !hasHeader) return true;
  return table.querySelector('table') !== null;
}

function cellMarkdown(cell: Element, ctx: MarkdownContext): string {
  const blocks: Block[] = [];
  ctx.blocks(cell, blocks);
  const md = blocks.map((b) => b.md).join('<br>');
  const lines = md.includes('\n')
    ? md
        .split('\n')
        .map((line, i, all) => trimSpaces(line, i > 0, i < all.length - 1))
        .join('<br>')
    : md;
  return lines.replace(/(?<!\\)\|/g, '\\|');
}

/**
 * The line without the spaces at its start and end, where those touch a line break. Stepped over
 * character by character: a pattern for spaces before a break is tried from every space of a run.
 */
function trimSpaces(line: string, start: boolean, end: boolean): string {
  let from = 0;
  let to = line.length;
  if (start) while (from < to && line.charCodeAt(from) === 32) from++;
  if (end) while (to > from && line.charCodeAt(to - 1) === 32) to--;
  return line.slice(from, to);
}

export function renderTable(table: Element, ctx: MarkdownContext, out: Block[]): void {
  const rows = tableRows(table, ctx);
  const cellsByRow = rows.map((row) => rowCells(row, ctx));
  if (isLayoutTable(table, cellsByRow)) {
    for (const cells of cellsByRow) for (const cell of cells) ctx.blocks(cell, out);
    return;
  }
  const caption = table.querySelector(':scope > caption');
  if (caption && !ctx.isRemoved(caption)) ctx.blocks(caption, out);

  const grid: string[][] = [];
  const pending: number[] = []; // rows still covered by a rowspan, per column
  let width = 0;
  cellsByRow.forEach((cells, r) => {
    const line: string[] = [];
    let col = 0;
    const skipCovered = (): void => {
      while ((pending[col] ?? 0) > 0) {
        pending[col] = (pending[col] ?? 1) - 1;
        line[col++] = '';
      }
    };
    for (const cell of cells) {
      skipCovered();
      const colspan = span(cell, 'colspan');
      const rowspan = span(cell, 'rowspan');
      line[col] = cellMarkdown(cell, ctx);
      for (let k = 0; k < colspan; k++) {
        if (k > 0) line[col] = '';
        if (rowspan > 1) pending[col] = rowspan - 1;
        col++;
      }
    }
    for (let c = col; c < pending.length; c++) {
      if ((pending[c] ?? 0) > 0) {
        pending[c] = (pending[c] ?? 1) - 1;
        line[c] = '';
      }
    }
    grid[r] = line;
    width = Math.max(width, line.length);
  });
  if (width === 0) return;

  const hasHeader =
    rows[0]?.parentElement?.localName === 'thead' || (cellsByRow[0] ?? []).every((c) => c.localName === 'th');
  const header = hasHeader ? (grid.shift() ?? []) : [];
  const format = (line: string[]): string => {
    const cells: string[] = [];
    for (let i = 0; i < width; i++) cells.push(line[i] ?? '');
    return '| ' + cells.join(' | ') + ' |';
  };
  const lines = [format(header), '|' + ' --- |'.repeat(width), ...grid.map(format)];
  out.push({ md: lines.join('\n') });
}
