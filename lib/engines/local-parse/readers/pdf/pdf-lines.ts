/**
 * pdf.js text runs to lines. Runs are taken in content-stream order, which is the writer's
 * reading order (columns stay whole); a run joins the current line when it sits on the same
 * baseline and does not jump back left. Wide gaps inside a line split it into cells, which is
 * how a table row looks in a PDF.
 */

/** The part of a pdf.js TextItem we use (kept structural so tests can feed plain objects). */
export interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

export interface LineCell {
  text: string;
  x: number;
  right: number;
  /** The link the text written last is inside, still open. */
  url?: string;
}

export interface TextLine {
  text: string;
  cells: LineCell[];
  x: number;
  right: number;
  /** Baseline, in PDF space (grows upwards). */
  y: number;
  /** Font size: the largest run's, so a heading with a small number in it still counts. */
  size: number;
}

import { LINK_END, LINK_MID, LINK_START, linkAt, type PdfLink } from './pdf-link-text';

/** Appends a run's text to a cell, opening or closing a link mark when the run's link changes. */
function append(cell: LineCell, text: string, url: string | undefined, space: boolean): void {
  if (cell.url !== url) {
    if (cell.url) cell.text += `${LINK_MID}${cell.url}${LINK_END}`;
    cell.text += space ? ' ' : '';
    if (url) cell.text += LINK_START;
    cell.url = url;
    cell.text += text;
    return;
  }
  cell.text += (space ? ' ' : '') + text;
}

const closeLink = (cell: LineCell): void => append(cell, '', undefined, false);

const fontSize = (run: TextRun): number => Math.hypot(run.transform[2] ?? 0, run.transform[3] ?? 0) || run.height || 10;

export function groupLines(runs: readonly TextRun[], links: readonly PdfLink[] = []): TextLine[] {
  const lines: TextLine[] = [];
  let line: TextLine | undefined;
  let cell: LineCell | undefined;
  let breakNext = false;
  for (const run of runs) {
    const size = fontSize(run);
    const x = run.transform[4] ?? 0;
    const y = run.transform[5] ?? 0;
    const text = run.str;
    if (text.trim() === '') {
      // Whitespace runs carry no position worth keeping, only a break or a space.
      if (run.hasEOL) breakNext = true;
      else if (cell && text) cell.text += ' ';
      continue;
    }
    const right = x + (run.width || size * 0.5 * text.length);
    const url = links.length ? linkAt(links, (x + right) / 2, y + size * 0.3) : undefined;
    const sameLine = line && !breakNext && Math.abs(y - line.y) <= Math.max(size, line.size) * 0.5 && x >= line.right - size * 0.5;
    if (!line || !sameLine) {
      if (cell) closeLink(cell);
      cell = { text: '', x, right };
      append(cell, text, url, false);
      line = { text: '', cells: [cell], x, right, y, size };
      lines.push(line);
    } else {
      const gap = x - line.right;
      if (cell && gap > Math.max(size, line.size) * 1.6) {
        closeLink(cell);
        cell = { text: '', x, right };
        append(cell, text, url, false);
        line.cells.push(cell);
      } else if (cell) {
        const needsSpace = gap > size * 0.15 && !cell.text.endsWith(' ') && !text.startsWith(' ');
        append(cell, text, url, needsSpace);
        cell.right = right;
      }
      line.right = Math.max(line.right, right);
      line.size = Math.max(line.size, size);
    }
    breakNext = Boolean(run.hasEOL);
  }
  if (cell) closeLink(cell);
  for (const l of lines) {
    for (const c of l.cells) c.text = c.text.replace(/\s+/g, ' ').trim();
    l.cells = l.cells.filter((c) => c.text !== '');
    l.text = l.cells.map((c) => c.text).join(' ');
  }
  return lines.filter((l) => l.text !== '');
}
