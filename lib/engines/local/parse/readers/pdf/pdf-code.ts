/**
 * Lines set in a monospaced font are code (or a terminal, or ASCII art): their line breaks and
 * the columns each piece starts at are the content, so they are laid out again from positions
 * instead of being joined into a paragraph.
 */
import type { TextLine } from '@/lib/engines/local/parse/readers/pdf/pdf-lines';

/** Whether the next line continues a code block: monospaced, and no further below than a gap. */
export function continuesCode(previous: TextLine, line: TextLine): boolean {
  return (
    Boolean(line.mono) && previous.y - line.y > 0 && previous.y - line.y <= Math.max(previous.size, line.size) * 3.2
  );
}

/** The block's text: each line indented by its offset from the leftmost line, blank lines kept. */
export function codeText(lines: readonly TextLine[]): string {
  const left = Math.min(...lines.map((l) => l.x));
  const pitch = Math.min(
    ...lines
      .slice(1)
      .map((l, i) => lines[i]!.y - l.y)
      .filter((d) => d > 0),
    Infinity,
  );
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && Number.isFinite(pitch)) {
      const blank = Math.round((lines[i - 1]!.y - line.y) / pitch) - 1;
      for (let b = 0; b < Math.min(blank, 3); b++) out.push('');
    }
    const { pieces, charWidth } = line.mono!;
    let text = '';
    for (const piece of pieces) {
      const column = Math.round((piece.x - left) / charWidth);
      text += ' '.repeat(Math.max(0, column - text.length)) + piece.text;
    }
    out.push(text.trimEnd());
  });
  return out.join('\n');
}
