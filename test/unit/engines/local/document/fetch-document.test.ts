import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDocument } from '@/lib/engines/local/document/fetch-document';

// The document fetch over a stubbed fetch: what is a document, what is left to the tab, and the size bound.

const PDF = new TextEncoder().encode('%PDF-1.4\nbody');

/** A fetch answering this body, status and headers, at `url`; records whether the body was read. */
function answering(
  body: Uint8Array | string,
  init: { status?: number; headers?: Record<string, string>; url?: string },
) {
  const read = { body: false };
  const fetchStub = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read.body = true;
          controller.enqueue(typeof body === 'string' ? new TextEncoder().encode(body) : body);
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const response = new Response(stream, { status: init.status ?? 200, headers: init.headers });
    Object.defineProperty(response, 'url', { value: init.url ?? String(input) });
    return response;
  });
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, read };
}

const signal = new AbortController().signal;

afterEach(() => vi.unstubAllGlobals());

describe('fetchDocument', () => {
  it('fetches with the user’s cookies and keeps a PDF named by its content type, with what it answered', async () => {
    const { fetchStub } = answering(PDF, {
      headers: { 'content-type': 'application/pdf' },
      url: 'https://e.com/files/report',
    });
    expect(await fetchDocument('https://e.com/download?id=7', signal, 1000)).toEqual({
      kind: 'pdf',
      bytes: PDF,
      status: 200,
      url: 'https://e.com/files/report',
      contentType: 'application/pdf',
    });
    expect(fetchStub.mock.calls[0]![1]).toMatchObject({ credentials: 'include', redirect: 'follow' });
  });

  it('leaves a page (even at a .pdf address) and an HTTP error to the tab, without reading their body', async () => {
    const page = answering('<html></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect(await fetchDocument('https://e.com/viewer/report.pdf', signal, 1000)).toBeUndefined();
    expect(page.read.body).toBe(false);
    const missing = answering('Not found', { status: 404, headers: { 'content-type': 'application/pdf' } });
    expect(await fetchDocument('https://e.com/report.pdf', signal, 1000)).toBeUndefined();
    expect(missing.read.body).toBe(false);
  });

  it('names a document by its extension when the content type is generic, and by its bytes when there is neither', async () => {
    answering('PK…', { headers: { 'content-type': 'application/octet-stream' } });
    expect((await fetchDocument('https://e.com/report.docx', signal, 1000))?.kind).toBe('docx');
    answering(PDF, {});
    expect((await fetchDocument('https://e.com/get', signal, 1000))?.kind).toBe('pdf');
    answering('plain words', { headers: { 'content-type': 'application/octet-stream' } });
    expect(await fetchDocument('https://e.com/get', signal, 1000)).toBeUndefined();
  });

  it('refuses a file over the bound, by its declared length or by what it sends', async () => {
    answering(PDF, { headers: { 'content-type': 'application/pdf', 'content-length': '5000' } });
    await expect(fetchDocument('https://e.com/big.pdf', signal, 100)).rejects.toMatchObject({
      kind: 'too-large',
      message: expect.stringContaining('https://e.com/big.pdf'),
    });
    answering(new Uint8Array(200), { headers: { 'content-type': 'application/pdf' } });
    await expect(fetchDocument('https://e.com/big.pdf', signal, 100)).rejects.toMatchObject({ kind: 'too-large' });
  });
});
