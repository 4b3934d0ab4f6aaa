// @vitest-environment jsdom
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readHtml, sniffCharset } from '@/lib/engines/local/parse/readers/web/html';
import { HTML_TITLE, articleHtml, makeHtml, makeLatin1Html, makeXhtml } from '../../../../support/documents/html';
import { readAndFinish } from './read-helpers';
import type { LocalParseOptions } from '@/lib/engines/local/parse/parse-types';

// A saved page's own <base href> resolves its links although the file name is no URL.
const BASE = 'https://coast.example';
const TIDE_GUIDE_LINK = /\[tide guide\]\(https:\/\/coast\.example\/guides\/tides\)/;

const read = (bytes: Uint8Array, options: Partial<LocalParseOptions> = {}, name = 'tide-pools.html') =>
  readAndFinish(readHtml, bytes, name, 'text/html', options);

describe('readHtml', () => {
  it('keeps the whole page when onlyMainContent is false', async () => {
    const { data, reading } = await read(makeHtml());
    expect(reading.htmlInput).toBe(true);
    expect(data.markdown).toContain('# Life in a tide pool');
    expect(data.markdown).toContain('About us');
    expect(data.markdown).toContain('All rights reserved');
    expect(data.markdown).not.toContain('window.tracker');
    expect(data.metadata).toMatchObject({
      title: HTML_TITLE,
      description: 'What lives in a tide pool.',
      language: 'en',
      sourceURL: 'tide-pools.html',
    });
    expect(data.metadata?.pageType).toEqual(expect.any(String)); // a saved web page keeps its type
    expect(data.links?.filter((link) => link === `${BASE}/guides/tides`)).toHaveLength(1);
    expect(data.images).toEqual([`${BASE}/img/pool.jpg`]);
    expect(data.rawHtml).toBe(articleHtml());
  });

  it('drops nav and footer with onlyMainContent', async () => {
    const { data } = await read(makeHtml(), { onlyMainContent: true });
    if (process.env.PRINT_SAMPLES) console.log(data.markdown);
    expect(data.markdown).toContain('# Life in a tide pool');
    expect(data.markdown).toContain('Anemones, crabs and small fish');
    expect(data.markdown).toMatch(TIDE_GUIDE_LINK);
    expect(data.markdown).not.toContain('About us');
    expect(data.markdown).not.toContain('All rights reserved');
  });

  it('honours includeTags and excludeTags', async () => {
    const included = await read(makeHtml(), { includeTags: ['ul'] });
    expect(included.data.markdown).toContain('Hermit crabs');
    expect(included.data.markdown).toContain('About us');
    expect(included.data.markdown).not.toContain('Anemones, crabs and small fish');
    const excluded = await read(makeHtml(), { excludeTags: ['footer', 'nav', 'h2'] });
    expect(excluded.data.markdown).toContain('Anemones, crabs and small fish');
    expect(excluded.data.markdown).not.toContain('All rights reserved');
    expect(excluded.data.markdown).not.toContain('About us');
    expect(excluded.data.markdown).not.toContain('What to look for');
  });

  it('reads XHTML as XML, with the same result', async () => {
    const { data, reading } = await read(makeXhtml(), { onlyMainContent: true }, 'tide-pools.xhtml');
    expect(reading.doc.contentType).toBe('application/xhtml+xml');
    expect(data.metadata?.title).toBe(HTML_TITLE);
    expect(data.markdown).toContain('# Life in a tide pool');
    expect(data.markdown).toMatch(TIDE_GUIDE_LINK);
    expect(data.markdown).not.toContain('About us');
  });

  it('falls back to the HTML parser for XHTML that is not well-formed', async () => {
    const { data, reading } = await read(
      strToU8('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Open<br>tag & more</p></body></html>'),
      {},
      'broken.xhtml',
    );
    expect(reading.doc.contentType).toBe('text/html');
    expect(data.markdown).toContain('tag & more');
  });

  it('decodes by byte order mark, then by the declared charset', async () => {
    expect(sniffCharset(makeLatin1Html())).toBe('windows-1252');
    expect((await read(makeLatin1Html())).data.markdown).toContain('Marina Shöre');
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('<p>Grüße</p>').flatMap((ch) => [ch.charCodeAt(0), 0])]);
    expect((await read(utf16)).data.markdown).toContain('Grüße');
    const bomUtf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('<p>Olá</p>')]);
    const { data } = await read(bomUtf8);
    expect(data.markdown?.trim()).toBe('Olá');
  });
});
