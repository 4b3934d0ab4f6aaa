// A page printed to PDF by Chromium (test/fixtures/pdf/printed-article.html), read back by the
// local parser: every link in place, the ruled table as a table, the code block fenced.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdf } from '@/lib/engines/local/parse/readers/pdf/pdf-reader';
import { printWithChromium } from '../../../../support/documents/chromium-pdf';

const assets = {
  standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/',
  cMapUrl: 'node_modules/pdfjs-dist/cmaps/',
};
const formats = new Set(['markdown', 'links', 'html'] as const);
let markdown = '';
let html = '';
let links: string[] = [];

beforeAll(async () => {
  globalThis.document ??= new JSDOM('').window.document;
  const bytes = await printWithChromium(new URL('../../../../fixtures/pdf/printed-article.html', import.meta.url));
  const context = {
    name: 'printed.pdf',
    options: { formats, onlyMainContent: false, removeBase64Images: false },
    signal: new AbortController().signal,
    report: () => undefined,
  };
  const data = await readPdf(
    pdfjs,
    bytes,
    context,
    { formats, onlyMainContent: false, removeBase64Images: false },
    assets,
  );
  [markdown, html, links] = [data.markdown ?? '', data.html ?? '', data.links ?? []];
  if (process.env.SHOW_MD) console.log(markdown);
}, 60_000);

describe('a PDF printed by Chromium', () => {
  it('keeps all six links in place, those inside a paragraph line too', () => {
    expect(links).toHaveLength(6);
    expect(markdown).toMatch(
      /^\[Home\]\(https:\/\/example\.org\/\) \[Notes\]\(https:\/\/example\.org\/notes\) \[About\]\(https:\/\/example\.org\/about\)$/m,
    );
    expect(markdown).toContain('water behind in [rocky hollows](https://example.org/rock) at low tide.');
    expect(markdown).toContain('Read the [survey method](https://example.org/survey-method) before you go');
    expect(markdown).toContain(
      'keep to the [safety guide for walking on wet rock at low tide](https://example.org/safety-guide) when the sea turns.',
    );
    expect(html).toContain('<a href="https://example.org/rock">rocky hollows</a>');
  });

  it('reads the ruled three-column table by its rules: header row, empty cell, wrapped cell', () => {
    expect(markdown).toContain(
      [
        '| Species | Pool | Count |',
        '| --- | --- | --- |',
        '| Anemone | North | 12 |',
        '| Hermit crab | South ledge | 7 |',
        '| Sea star | North | 3 |',
        '| Limpet (on the rim) |  | 40 |',
      ].join('\n'),
    );
    expect(html).toContain('<th>Species</th>');
  });

  it('keeps a box drawn around one paragraph a paragraph', () => {
    expect(markdown).toMatch(/^A boxed note is a paragraph, not a table: its border is one box around one cell\.$/m);
  });

  it('fences the code block with its line breaks, indentation and blank line', () => {
    expect(markdown).toContain(
      '```\nfunction tally(counts) {\n  let total = 0;\n  for (const n of counts) {\n    total += n;\n  }\n\n  return total;\n}\n```',
    );
    expect(html).toContain('<pre><code>function tally(counts) {\n  let total = 0;');
  });
});
