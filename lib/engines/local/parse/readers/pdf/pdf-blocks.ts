/**
 * Lines of one page to blocks: code where lines are set in a monospaced font, tables where the
 * page rules them or consecutive lines split into the same columns, headings by font size
 * against the document's body size, list items by their bullet or number (nesting by indent),
 * and paragraphs of lines that follow each other closely.
 */
import { codeText, continuesCode } from '@/lib/engines/local/parse/readers/pdf/pdf-code';
import type { TextLine } from '@/lib/engines/local/parse/readers/pdf/pdf-lines';
import { ruledTable } from '@/lib/engines/local/parse/readers/pdf/pdf-ruled-table';

/** [x0, y0, x1, y1] from the page's top-left, in PDF points. */
export type Box = [number, number, number, number];

export type PdfBlock =
  | { type: 'heading'; level: 1 | 2 | 3; text: string; size: number; box: Box }
  | { type: 'paragraph'; text: string; size: number; left: number; lastY: number; box: Box }
  | {
      type: 'list-item';
      ordered: boolean;
      marker: string;
      depth: number;
      text: string;
      textX: number;
      lastY: number;
      box: Box;
    }
  | { type: 'table'; rows: string[][]; box: Box }
  | { type: 'code'; text: string; box: Box };

const BULLET = /^([•◦▪▫●○■□‣⁃∙·➢➤►▶✓✔])\s*(.+)$|^([-–—*+])\s+(.+)$/u;
const NUMBERED = /^(\d{1,3}|[a-z])([.)])\s+(.+)$/;

const isMarker = (cell: string): boolean => /^(?:[•◦▪▫●○■□‣⁃∙·➢➤►▶✓✔*+–—-]|\d{1,3}[.)]|[a-z][.)])$/u.test(cell);

export function lineBox(line: TextLine, pageHeight: number): Box {
  return [line.x, pageHeight - line.y - line.size * 0.85, line.right, pageHeight - line.y + line.size * 0.25];
}

const grow = (box: Box, other: Box): Box => [
  Math.min(box[0], other[0]),
  Math.min(box[1], other[1]),
  Math.max(box[2], other[2]),
  Math.max(box[3], other[3]),
];

function headingLevel(size: number, bodySize: number, text: string): 1 | 2 | 3 | undefined {
  const ratio = size / bodySize;
  if (ratio < 1.15 || text.length > 200) return undefined;
  return ratio >= 1.75 ? 1 : ratio >= 1.35 ? 2 : 3;
}

/** Two rows are one table's when they have the same number of cells and each column lines up. */
function alignedRows(a: TextLine, b: TextLine): boolean {
  if (a.cells.length < 2 || a.cells.length !== b.cells.length) return false;
  // A bullet set apart from its text by a tab is a list, not a two-column table.
  if (isMarker(a.cells[0]!.text) || isMarker(b.cells[0]!.text)) return false;
  const slack = Math.max(a.size, b.size) * 2;
  return a.cells.every((cell, i) => {
    const other = b.cells[i]!;
    const overlap = Math.min(cell.right, other.right) - Math.max(cell.x, other.x);
    return overlap > 0 || Math.abs(cell.x - other.x) < slack || Math.abs(cell.right - other.right) < slack;
  });
}

/** How the whole document is set: its body size, and whether its body is monospaced (then not code). */
export interface BodyStyle {
  size: number;
  monospaced: boolean;
}

export function pageBlocks(lines: readonly TextLine[], body: BodyStyle, pageHeight: number): PdfBlock[] {
  const bodySize = body.size;
  const blocks: PdfBlock[] = [];
  const listIndents: number[] = [];
  const span = (from: number, to: number): Box =>
    lines.slice(from + 1, to + 1).reduce((b, r) => grow(b, lineBox(r, pageHeight)), lineBox(lines[from]!, pageHeight));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const box = lineBox(line, pageHeight);
    const prev = blocks.at(-1);

    if (line.mono && !body.monospaced) {
      const start = i;
      while (i + 1 < lines.length && continuesCode(lines[i]!, lines[i + 1]!)) i++;
      blocks.push({ type: 'code', text: codeText(lines.slice(start, i + 1)), box: span(start, i) });
      listIndents.length = 0;
      continue;
    }

    const ruled = ruledTable(lines, i);
    if (ruled) {
      blocks.push({ type: 'table', rows: ruled.rows, box: span(i, ruled.last) });
      i = ruled.last;
      listIndents.length = 0;
      continue;
    }

    // A table: this line and the next one or more split into the same columns.
    if (i + 1 < lines.length && alignedRows(line, lines[i + 1]!)) {
      const rows = [line];
      while (i + 1 < lines.length && alignedRows(rows.at(-1)!, lines[i + 1]!)) rows.push(lines[++i]!);
      blocks.push({
        type: 'table',
        rows: rows.map((r) => r.cells.map((c) => c.text)),
        box: rows.reduce((b, r) => grow(b, lineBox(r, pageHeight)), box),
      });
      listIndents.length = 0;
      continue;
    }

    const level = headingLevel(line.size, bodySize, line.text);
    if (level) {
      const closeAbove =
        prev?.type === 'heading' && Math.abs(prev.size - line.size) < 0.5 && box[1] - prev.box[3] < line.size;
      if (closeAbove) {
        prev.text += ' ' + line.text;
        prev.box = grow(prev.box, box);
      } else blocks.push({ type: 'heading', level, text: line.text, size: line.size, box });
      listIndents.length = 0;
      continue;
    }

    const bullet = BULLET.exec(line.text);
    const numbered = bullet ? undefined : NUMBERED.exec(line.text);
    if (bullet || numbered) {
      while (listIndents.length && line.x < listIndents.at(-1)! - line.size * 0.5) listIndents.pop();
      if (!listIndents.length || line.x > listIndents.at(-1)! + line.size * 0.8) listIndents.push(line.x);
      const text = bullet ? (bullet[2] ?? bullet[4] ?? '') : numbered![3]!;
      const marker = numbered ? `${numbered[1]}${numbered[2]}` : '-';
      // Wrapped lines of an item start under its text, not under its bullet.
      const textX = line.cells.length > 1 && isMarker(line.cells[0]!.text) ? line.cells[1]!.x : line.x + line.size;
      blocks.push({
        type: 'list-item',
        ordered: Boolean(numbered),
        marker,
        depth: listIndents.length - 1,
        text,
        textX,
        lastY: line.y,
        box,
      });
      continue;
    }

    const gap = prev && 'lastY' in prev ? prev.lastY - line.y : -1;
    const near = gap > 0 && gap <= line.size * 1.9;
    if (prev?.type === 'list-item' && near && line.x >= prev.textX - line.size * 0.6) {
      prev.text = joinLine(prev.text, line.text);
      prev.lastY = line.y;
      prev.box = grow(prev.box, box);
      continue;
    }
    listIndents.length = 0;
    if (
      prev?.type === 'paragraph' &&
      near &&
      Math.abs(prev.size - line.size) <= prev.size * 0.12 &&
      line.x <= prev.left + line.size
    ) {
      prev.text = joinLine(prev.text, line.text);
      prev.lastY = line.y;
      prev.left = Math.min(prev.left, line.x);
      prev.box = grow(prev.box, box);
      continue;
    }
    blocks.push({ type: 'paragraph', text: line.text, size: line.size, left: line.x, lastY: line.y, box });
  }
  return blocks;
}

/** Joins a wrapped line, undoing a hyphenation at the break ("exam-" + "ple" is "example"). */
function joinLine(text: string, next: string): string {
  if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(next)) return text.slice(0, -1) + next;
  return `${text} ${next}`;
}
