import { describe, expect, it } from 'vitest';
import { chunkLines, chunkMarkdown, estimateHeight } from '@/components/markdown-view/chunk-text';

describe('chunkMarkdown', () => {
  it('cuts at blank lines into chunks of about the target size, losing nothing', () => {
    const md = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} ${'word '.repeat(20)}`).join('\n\n');
    const chunks = chunkMarkdown(md, 1000);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('\n\n')).toBe(md);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeLessThan(1300);
  });

  it('never cuts inside a fenced code block', () => {
    const code = '```js\n' + 'let a = 1;\n\n'.repeat(60) + '```';
    const md = `intro\n\n${code}\n\nafter`;
    const chunks = chunkMarkdown(md, 1000);
    expect(chunks.some((c) => c.includes(code))).toBe(true);
  });

  it('cuts a huge block with no blank line at a line end, reopening an open fence', () => {
    const code = '```\n' + 'x\n'.repeat(5000) + '```';
    const chunks = chunkMarkdown(code, 1000);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.match(/```/g)?.length ?? 0).toBe(2);
  });
});

describe('chunkLines', () => {
  it('cuts text at line ends and rejoins exactly', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `<div>${i}</div>`).join('\n');
    const chunks = chunkLines(text, 500);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith('\n')).toBe(true);
  });

  it('estimates a height from lines and wrapping', () => {
    expect(estimateHeight('a\nb', 20, 10)).toBe(40);
    expect(estimateHeight('x'.repeat(25), 20, 10)).toBe(60);
  });
});
