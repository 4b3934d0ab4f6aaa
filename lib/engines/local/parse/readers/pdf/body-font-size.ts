import type { BodyStyle } from '@/lib/engines/local/parse/readers/pdf/pdf-blocks';
import type { TextLine } from '@/lib/engines/local/parse/readers/pdf/pdf-lines';

/**
 * The body text size: the size most characters are set in, counted over every page read so far,
 * so a title page does not make its title the body. And whether most text is monospaced: then
 * the document is set that way (a typewritten page, an RFC) and its lines are not code blocks.
 */
export class BodyFontSize {
  private readonly chars = new Map<number, number>();
  private monoChars = 0;
  private allChars = 0;

  add(lines: readonly TextLine[]): void {
    for (const line of lines) {
      const key = Math.round(line.size * 2) / 2;
      this.chars.set(key, (this.chars.get(key) ?? 0) + line.text.length);
      this.allChars += line.text.length;
      if (line.mono) this.monoChars += line.text.length;
    }
  }

  style(): BodyStyle {
    return { size: this.get(), monospaced: this.monoChars > this.allChars / 2 };
  }

  get(): number {
    let best = 0;
    let bestCount = -1;
    for (const [size, count] of this.chars)
      if (count > bestCount || (count === bestCount && size < best)) [best, bestCount] = [size, count];
    return best || 12;
  }
}
