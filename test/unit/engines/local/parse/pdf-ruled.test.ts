// Ruling lines drawn as stroked segments (as pdfkit, LaTeX and office suites draw them, where
// Chromium fills thin boxes) and code in Courier, in a PDF written by pdfkit.
import { JSDOM } from 'jsdom';
import PDFDocument from 'pdfkit';
import { beforeAll, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdf } from '@/lib/engines/local/parse/readers/pdf/pdf-reader';

const assets = { standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' };
const formats = new Set(['markdown'] as const);

function ruledPdf(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Helvetica').fontSize(11).text('A table ruled with strokes:', 56, 56);
  // Columns at 56, 136, 196, 276; the text in one cell nearly reaches the next rule.
  const xs = [56, 136, 196, 276];
  const rows = [
    ['Item', 'Qty', 'Note'],
    ['Rope coil', '2', 'spare'],
    ['Buoy', '', 'red'],
  ];
  rows.forEach((row, r) =>
    row.forEach((text, c) => text && doc.text(text, xs[c]! + 3, 84 + r * 20, { lineBreak: false })),
  );
  for (const x of xs) doc.moveTo(x, 80).lineTo(x, 140).stroke();
  for (let r = 0; r <= 3; r++)
    doc
      .moveTo(56, 80 + r * 20)
      .lineTo(276, 80 + r * 20)
      .stroke();
  doc.font('Courier').fontSize(10);
  ['if (tide < 1) {', '    walk();', '}'].forEach((line, i) => doc.text(line, 56, 170 + i * 12, { lineBreak: false }));
  doc.end();
  return done;
}

beforeAll(() => {
  globalThis.document ??= new JSDOM('').window.document;
});

it('reads a stroke-ruled table by its rules, and Courier lines as fenced code', async () => {
  const context = {
    name: 'ruled.pdf',
    options: { formats, onlyMainContent: false, removeBase64Images: false },
    signal: new AbortController().signal,
    report: () => undefined,
  };
  const data = await readPdf(pdfjs, await ruledPdf(), context, context.options, assets);
  const markdown = data.markdown ?? '';
  expect(markdown).toContain(
    '| Item | Qty | Note |\n| --- | --- | --- |\n| Rope coil | 2 | spare |\n| Buoy |  | red |',
  );
  expect(markdown).toContain('```\nif (tide < 1) {\n    walk();\n}\n```');
});
