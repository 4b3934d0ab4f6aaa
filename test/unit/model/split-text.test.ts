import { describe, expect, it } from 'vitest';
import { splitText } from '@/lib/model/split/split-text';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitting a page to fit the context', () => {
  it('keeps a page that fits whole', () => {
    expect(splitText('# A\n\nshort', 100)).toEqual(['# A\n\nshort']);
  });

  it('splits on paragraphs, every part within the limit, no word lost', () => {
    const page = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} ${'word '.repeat(20)}`.trim()).join('\n\n');
    const parts = splitText(page, 400);
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(400);
    expect(words(parts.join('\n\n'))).toEqual(words(page));
    for (const part of parts) expect(part).toMatch(/^Paragraph \d+/);
  });

  it('starts a new part at a heading once the part is half full', () => {
    const page = `# One\n\n${'a '.repeat(60).trim()}\n\n## Two\n\n${'b '.repeat(20).trim()}`;
    const parts = splitText(page, 150);
    expect(parts).toHaveLength(2);
    expect(parts[1]).toMatch(/^## Two/);
  });

  it('cuts a paragraph longer than a part at lines and spaces, and one long word anywhere', () => {
    const page = `${'x'.repeat(250)} ${'word '.repeat(100)}`;
    const parts = splitText(page, 100);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(100);
    expect(parts.join('').replace(/\s/g, '')).toBe(page.replace(/\s/g, ''));
  });
});
