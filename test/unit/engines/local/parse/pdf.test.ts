// pdfkit's encryption checks `instanceof Uint8Array`, which fails across jsdom's realm: run in
// node and give the HTML builder a jsdom document of its own.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdf, type PdfReadOptions } from '@/lib/engines/local/parse/readers/pdf/pdf-reader';
import type { ReadContext } from '@/lib/engines/local/parse/parse-types';
import { makePdf } from '../../../../support/documents/pdf';

const assets = {
  standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/',
  cMapUrl: 'node_modules/pdfjs-dist/cmaps/',
};

const options = (over: Partial<PdfReadOptions> = {}): PdfReadOptions => ({
  formats: new Set(['markdown', 'links', 'html']),
  onlyMainContent: false,
  removeBase64Images: false,
  ...over,
});
const context = (name = 'report.pdf'): ReadContext & { progress: string[] } => {
  const progress: string[] = [];
  return {
    name,
    options: options(),
    signal: new AbortController().signal,
    report: (p) => progress.push(p.message),
    progress,
  };
};

describe('readPdf', () => {
  beforeAll(() => {
    globalThis.document ??= new JSDOM('').window.document;
  });

  it('turns a generated PDF into markdown with headings, lists, a table and pages', async () => {
    const ctx = context();
    const data = await readPdf(pdfjs, await makePdf({ extraPages: 2 }), ctx, options(), assets);
    const md = data.markdown ?? '';
    if (process.env.SHOW_MD) console.log(md);
    expect(md).toMatch(/^# Quarterly Report$/m);
    expect(md).toMatch(/^## Highlights$/m);
    expect(md).toMatch(/^- Revenue grew in every region$/m);
    expect(md).toMatch(/^ {2}- Mostly in logistics$/m);
    expect(md).toMatch(/^- Hiring resumed in March\n\n1\. Close the Berlin office\n2\. Open the Lisbon office$/m);
    expect(md).toContain('| Region | Revenue | Costs |\n| --- | --- | --- |\n| North | 1200 | 800 |');
    expect(md).toMatch(/^## Section 3$/m);
    expect(data.pages?.map((p) => p.pageNumber)).toEqual([1, 2, 3]);
    expect(data.pages?.[1]?.markdown).toMatch(/^## Section 2\n\nParagraph 1 of section 2\. The quarterly report/);
    expect(data.metadata).toMatchObject({
      title: 'Quarterly Report',
      author: 'Ada Lovelace',
      numPages: 3,
      totalPages: 3,
      contentType: 'application/pdf',
    });
    expect(data.metadata?.createdAt).toBe('2026-01-02T03:04:05.000Z');
    expect(data.links).toEqual(['https://example.com/method']);
    // The link annotation over the text becomes a markdown link in place.
    expect(md).toMatch(/^\[Read the full methodology\]\(https:\/\/example\.com\/method\)$/m);
    expect(data.html).toContain('<a href="https://example.com/method">Read the full methodology</a>');
    expect(data.html).toContain('<h1>Quarterly Report</h1>');
    expect(ctx.progress).toContain('Reading page 3 of 3…');
  });

  it('honours maxPages: numPages is what was read, totalPages the whole', async () => {
    const data = await readPdf(pdfjs, await makePdf({ extraPages: 4 }), context(), options({ maxPages: 2 }), assets);
    expect(data.pages).toHaveLength(2);
    expect(data.metadata).toMatchObject({ numPages: 2, totalPages: 5 });
    expect(data.markdown).not.toContain('Section 3');
  });

  it('gives layout blocks with boxes when asked', async () => {
    const data = await readPdf(pdfjs, await makePdf(), context(), options({ blocks: true }), assets);
    const first = data.blocks?.[0];
    expect(first?.width).toBeCloseTo(595.28, 1);
    expect(first?.items?.[0]).toMatchObject({ type: 'heading', content: 'Quarterly Report' });
    expect(first?.items?.find((i) => i.type === 'table')?.content).toContain('Region\tRevenue\tCosts');
  });

  it('says a password-protected PDF is protected', async () => {
    await expect(
      readPdf(pdfjs, await makePdf({ userPassword: 'secret' }), context('locked.pdf'), options(), assets),
    ).rejects.toThrow(/locked\.pdf is password-protected/);
  });

  it('says a damaged PDF is damaged', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\nthis is not a pdf body at all');
    await expect(readPdf(pdfjs, bytes, context('bad.pdf'), options(), assets)).rejects.toThrow(
      /bad\.pdf is not a readable PDF/,
    );
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('Cancelled.'));
    await expect(
      readPdf(pdfjs, await makePdf(), { ...context(), signal: controller.signal }, options(), assets),
    ).rejects.toThrow();
  });
});
