import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { frontMatter, pageSummary } from '@/lib/export/front-matter';
import { markdownImages, rewriteImages } from '@/lib/export/page-images';
import { fileBaseFrom, uniqueNames } from '@/lib/export/file-name';
import { oneDocument } from '@/lib/export/one-document';
import { pagesZip, type ExportPage } from '@/lib/export/pages-zip';

describe('file names', () => {
  it('keep the title, drop what file systems refuse, and number collisions without case', () => {
    expect(fileBaseFrom(['A/B: "C" <d>?', 'https://e.com/x'], 'page')).toBe('A B C d');
    expect(fileBaseFrom(['  ', 'https://e.com/docs/start/'], 'page')).toBe('e.com-docs-start');
    expect(fileBaseFrom(['x'.repeat(300), 'https://e.com'], 'page').length).toBe(120);
    expect(fileBaseFrom(['nul', 'https://e.com'], 'page')).toBe('nul_');
    expect(fileBaseFrom(['???', '//'], 'page')).toBe('page');
    const name = uniqueNames();
    expect([name('Page', 'md'), name('page', 'md'), name('Page', 'md'), name('Other', 'md')]).toEqual([
      'Page.md',
      'page (2).md',
      'Page (3).md',
      'Other.md',
    ]);
  });
});

describe('front matter', () => {
  it('is YAML with the page facts that exist, quoted so any title survives', () => {
    const facts = pageSummary(
      {
        metadata: {
          title: 'He said: "yes" — #1',
          description: ['first', 'second'],
          'article:author': 'Ann',
          'article:published_time': '2026-01-02',
          sourceURL: 'https://e.com/a',
        },
      },
      'https://fallback',
      Date.UTC(2026, 10, 24),
    );
    expect(frontMatter(facts)).toBe(
      '---\nurl: "https://e.com/a"\ntitle: "He said: \\"yes\\" — #1"\ndescription: "first"\nauthor: "Ann"\npublished: "2026-01-02"\nscraped_at: "2026-11-24T00:00:00.000Z"\n---\n\n',
    );
    expect(frontMatter(pageSummary(undefined, 'https://e.com/b', 0))).toBe(
      '---\nurl: "https://e.com/b"\nscraped_at: "1970-01-01T00:00:00.000Z"\n---\n\n',
    );
  });
});

describe('images in markdown', () => {
  it('finds http(s) images once and rewrites only those saved', () => {
    const md =
      '![a](https://e.com/a.png) ![b](<https://e.com/b.jpg> "B") ![a](https://e.com/a.png) ![d](data:image/png;base64,xx)';
    expect(markdownImages(md)).toEqual(['https://e.com/a.png', 'https://e.com/b.jpg']);
    expect(rewriteImages(md, new Map([['https://e.com/b.jpg', 'images/1-b.jpg']]))).toBe(
      '![a](https://e.com/a.png) ![b](<images/1-b.jpg> "B") ![a](https://e.com/a.png) ![d](data:image/png;base64,xx)',
    );
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
function fakeFetch(): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/big.png'))
      return new Response(new Uint8Array(2000), { headers: { 'content-type': 'image/png' } });
    if (url.endsWith('/page.html')) return new Response('<html>', { headers: { 'content-type': 'text/html' } });
    if (url.endsWith('/gone.png')) return new Response('no', { status: 404 });
    return new Response(PNG, { headers: { 'content-type': 'image/png' } });
  }) as typeof fetch;
}

describe('the ZIP', () => {
  const pages: ExportPage[] = [
    {
      url: 'https://e.com/1',
      finishedAt: 0,
      result: {
        markdown: '# One\n\n![p](https://img.e.com/photo.png) ![big](https://img.e.com/big.png)',
        metadata: { title: 'Same' },
      },
    },
    {
      url: 'https://e.com/2',
      finishedAt: 0,
      result: {
        markdown:
          '# Two\n\n![p](https://img.e.com/photo.png) ![x](https://img.e.com/page.html) ![g](https://img.e.com/gone.png)',
        metadata: { title: 'Same' },
      },
    },
    { url: 'https://e.com/3', error: 'The site answered 500.' },
  ];
  const iterate = () =>
    (async function* () {
      yield* pages;
    })();

  it('has one .md per page named after its title, front matter, results.jsonl, and images within their caps', async () => {
    const made = await pagesZip(iterate, 3, {
      images: true,
      fetcher: fakeFetch(),
      limits: { perImageBytes: 1000, totalBytes: 10_000 },
    });
    const files = unzipSync(new Uint8Array(await made.blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'Same (2).md',
      'Same.md',
      'images-not-saved.txt',
      'images/1-photo.png',
      'results.jsonl',
    ]);
    const first = strFromU8(files['Same.md']!);
    expect(first).toMatch(/^---\nurl: "https:\/\/e.com\/1"\ntitle: "Same"\n/);
    expect(first).toContain('![p](<images/1-photo.png>)');
    expect(first).toContain('![big](https://img.e.com/big.png)'); // over the per-image cap: left as a link
    expect(strFromU8(files['Same (2).md']!)).toContain('![p](<images/1-photo.png>)'); // fetched once
    expect(files['images/1-photo.png']).toEqual(PNG);
    const lines = strFromU8(files['results.jsonl']!)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([
      { url: 'https://e.com/1', success: true, data: pages[0]!.result },
      { url: 'https://e.com/2', success: true, data: pages[1]!.result },
      { url: 'https://e.com/3', success: false, error: 'The site answered 500.' },
    ]);
    expect(made.imageFailures.map((f) => [f.image.split('/').pop(), f.reason])).toEqual([
      ['big.png', 'it is larger than 1,000 B'],
      ['page.html', 'it is not an image (text/html)'],
      ['gone.png', 'the site answered 404'],
    ]);
  });

  it('one markdown document has every page in order under its title', async () => {
    const text = await (await oneDocument(iterate())).text();
    expect(text).toBe(
      '# Same\n\n<https://e.com/1>\n\n## One\n\n![p](https://img.e.com/photo.png) ![big](https://img.e.com/big.png)\n\n# Same\n\n<https://e.com/2>\n\n## Two\n\n![p](https://img.e.com/photo.png) ![x](https://img.e.com/page.html) ![g](https://img.e.com/gone.png)\n\n',
    );
  });
});

describe('a page that answered an HTTP error', () => {
  const answer = {
    markdown: '# Not found\n\nThere is no such page.',
    metadata: { title: 'Not found', statusCode: 404 },
  };
  const pages: ExportPage[] = [
    { url: 'https://e.com/ok', title: 'Ok', finishedAt: 0, result: { markdown: 'Fine.', metadata: { title: 'Ok' } } },
    { url: 'https://e.com/gone', title: 'Not found', error: 'Not found (404)', errorAnswer: answer },
  ];
  const iterate = () =>
    (async function* () {
      yield* pages;
    })();

  it('has no .md, and its results.jsonl line is marked failed with the service-shaped answer', async () => {
    const made = await pagesZip(iterate, 2, { images: false });
    const files = unzipSync(new Uint8Array(await made.blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Ok.md', 'results.jsonl']);
    const lines = strFromU8(files['results.jsonl']!)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[1]).toEqual({ url: 'https://e.com/gone', success: false, error: 'Not found (404)', data: answer });
  });

  it('stays out of the one-document export', async () => {
    const text = await (await oneDocument(iterate())).text();
    expect(text).toContain('Fine.');
    expect(text).not.toContain('There is no such page');
  });
});

describe('page facts in the export', () => {
  it('keeps product, menu, branding and images whole in results.jsonl; a page with no markdown still gets its .md', async () => {
    const result = {
      metadata: { title: 'Lamp', sourceURL: 'https://e.com/lamp' },
      product: { title: 'Lamp', variants: [{ sku: 'L1', price: { amount: 24.5, currency: 'USD' } }] },
      menu: {},
      branding: { colorScheme: 'dark', colors: { background: '#0f172a' } },
      images: ['https://e.com/lamp.jpg'],
    };
    async function* iterate() {
      yield { url: 'https://e.com/lamp', result };
    }
    const made = await pagesZip(iterate, 1, { images: false });
    const files = unzipSync(new Uint8Array(await made.blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['Lamp.md', 'results.jsonl']);
    expect(JSON.parse(strFromU8(files['results.jsonl']!))).toEqual({
      url: 'https://e.com/lamp',
      success: true,
      data: result,
    });
    expect(strFromU8(files['Lamp.md']!)).toMatch(/^---\nurl: "https:\/\/e.com\/lamp"\ntitle: "Lamp"\n/);
  });
});
