import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_HTML, RICH_MARKER_HTML } from '../server/fixture-pages';
import { MESSAGES, startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';

// POST /v2/parse: multipart handling, option validation and answers derived from the file.
let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

type Answer = {
  status: number;
  body: { success?: boolean; code?: string; error?: string; details?: unknown[]; data: Record<string, unknown> };
};
const send = async (form: FormData | string, headers: Record<string, string> = {}): Promise<Answer> => {
  const res = await fetch(`${server.url}/v2/parse`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEAM_A_KEY}`, ...headers },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};
const form = (name: string, content: string | Uint8Array<ArrayBuffer>, options?: object) => {
  const f = new FormData();
  f.append('file', new Blob([content]), name);
  if (options) f.append('options', JSON.stringify(options));
  return f;
};

describe('parse answers', () => {
  it('parses HTML like scrape, with blocks and metadata', async () => {
    const { status, body } = await send(
      form('page.html', ARTICLE_HTML, { formats: ['markdown', { type: 'links' }, 'summary'] }),
    );
    expect(status).toBe(200);
    const data = body.data;
    expect(data.markdown).toContain('# Contract Article');
    expect(data.links).toContain('https://example.org/external');
    expect(data.summary).toMatch(/^Contract Article: /);
    expect(data.metadata).toMatchObject({
      title: 'Contract Article',
      sourceURL: 'page.html',
      statusCode: 200,
      contentType: 'text/html',
    });
    const blocks = data.blocks as {
      pageNumber: number;
      items: { bbox: number[]; readingOrder: number; confidence: object }[];
    }[];
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.items[0]).toMatchObject({
      type: 'title',
      readingOrder: 0,
      bbox: expect.any(Array),
      confidence: { layout: 0.97, ocr: 1 },
    });
    expect(data).not.toHaveProperty('branding');
    expect(server.requests[0]?.body).toEqual({
      fileName: 'page.html',
      fileSize: ARTICLE_HTML.length,
      fileType: 'application/octet-stream',
      options: { formats: ['markdown', { type: 'links' }, 'summary'] },
    });
  });

  it('splits a PDF into pages on form feeds and honours parsers maxPages', async () => {
    const { body } = await send(
      form('doc.pdf', 'One\fTwo\fThree', { parsers: [{ type: 'pdf', mode: 'ocr', maxPages: 2 }] }),
    );
    expect(body.data.pages).toEqual([
      { pageNumber: 1, markdown: 'One' },
      { pageNumber: 2, markdown: 'Two' },
    ]);
    expect(body.data.metadata).toMatchObject({ numPages: 2, totalPages: 3 });
    expect((body.data.blocks as unknown[]).length).toBe(2);
  });

  it('turns CSV into a markdown table and names other documents', async () => {
    expect((await send(form('t.csv', 'a,b\n1,"x, y"\n'))).body.data.markdown).toBe(
      '| a | b |\n| --- | --- |\n| 1 | x, y |',
    );
    expect((await send(form('r.docx', 'PK..'))).body.data.markdown).toBe('# r.docx\n\nDOCX document, 4 bytes.');
  });

  it('adds branding, product and menu for rich.* files or the x-contract marker', async () => {
    const rich = (await send(form('rich.pdf', 'x'))).body.data;
    expect(rich).toHaveProperty('branding.colors.primary');
    expect(rich).toHaveProperty('product.variants.0.price.amount');
    expect(rich).toHaveProperty('menu.sections.0.items.0.dietary');
    const marked = (await send(form('k.html', RICH_MARKER_HTML))).body.data;
    expect(Object.keys(marked)).toEqual(expect.arrayContaining(['branding', 'product']));
    expect(marked).not.toHaveProperty('menu');
  });
});

describe('parse refusals', () => {
  it('refuses options sent as a file part', async () => {
    const f = new FormData();
    f.append('file', new Blob(['<p>x</p>']), 'a.html');
    f.append('options', new Blob([JSON.stringify({ formats: ['markdown'] })], { type: 'application/json' }));
    expect(await send(f)).toEqual({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', error: 'Unexpected file field: options' },
    });
  });

  it('refuses a file over 50 MB', async () => {
    const { status, body } = await send(form('big.pdf', new Uint8Array(51 * 1024 * 1024)));
    expect(status).toBe(400);
    expect(body.error).toContain('50 MB');
    expect(server.requests[0]?.body).toMatchObject({ fileName: 'big.pdf', fileSize: 51 * 1024 * 1024 });
  });

  it('refuses malformed multipart, a missing file and unsupported types', async () => {
    const broken = await send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.html"\r\n\r\n<p>', {
      'content-type': 'multipart/form-data; boundary=xyz',
    });
    expect(broken).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect((await send(new FormData())).body.code).toBe('BAD_REQUEST');
    expect((await send(form('a.txt', 'x'))).body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    const bad = new FormData();
    bad.append('file', new Blob(['x']), 'a.html');
    bad.append('options', '{nope');
    expect((await send(bad)).body.code).toBe('BAD_REQUEST');
  });

  it('validates options strictly', async () => {
    const unknown = await send(form('a.html', 'x', { formats: ['markdown'], pageOptions: {} }));
    expect(unknown).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', error: MESSAGES.strict('v2') } });
    expect(unknown.body.details?.[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['pageOptions'] });
    for (const options of [
      { timeout: 300001 },
      { parsers: [{ type: 'pdf', maxPages: 0 }] },
      { formats: ['pdf'] },
      { parsers: [{ type: 'pdf', mode: 'slow' }] },
    ]) {
      expect((await send(form('a.html', 'x', options))).body.code).toBe('BAD_REQUEST');
    }
  });

  it.each([
    [{ actions: [{ type: 'wait', milliseconds: 5 }] }, 'actions'],
    [{ formats: ['screenshot'] }, 'screenshot'],
    [{ formats: [{ type: 'screenshot', fullPage: true }] }, 'screenshot'],
    [{ waitFor: 100 }, 'waitFor'],
    [{ location: { country: 'US' } }, 'location'],
    [{ mobile: true }, 'mobile'],
  ])('%j -> PARSE_UNSUPPORTED_OPTIONS', async (options, word) => {
    const { status, body } = await send(form('a.html', 'x', options));
    expect(status).toBe(400);
    expect(body.code).toBe('PARSE_UNSUPPORTED_OPTIONS');
    expect(body.error).toContain(word);
  });
});
