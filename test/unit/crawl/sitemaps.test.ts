import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { FetchBytes } from '@/lib/engines/local/document/fetch-bytes';
import { parseSitemap } from '@/lib/crawl/sitemap-text';
import { readSitemaps, sitemapCandidates, SITEMAP_MAX_BYTES, type SitemapOptions } from '@/lib/crawl/sitemaps';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A site's files by address; anything else answers 404. */
function site(files: Record<string, string | Uint8Array>) {
  const fetched: string[] = [];
  const fetchBytes: FetchBytes = async (url) => {
    fetched.push(url);
    const file = files[url];
    if (file === undefined) return { status: 404, bytes: new Uint8Array(0), truncated: false };
    return { status: 200, bytes: typeof file === 'string' ? bytes(file) : file, truncated: false };
  };
  return { fetchBytes, fetched };
}

async function read(urls: string[], fetchBytes: FetchBytes, options: Partial<SitemapOptions> = {}) {
  const skipped: [string, string][] = [];
  const entries = [];
  for await (const entry of readSitemaps(urls, fetchBytes, {
    limit: 1000,
    onSkip: (url, why) => skipped.push([url, why]),
    ...options,
  }))
    entries.push(entry);
  return { entries, skipped };
}

const urlset = (...locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((loc) => `<url><loc>${loc}</loc></url>`)
    .join('')}</urlset>`;

describe('parseSitemap', () => {
  it('reads a urlset with lastmod, entities, CDATA, comments and white space', () => {
    const text = `\uFEFF<?xml version="1.0"?>
<!-- generated -->
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url>
    <loc>
      https://e.com/a?x=1&amp;y=2
    </loc>
    <lastmod>2026-01-02</lastmod>
    <image:image><image:loc>https://e.com/photo.jpg</image:loc></image:image>
  </url>
  <url><loc><![CDATA[https://e.com/b?q=<1>&z]]></loc></url>
  <url><!-- <loc>https://e.com/commented</loc> --><loc>https://e.com/caf&#233;&#x2F;x</loc><lastmod/></url>
  <url><lastmod>2026-01-03</lastmod></url>
</urlset>`;
    expect(parseSitemap(text)).toEqual({
      urls: [
        { url: 'https://e.com/a?x=1&y=2', lastmod: '2026-01-02' },
        { url: 'https://e.com/b?q=<1>&z' },
        { url: 'https://e.com/café/x' },
      ],
      sitemaps: [],
    });
  });

  it('reads elements under the root’s own prefix', () => {
    const text = `<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url ><sm:loc>https://e.com/p</sm:loc><sm:lastmod>2026-02-03T04:05:06Z</sm:lastmod></sm:url><url><loc>https://e.com/foreign</loc></url></sm:urlset>`;
    expect(parseSitemap(text)).toEqual({
      urls: [{ url: 'https://e.com/p', lastmod: '2026-02-03T04:05:06Z' }],
      sitemaps: [],
    });
  });

  it('reads a sitemap index', () => {
    const text = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://e.com/s1.xml</loc><lastmod>2026-01-01</lastmod></sitemap><sitemap>
      <loc>https://e.com/s2.xml.gz</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(text)).toEqual({ urls: [], sitemaps: ['https://e.com/s1.xml', 'https://e.com/s2.xml.gz'] });
  });

  it('reads a plain-text sitemap, one address per line', () => {
    expect(parseSitemap('https://e.com/a\r\n\r\n  https://e.com/b  \nnot an address\nftp://e.com/c\n')).toEqual({
      urls: [{ url: 'https://e.com/a' }, { url: 'https://e.com/b' }],
      sitemaps: [],
    });
  });

  it('says what is not a sitemap', () => {
    expect(parseSitemap('<!doctype html><html><body>Not found</body></html>')).toBeUndefined();
    expect(parseSitemap('<rss><channel></channel></rss>')).toBeUndefined();
    expect(parseSitemap('Not found')).toBeUndefined();
    expect(parseSitemap('')).toBeUndefined();
  });
});

describe('readSitemaps', () => {
  it('recurses into an index, reads a gzipped child by its bytes, and reads each file once', async () => {
    const { fetchBytes, fetched } = site({
      'https://e.com/sitemap_index.xml': `<sitemapindex><sitemap><loc>https://e.com/pages.xml</loc></sitemap><sitemap><loc>https://e.com/news</loc></sitemap><sitemap><loc>https://e.com/pages.xml#again</loc></sitemap><sitemap><loc>https://e.com/sitemap_index.xml</loc></sitemap></sitemapindex>`,
      'https://e.com/pages.xml': urlset('https://e.com/a', 'https://e.com/b'),
      // Gzipped, under a name that does not say so.
      'https://e.com/news': gzipSync(bytes(urlset('https://e.com/n1'))),
    });
    const { entries, skipped } = await read(['https://e.com/sitemap_index.xml', 'https://e.com/pages.xml'], fetchBytes);
    expect(entries.map((e) => e.url)).toEqual(['https://e.com/a', 'https://e.com/b', 'https://e.com/n1']);
    expect(fetched).toEqual(['https://e.com/sitemap_index.xml', 'https://e.com/pages.xml', 'https://e.com/news']);
    expect(skipped).toEqual([]);
  });

  it('stops at the limit of addresses and of files, and says which file was left', async () => {
    const files: Record<string, string> = {
      'https://e.com/index.xml': `<sitemapindex>${[1, 2, 3].map((n) => `<sitemap><loc>https://e.com/s${n}.xml</loc></sitemap>`).join('')}</sitemapindex>`,
    };
    for (const n of [1, 2, 3]) files[`https://e.com/s${n}.xml`] = urlset(`https://e.com/${n}a`, `https://e.com/${n}b`);
    const limited = await read(['https://e.com/index.xml'], site(files).fetchBytes, { limit: 3 });
    expect(limited.entries.map((e) => e.url)).toEqual(['https://e.com/1a', 'https://e.com/1b', 'https://e.com/2a']);
    const few = await read(['https://e.com/index.xml'], site(files).fetchBytes, { maxFiles: 3 });
    expect(few.entries).toHaveLength(4);
    expect(few.skipped).toEqual([['https://e.com/s3.xml', 'Not read: a crawl reads at most 3 sitemap files.']]);
  });

  it('follows an index only to sitemaps of its own host', async () => {
    const { fetchBytes, fetched } = site({
      'https://e.com/index.xml': `<sitemapindex><sitemap><loc>https://elsewhere.org/s.xml</loc></sitemap><sitemap><loc>javascript:alert(1)</loc></sitemap></sitemapindex>`,
    });
    await read(['https://e.com/index.xml'], fetchBytes);
    expect(fetched).toEqual(['https://e.com/index.xml']);
  });

  it('skips, with the reason, a missing file, a page that is not a sitemap, damaged gzip, and too large a file', async () => {
    const { fetchBytes } = site({
      'https://e.com/html.xml': '<html><body>Oops</body></html>',
      'https://e.com/bad.gz': new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]),
      'https://e.com/ok.xml': urlset('https://e.com/ok', 'mailto:x@e.com'),
    });
    const big: FetchBytes = async (url, options) =>
      url.endsWith('big.xml') ? { status: 200, bytes: new Uint8Array(0), truncated: true } : fetchBytes(url, options);
    const { entries, skipped } = await read(
      [
        'https://e.com/missing.xml',
        'https://e.com/html.xml',
        'https://e.com/bad.gz',
        'https://e.com/big.xml',
        'https://e.com/ok.xml',
      ],
      big,
    );
    expect(entries).toEqual([{ url: 'https://e.com/ok' }]);
    expect(skipped).toEqual([
      ['https://e.com/missing.xml', 'The server answered with status 404.'],
      ['https://e.com/html.xml', 'Not a sitemap: no <urlset>, no <sitemapindex> and no list of addresses.'],
      ['https://e.com/bad.gz', 'The gzipped file is damaged: it could not be unpacked.'],
      ['https://e.com/big.xml', 'Larger than 50 MB, the limit of a sitemap file.'],
    ]);
  });

  it('refuses a gzipped file that inflates past 50 MB', async () => {
    const bomb = gzipSync(new Uint8Array(SITEMAP_MAX_BYTES + 1024));
    const { fetchBytes } = site({ 'https://e.com/bomb.xml.gz': bomb });
    const { skipped } = await read(['https://e.com/bomb.xml.gz'], fetchBytes);
    expect(skipped).toEqual([['https://e.com/bomb.xml.gz', 'Larger than 50 MB, the limit of a sitemap file.']]);
  });

  it('asks for each file with the 50 MB limit and the signal, and passes an abort on', async () => {
    const controller = new AbortController();
    const fetchBytes = vi.fn<FetchBytes>(async () => {
      controller.abort(new Error('stopped'));
      throw new Error('stopped');
    });
    await expect(read(['https://e.com/s.xml'], fetchBytes, { signal: controller.signal })).rejects.toThrow('stopped');
    expect(fetchBytes).toHaveBeenCalledWith('https://e.com/s.xml', {
      maxBytes: SITEMAP_MAX_BYTES,
      signal: controller.signal,
    });
  });

  it('names a server that does not answer', async () => {
    const { skipped } = await read(['https://e.com/s.xml'], async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(skipped).toEqual([['https://e.com/s.xml', 'The server did not answer.']]);
  });
});

describe('sitemapCandidates', () => {
  it('takes robots.txt’s Sitemap lines, resolved and de-duplicated', () => {
    expect(
      sitemapCandidates('https://e.com', [' https://e.com/a.xml', '/b.xml', 'https://e.com/a.xml', 'ftp://e.com/c']),
    ).toEqual(['https://e.com/a.xml', 'https://e.com/b.xml']);
  });

  it('falls back to the usual places', () => {
    expect(sitemapCandidates('https://e.com', [])).toEqual([
      'https://e.com/sitemap.xml',
      'https://e.com/sitemap_index.xml',
    ]);
  });
});
