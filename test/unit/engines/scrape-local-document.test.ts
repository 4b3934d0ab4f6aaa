import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';

// The rule's second half, in the tab: a tab whose page was served as a document (Chromium's PDF
// viewer says application/pdf) or that the extension may not script (Firefox's pdf.js viewer) is
// read from its address as a document. The tab call and the document read are stubbed.

const stubs = vi.hoisted(() => ({
  reply: undefined as unknown,
  document: undefined as unknown,
  documentAt: [] as string[],
}));

vi.mock('@/lib/engines/local/scrape/tab-call', () => ({
  callPage: async () => {
    if (stubs.reply instanceof Error) throw stubs.reply;
    return stubs.reply;
  },
}));
vi.mock('@/lib/engines/local/document/read-document', () => ({
  readDocumentAt: async (request: { url: string }, _signal: AbortSignal, _report: unknown, at = request.url) => {
    stubs.documentAt.push(at);
    return stubs.document;
  },
}));
vi.mock('@/lib/engines/local/scrape/cached-scrape', () => ({ cachedScrape: async () => undefined }));
vi.mock('@/lib/engines/local/scrape/local-model-setting', () => ({ localHasModel: async () => false }));

const { scrapeLocal } = await import('@/lib/engines/local/scrape/scrape-local');

const URL_ = 'https://e.com/files/report';
const PDF_DOC = { markdown: '# Report', metadata: { contentType: 'application/pdf', numPages: 3 } };
const scrape = () =>
  scrapeLocal({ url: URL_, formats: ['markdown'] }, 7)(new AbortController().signal, () => undefined);
const page = (contentType: string) => ({
  markdown: '',
  metadata: { title: 'report', contentType },
  url: `${URL_}?from=tab`,
});

beforeEach(() => {
  stubs.reply = undefined;
  stubs.document = undefined;
  stubs.documentAt.length = 0;
});

describe('a local scrape of a tab showing a document', () => {
  it('reads a page served as a PDF from where the tab landed, with the local parser', async () => {
    stubs.reply = page('application/pdf');
    stubs.document = PDF_DOC;
    expect(await scrape()).toEqual(PDF_DOC);
    expect(stubs.documentAt).toEqual([`${URL_}?from=tab`]);
  });

  it('reads a page served as HTML in the tab, asking for no document', async () => {
    stubs.reply = { ...page('text/html'), markdown: '# Hello' };
    expect(await scrape()).toMatchObject({ markdown: '# Hello', metadata: { contentType: 'text/html' } });
    expect(stubs.documentAt).toEqual([]);
  });

  it('reads a tab it may not script from its address, when that answers a document', async () => {
    stubs.reply = new ApiError({ kind: 'forbidden', message: 'This page cannot be read' });
    stubs.document = PDF_DOC;
    expect(await scrape()).toEqual(PDF_DOC);
    expect(stubs.documentAt).toEqual([URL_]);
  });

  it('keeps the tab’s own error when its address is no document either', async () => {
    stubs.reply = new ApiError({ kind: 'forbidden', message: 'This page cannot be read' });
    await expect(scrape()).rejects.toMatchObject({ message: 'This page cannot be read' });
    stubs.reply = new ApiError({ kind: 'scrape-failed', message: 'Error page' });
    await expect(scrape()).rejects.toMatchObject({ message: 'Error page' });
    // Only a tab it may not script is asked about: a failed page is no document.
    expect(stubs.documentAt).toEqual([URL_]);
  });
});
