/**
 * A table the page draws with ruling lines: consecutive lines crossed by the same vertical rules.
 * Each cell's text goes to the column between the rules it sits in (an empty cell stays empty);
 * lines between the same two row borders are one row, so a cell's wrapped text stays in it.
 */
import type { TextLine } from '@/lib/engines/local/parse/readers/pdf/pdf-lines';

const sameColumns = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => Math.abs(x - b[i]!) <= 2);

/** The rows starting at lines[start], and the index of the last line used; undefined if none. */
export function ruledTable(lines: readonly TextLine[], start: number): { rows: string[][]; last: number } | undefined {
  const columns = lines[start]?.columns;
  if (!columns) return undefined;
  let last = start;
  while (last + 1 < lines.length && lines[last + 1]!.columns && sameColumns(columns, lines[last + 1]!.columns!)) last++;
  const group = lines.slice(start, last + 1);
  // With no row borders drawn (only column rules), each line is a row.
  const bordered = group.some((l) => l.ruleAbove);
  const rows: string[][] = [];
  group.forEach((line, i) => {
    if (i === 0 || !bordered || line.ruleAbove) rows.push(Array<string>(columns.length - 1).fill(''));
    const row = rows.at(-1)!;
    for (const cell of line.cells) {
      const middle = (cell.x + cell.right) / 2;
      const after = columns.findIndex((x) => x > middle);
      const k = after === -1 ? row.length - 1 : Math.max(0, after - 1);
      row[k] = row[k] ? `${row[k]} ${cell.text}` : cell.text;
    }
  });
  // A box around text, or a bar beside it, is not a table: some row must fill two columns.
  if (rows.length < 2 || !rows.some((r) => r.filter(Boolean).length >= 2)) return undefined;
  return { rows, last };
}
