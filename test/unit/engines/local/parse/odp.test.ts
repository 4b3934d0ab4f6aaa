// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readOdp } from '@/lib/engines/local/parse/readers/presentation/odp';
import { ODP_META, ODT_MIME, makeOdp, makeOdt } from '../../../../support/documents/odf';
import { PNG_BASE64 } from '../../../../support/documents/sample-image';
import { failure, readAndFinish } from './read-helpers';

const read = (bytes: Uint8Array, name = 'trip.odp') =>
  readAndFinish(readOdp, bytes, name, 'application/vnd.oasis.opendocument.presentation');

describe('readOdp', () => {
  it('gives one titled section per page, in order, with lists, tables, pictures and notes', async () => {
    const { data, reading, progress } = await read(makeOdp());
    const markdown = data.markdown ?? '';
    if (process.env.PRINT_SAMPLES) console.log(markdown);
    expect(markdown.match(/^## .*$/gm)).toEqual([
      '## Slide 1: Field trip',
      '## Slide 2: Plan',
      '## Slide 3: Budget',
      '## Slide 4',
    ]);
    expect(markdown).toContain('## Slide 1: Field trip\n\nLyme Regis, 1823');
    // The shape written first sits at the bottom of the page, so it comes after the list.
    expect(markdown).toContain(
      '- Walk the beach\n  - Low tide only\n- Dig\n\nBring boots\n\nNotes: Check the tide tables.',
    );
    expect(markdown).toContain('| Item | Cost |\n| --- | --- |\n| Hammer | 3 |');
    expect(markdown).toContain('1. Pack\n2. Travel');
    expect(data.images).toEqual([`data:image/png;base64,${PNG_BASE64}`]);
    expect(data.metadata).toMatchObject({ title: ODP_META.title, author: ODP_META.initialCreator });
    expect(reading.sections).toBe(4);
    expect(reading.warnings).toEqual(['The chart on slide 4 was left out.']);
    expect(progress.map((p) => p.message)).toContain('Reading slide 2 of 4…');
  });

  it('says plainly when the file is not an OpenDocument presentation', async () => {
    expect(await failure(read(makeOdt()))).toMatch(
      `trip.odp is an OpenDocument file of another kind (${ODT_MIME}), not an OpenDocument presentation.`,
    );
    const bytes = makeOdp();
    expect(await failure(read(bytes.slice(0, bytes.length >> 1)))).toMatch(
      /trip\.odp looks like an OpenDocument presentation but its zip container is damaged or cut short/,
    );
  });
});
