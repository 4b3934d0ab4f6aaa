/**
 * pdf.js text runs to lines. Runs are taken in content-stream order, which is the writer's
 * reading order (columns stay whole); a run joins the current line when it sits on the same
 * baseline and does not jump back left. Wide gaps inside a line split it into cells, which is
 * how a table row looks in a PDF, and so does a vertical rule the page draws between two runs.
 */

/** The part of a pdf.js TextItem we use (kept structural so tests can feed plain objects). */
export interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
  fontName?: string;
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
  /** Set when every run is in a monospaced font: where each piece sits, to keep the spacing. */
  mono?: { pieces: { x: number; text: string }[]; charWidth: number };
  /** The vertical rules crossing this line (3 or more: it is a row of a ruled table). */
  columns?: number[];
  /** A row border lies between the line before and this one. */
  ruleAbove?: boolean;
}

/** What else the page holds that shapes its lines: links, ruling lines, monospaced fonts. */
export interface PageMarks {
  links?: readonly PdfLink[];
  rules?: PageRules;
  monoFonts?: ReadonlySet<string>;
}

import {
  LINK_END,
  LINK_MID,
  LINK_START,
  linkAt,
  type PdfLink,
} from '@/lib/engines/local/parse/readers/pdf/pdf-link-text';
import {
  ruleBetween,
  verticalBetween,
  verticalsAt,
  type PageRules,
} from '@/lib/engines/local/parse/readers/pdf/pdf-rules';
import { splitAtLinks } from '@/lib/engines/local/parse/readers/pdf/pdf-run-split';

/**
 * Appends a run's text to a cell, opening or closing a link mark when the run's link changes.
 * Spaces at a link's edges go outside its mark, so "Read the [survey method](…)" keeps its space.
 */
function append(cell: LineCell, text: string, url: string | undefined, space: boolean): void {
  if (cell.url !== url) {
    const trailing = /\s*$/.exec(cell.text)![0];
    if (cell.url)
      cell.text = `${cell.text.slice(0, cell.text.length - trailing.length)}${LINK_MID}${cell.url}${LINK_END}${trailing}`;
    const leading = /^\s*/.exec(text)![0];
    cell.text += (space ? ' ' : '') + leading;
    if (url) cell.text += LINK_START;
    cell.url = url;
    cell.text += text.slice(leading.length);
    return;
  }
  cell.text += (space ? ' ' : '') + text;
}

const closeLink = (cell: LineCell): void => append(cell, '', undefined, false);

const fontSize = (run: TextRun): number => Math.hypot(run.transform[2] ?? 0, run.transform[3] ?? 0) || run.height || 10;

export function groupLines(runs: readonly TextRun[], marks: PageMarks = {}): TextLine[] {
  const { links = [], rules, monoFonts } = marks;
  const lines: TextLine[] = [];
  let line: TextLine | undefined;
  let cell: LineCell | undefined;
  let breakNext = false;
  for (const whole of runs) {
    const size = fontSize(whole);
    if (whole.str.trim() === '') {
      // Whitespace runs carry no position worth keeping, only a break or a space.
      if (whole.hasEOL) breakNext = true;
      else if (cell && whole.str) cell.text += ' ';
      continue;
    }
    const mono = Boolean(whole.fontName && monoFonts?.has(whole.fontName));
    for (const run of links.length ? splitAtLinks(whole, links, size) : [whole]) {
      const x = run.transform[4] ?? 0;
      const y = run.transform[5] ?? 0;
      const text = run.str;
      const right = x + (run.width || size * 0.5 * text.length);
      const url = links.length ? linkAt(links, (x + right) / 2, y + size * 0.3) : undefined;
      const sameLine =
        line && !breakNext && Math.abs(y - line.y) <= Math.max(size, line.size) * 0.5 && x >= line.right - size * 0.5;
      if (!line || !sameLine) {
        if (cell) closeLink(cell);
        cell = { text: '', x, right };
        append(cell, text, url, false);
        line = { text: '', cells: [cell], x, right, y, size };
        if (mono) line.mono = { pieces: [], charWidth: run.width / text.length || size * 0.6 };
        lines.push(line);
      } else {
        const gap = x - line.right;
        const ruled = rules !== undefined && verticalBetween(rules, line.right, x, y + size * 0.3);
        if (cell && (ruled || gap > Math.max(size, line.size) * 1.6)) {
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
        if (!mono) line.mono = undefined;
      }
      line.mono?.pieces.push({ x, text });
      breakNext = false;
    }
    breakNext = Boolean(whole.hasEOL);
  }
  if (cell) closeLink(cell);
  for (const l of lines) {
    for (const c of l.cells) c.text = c.text.replace(/\s+/g, ' ').trim();
    l.cells = l.cells.filter((c) => c.text !== '');
    l.text = l.cells.map((c) => c.text).join(' ');
  }
  const kept = lines.filter((l) => l.text !== '');
  if (rules) markRuledRows(kept, rules);
  return kept;
}

/** Lines crossed by three or more vertical rules are rows of a ruled table; row borders noted. */
function markRuledRows(lines: TextLine[], rules: PageRules): void {
  let previous: TextLine | undefined;
  for (const line of lines) {
    const columns = verticalsAt(rules, line.y + line.size * 0.3);
    if (columns.length >= 3 && line.x >= columns[0]! && line.right <= columns.at(-1)!) {
      line.columns = columns;
      line.ruleAbove = previous !== undefined && ruleBetween(rules, previous.y, line.y + line.size, columns);
    }
    previous = line;
  }
}
