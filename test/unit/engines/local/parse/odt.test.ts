// @vitest-environment jsdom
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readOdt } from '@/lib/engines/local/parse/readers/opendocument/odt';
import { ODP_MIME, ODT_LINK, ODT_META, makeOdp, makeOdt } from '../../../../support/documents/odf';
import { PNG_BASE64 } from '../../../../support/documents/sample-image';
import { failure, readAndFinish, readContext } from './read-helpers';

const read = (bytes: Uint8Array, name = 'notes.odt') =>
  readAndFinish(readOdt, bytes, name, 'application/vnd.oasis.opendocument.text');

describe('readOdt', () => {
  it('turns headings, emphasis, lists, tables, links, pictures and footnotes into markdown', async () => {
    const { data, reading } = await read(makeOdt());
    const markdown = data.markdown ?? '';
    if (process.env.PRINT_SAMPLES) console.log(markdown);
    expect(markdown.match(/^#+ .*$/gm)).toEqual(['# Field notes', '## Finds', '## Plan', '### Counts']);
    expect(markdown).toContain('We found **three** fossils and *one* shell.');
    expect(markdown).toContain('- Ammonite\n- Ichthyosaur\n  - Jaw only\n- Belemnite');
    expect(markdown).toContain('1. Clean the finds\n2. Label them');
    // Repeated empty cells and rows out to the edge are not output.
    expect(markdown).toContain('| Find | Count |\n| --- | --- |\n| Ammonite | 2 |\n| Belemnite | 1 |\n\n');
    expect(markdown).toContain(`See the [museum list](${ODT_LINK}).`);
    expect(markdown).toMatch(/Counted twice\.$/);
    expect(data.links).toContain(ODT_LINK);
    expect(data.images).toEqual([`data:image/png;base64,${PNG_BASE64}`]);
    expect(data.metadata).toMatchObject({
      title: ODT_META.title,
      author: ODT_META.initialCreator,
      description: ODT_META.description,
      keywords: 'fossils, coast',
      language: 'en-GB',
      createdAt: '2024-01-02T03:04:05',
      modifiedAt: '2024-02-03T04:05:06',
    });
    expect(reading.warnings).toEqual(['A chart was left out.']);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readOdt(makeOdt(), { ...readContext('notes.odt'), signal: controller.signal })).rejects.toThrow();
  });

  it('says plainly when the file is not an OpenDocument text document', async () => {
    expect(await failure(read(makeOdp()))).toMatch(
      `notes.odt is an OpenDocument file of another kind (${ODP_MIME}), not an OpenDocument text document.`,
    );
    expect(await failure(read(zipSync({ 'a.txt': strToU8('a') })))).toMatch(
      /notes\.odt is a zip file but not an OpenDocument text document \(it has no mimetype entry\)/,
    );
    expect(await failure(read(strToU8('plain text')))).toMatch(
      /notes\.odt is not an OpenDocument text document .*zip archive/,
    );
    const bytes = makeOdt();
    expect(await failure(read(bytes.slice(0, bytes.length >> 1)))).toMatch(
      /notes\.odt looks like an OpenDocument text document but its zip container is damaged or cut short/,
    );
  });
});
