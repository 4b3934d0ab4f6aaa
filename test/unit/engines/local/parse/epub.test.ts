// @vitest-environment jsdom
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readEpub } from '@/lib/engines/local/parse/readers/ebook/epub';
import {
  EPUB_AUTHOR,
  EPUB_TITLE,
  chapterXhtml,
  defaultChapters,
  makeDrmEpub,
  makeEpub,
  makeFontObfuscatedEpub,
} from '../../../../support/documents/epub';
import { failure, readAndFinish } from './read-helpers';
import type { LocalParseOptions } from '@/lib/engines/local/parse/parse-types';

const read = (bytes: Uint8Array, options: Partial<LocalParseOptions> = {}, name = 'harbour.epub') =>
  readAndFinish(readEpub, bytes, name, 'application/epub+zip', options);

describe('readEpub', () => {
  it('gives the chapters in spine order, one section each, with the book metadata', async () => {
    const { data, reading, progress } = await read(makeEpub());
    const markdown = data.markdown ?? '';
    if (process.env.PRINT_SAMPLES) console.log(markdown);
    expect(markdown.match(/^# .*$/gm)).toEqual([
      '# Chapter 1: The Harbour',
      '# Chapter 2: The Storm',
      '# Chapter 3: Home',
    ]);
    expect(markdown).toContain('The boats lay still in the *grey* water.');
    expect(markdown).toContain('- Sails down\n- Nets in');
    expect(markdown).not.toContain('alert(1)');
    expect(markdown).not.toContain('margin');
    // The nav document is not in the spine, so its table of contents is not repeated.
    expect(markdown).not.toContain('Contents');
    expect(reading.doc.querySelectorAll('body > section')).toHaveLength(3);
    expect(reading.sections).toBe(3);
    expect(data.metadata).toMatchObject({
      title: EPUB_TITLE,
      author: EPUB_AUTHOR,
      language: 'en',
      description: 'A short sea story.',
      subject: 'Fiction, Sea stories',
      modifiedAt: '2024-01-01T00:00:00Z',
    });
    expect(progress.map((p) => p.message)).toContain('Reading chapter 3 of 3…');
    // Links between chapters are left as written.
    expect(markdown).toContain('[the start](chapter-1.xhtml#start)');
  });

  it('makes the same fixture bytes every time', () => {
    expect(makeEpub()).toEqual(makeEpub());
  });

  it('inlines the book images as data: URIs, and drops them with removeBase64Images', async () => {
    const { data } = await read(makeEpub());
    expect(data.images).toHaveLength(1);
    expect(data.images?.[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(data.markdown).toMatch(/!\[The harbour at dawn\]\(data:image\/png;base64,/);
    const removed = await read(makeEpub(), { removeBase64Images: true });
    expect(removed.data.images).toEqual([]);
    expect(removed.data.markdown).toContain('![The harbour at dawn](<Base64-Image-Removed>)');
  });

  it('reads a chapter that is not well-formed XHTML as HTML', async () => {
    const [third, first, second] = defaultChapters;
    if (!third || !first || !second) throw new Error('fixture has three chapters');
    const broken = { ...first, body: '<p>Unclosed <b>bold<br>and & a bare ampersand</p>' };
    const chapters = [third, broken, second];
    expect(chapterXhtml(broken)).toContain('<br>');
    const { data } = await read(makeEpub({ chapters }));
    expect(data.markdown).toContain('# Chapter 1: The Harbour');
    expect(data.markdown).toMatch(/Unclosed \*\*bold/);
    expect(data.markdown).toContain('a bare ampersand');
  });

  it('reads a book whose only encrypted part is an obfuscated font', async () => {
    const { data } = await read(makeFontObfuscatedEpub());
    expect(data.markdown).toContain('# Chapter 3: Home');
  });

  it('says in plain words why a bad file cannot be read', async () => {
    expect(await failure(read(makeDrmEpub(), {}, 'locked.epub'))).toMatch(/locked\.epub is a DRM-protected book/);
    const good = makeEpub();
    expect(await failure(read(good.slice(0, 300), {}, 'cut.epub'))).toMatch(/cut\.epub .*damaged or cut short/);
    expect(await failure(read(makeEpub({ mimetype: 'application/zip' }), {}, 'odd.epub'))).toMatch(
      /odd\.epub is a zip file but not an EPUB book \(its type is application\/zip\)/,
    );
    expect(await failure(read(zipSync({ 'readme.txt': strToU8('hi') }), {}, 'plain.epub'))).toMatch(
      /not an EPUB book \(it has no mimetype entry\)/,
    );
    expect(await failure(read(strToU8('<html><body>Not a book</body></html>'), {}, 'page.epub'))).toMatch(
      /page\.epub is not an EPUB book \(a \.epub file is a zip archive/,
    );
    const noContainer = zipSync({ mimetype: strToU8('application/epub+zip') });
    expect(await failure(read(noContainer, {}, 'empty.epub'))).toMatch(/META-INF\/container\.xml is missing/);
  });
});
