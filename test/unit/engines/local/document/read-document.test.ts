import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParseOptions } from '@/lib/api/schemas/parse-options';

// A document's address scraped: the fetch stubbed, the local parser and the staging mocked, so
// what is checked is the rule (which addresses are documents), the options handed to the parser,
// the metadata, and the unparsed PDF.

const parsed = vi.hoisted(() => ({
  calls: [] as { key: string; name: string; options: ParseOptions }[],
  staged: new Map<string, { blob: Blob; name: string }>(),
}));

vi.mock('@/lib/engines/local/parse/parse-local', () => ({
  parseLocal: (key: string, name: string, options: ParseOptions) => async () => {
    parsed.calls.push({ key, name, options });
    expect(parsed.staged.get(key)?.name).toBe(name);
    return { markdown: '# Handbook', metadata: { title: 'Handbook', numPages: 2, sourceURL: name } };
  },
}));
vi.mock('@/lib/jobs/staged-files', () => ({
  stageBlob: async (id: string, blob: Blob, name: string) => void parsed.staged.set(id, { blob, name }),
  dropStagedFile: async (id: string) => void parsed.staged.delete(id),
}));

const { readDocumentAt, readIfDocument, documentParseOptions } =
  await import('@/lib/engines/local/document/read-document');

const PDF = new TextEncoder().encode('%PDF-1.4 the file');

function serving(body: Uint8Array | string, contentType: string) {
  const fetchStub = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]), {
        headers: { 'content-type': contentType },
      }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const signal = new AbortController().signal;

beforeEach(() => {
  parsed.calls.length = 0;
  parsed.staged.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('readIfDocument: the local engine’s one rule for an address', () => {
  it('reads an address whose extension names a document with the local parser, with the service’s metadata', async () => {
    serving(PDF, 'application/pdf');
    const data = await readIfDocument(
      { url: 'https://e.com/docs/handbook.pdf', formats: ['markdown', 'links'], onlyMainContent: false },
      signal,
    );
    expect(data).toEqual({
      markdown: '# Handbook',
      metadata: {
        title: 'Handbook',
        numPages: 2,
        sourceURL: 'https://e.com/docs/handbook.pdf',
        url: 'https://e.com/docs/handbook.pdf',
        statusCode: 200,
        contentType: 'application/pdf',
      },
    });
    expect(parsed.calls).toEqual([
      {
        key: expect.stringMatching(/^document:/),
        name: 'handbook.pdf',
        options: { formats: ['markdown', 'links'], onlyMainContent: false },
      },
    ]);
    // The staged bytes are dropped once read.
    expect(parsed.staged.size).toBe(0);
  });

  it('leaves an address with no document extension to the tab, without fetching it', async () => {
    const fetchStub = serving(PDF, 'application/pdf');
    expect(await readIfDocument({ url: 'https://e.com/docs/' }, signal)).toBeUndefined();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('leaves a .pdf address that answers a page to the tab', async () => {
    serving('<html><body>A viewer</body></html>', 'text/html');
    expect(await readIfDocument({ url: 'https://e.com/viewer/report.pdf' }, signal)).toBeUndefined();
    expect(parsed.calls).toEqual([]);
  });
});

describe('readDocumentAt: a document by its content type', () => {
  it('names the file for the parser by its kind when the address has no extension', async () => {
    serving(PDF, 'application/pdf');
    const data = await readDocumentAt({ url: 'https://e.com/download?id=7' }, signal);
    expect(parsed.calls[0]?.name).toBe('download.pdf');
    expect(data?.metadata).toMatchObject({ contentType: 'application/pdf', sourceURL: 'https://e.com/download?id=7' });
  });
});

describe('parsePDF: false (v2 parsers: [])', () => {
  it('gives a PDF base64-encoded in markdown and the HTML formats asked for, unparsed, as the service does', async () => {
    serving(PDF, 'application/pdf');
    const data = await readIfDocument(
      { url: 'https://e.com/handbook.pdf', parsePDF: false, formats: ['markdown', 'rawHtml'] },
      signal,
    );
    const base64 = Buffer.from(PDF).toString('base64');
    expect(data).toEqual({
      markdown: base64,
      rawHtml: base64,
      metadata: {
        sourceURL: 'https://e.com/handbook.pdf',
        url: 'https://e.com/handbook.pdf',
        statusCode: 200,
        contentType: 'application/pdf',
      },
    });
    expect(parsed.calls).toEqual([]);
  });

  it('still converts any other document: the service’s parsers apply to PDFs only', async () => {
    serving('PK docx bytes', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const data = await readIfDocument({ url: 'https://e.com/report.docx', parsePDF: false }, signal);
    expect(data?.markdown).toBe('# Handbook');
    expect(parsed.calls[0]?.name).toBe('report.docx');
  });
});

describe('documentParseOptions', () => {
  it('keeps the formats a parse has and the content options, bounding the timeout to a parse’s', () => {
    expect(
      documentParseOptions({
        formats: ['markdown', 'screenshot', 'html'],
        onlyMainContent: true,
        includeTags: ['main'],
        timeout: 600_000,
      }),
    ).toEqual({ formats: ['markdown', 'html'], onlyMainContent: true, includeTags: ['main'], timeout: 300_000 });
    expect(documentParseOptions({ formats: ['screenshot'] })).toEqual({ formats: ['markdown'] });
  });
});
