// @vitest-environment jsdom
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readCsv } from '@/lib/engines/local/parse/readers/spreadsheet/csv';
import { makeCsv, makeSemicolonCsv, makeUtf16Csv } from '../../../../support/documents/csv';
import { failure, readAndFinish } from './read-helpers';

const read = (bytes: Uint8Array, name = 'people.csv') => readAndFinish(readCsv, bytes, name, 'text/csv');

const EXPECTED = [
  '## people.csv',
  '',
  '| Name | City | Note | Amount |',
  '| --- | --- | --- | --- |',
  '| Alice | Paris, France | likes "quotes" | 1.5 |',
  '| Bob | Berlin | first line<br>second line | 2 |',
  '| Carol | Rome |  |  |',
].join('\n');

describe('readCsv', () => {
  it('reads quoted commas, quotes and newlines, with the first row as header and short rows padded', async () => {
    const { data, reading } = await read(makeCsv());
    if (process.env.PRINT_SAMPLES) console.log(data.markdown);
    expect(data.markdown?.trim()).toBe(EXPECTED);
    expect(reading.sections).toBe(1);
    expect(data.warning).toBeUndefined();
    // A table is no web page: no page type guessed for it ("service").
    expect(data.metadata).not.toHaveProperty('pageType');
  });

  it('detects semicolons and drops the UTF-8 byte order mark', async () => {
    const { data } = await read(makeSemicolonCsv());
    expect(data.markdown).toContain('| Name | City | Note | Amount |');
    expect(data.markdown).toContain('| Alice | Paris, France | likes "quotes" | 1,5 |');
  });

  it('reads UTF-16 (either byte order) and tab- or pipe-separated text', async () => {
    for (const littleEndian of [true, false]) {
      const { data } = await read(makeUtf16Csv(littleEndian), 'prices.csv');
      expect(data.markdown).toContain('| Ville | Prix |\n| --- | --- |\n| Zürich | 3 |');
    }
    const { data } = await read(strToU8('a|b\n1|2\n'), 'pipes.csv');
    expect(data.markdown).toContain('| a | b |\n| --- | --- |\n| 1 | 2 |');
  });

  it('reads Windows-1252 text that is not UTF-8, and says so', async () => {
    const { data } = await read(
      new Uint8Array([...strToU8('Stadt,Preis\nK'), 0xf6, ...strToU8('ln,3\n')]),
      'latin.csv',
    );
    expect(data.markdown).toContain('| Köln | 3 |');
    expect(data.warning).toMatch(/not UTF-8 text, so it was read as Windows-1252/);
  });

  it('warns about an unclosed quote', async () => {
    const { data } = await read(strToU8('a,b\n1,"never closed\n2,3\n'));
    expect(data.warning).toMatch(/quoted fields are not closed properly \(first at row 2\)/);
  });

  it('refuses a file of blank space in plain words', async () => {
    expect(await failure(read(strToU8('  \r\n\t\n  '), 'blank.csv'))).toMatch(/blank\.csv holds only blank space/);
  });
});
