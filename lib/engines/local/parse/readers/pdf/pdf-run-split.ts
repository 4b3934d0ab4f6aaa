/**
 * A text run cut where link annotations begin and end. Browsers print a whole line of a
 * paragraph as one run, so a link inside it covers only part of the run; judged by the run's
 * middle, the link was lost or smeared over the line. pdf.js gives no glyph positions, so a cut
 * is placed by the share of characters, then moved to the nearest word edge (links cover words).
 */
import type { PdfLink } from '@/lib/engines/local/parse/readers/pdf/pdf-link-text';
import type { TextRun } from '@/lib/engines/local/parse/readers/pdf/pdf-lines';

/** A word edge: the run's ends, a space, or before closing punctuation. */
const isEdge = (text: string, i: number): boolean =>
  i <= 0 || i >= text.length || /\s/.test(text[i - 1]!) || /\s/.test(text[i]!) || /^[.,;:!?)\]»”’]/.test(text[i]!);

function snap(text: string, i: number, reach: number): number {
  for (let d = 0; d <= reach; d++) {
    if (isEdge(text, i - d)) return Math.max(0, i - d);
    if (isEdge(text, i + d)) return Math.min(text.length, i + d);
  }
  return i;
}

export function splitAtLinks(run: TextRun, links: readonly PdfLink[], size: number): TextRun[] {
  const x = run.transform[4] ?? 0;
  const y = (run.transform[5] ?? 0) + size * 0.3;
  const { str, width } = run;
  if (!width || str.length < 2) return [run];
  const perChar = width / str.length;
  const cuts = new Set<number>();
  for (const { rect } of links) {
    const [x0, x1] = [Math.min(rect[0], rect[2]), Math.max(rect[0], rect[2])];
    if (y < Math.min(rect[1], rect[3]) || y > Math.max(rect[1], rect[3]) || x1 <= x || x0 >= x + width) continue;
    for (const edge of [x0, x1]) {
      const i = Math.round((edge - x) / perChar);
      if (i <= 0 || i >= str.length) continue;
      cuts.add(snap(str, i, Math.max(2, Math.round((x1 - x0) / perChar / 4))));
    }
  }
  const points = [...cuts].filter((i) => i > 0 && i < str.length).sort((a, b) => a - b);
  if (!points.length) return [run];
  return [0, ...points].map((from, k) => {
    const to = points[k] ?? str.length;
    const transform = [...run.transform];
    transform[4] = x + from * perChar;
    return {
      ...run,
      str: str.slice(from, to),
      transform,
      width: (to - from) * perChar,
      hasEOL: to === str.length ? run.hasEOL : false,
    };
  });
}
