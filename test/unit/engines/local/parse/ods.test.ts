// @vitest-environment jsdom
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readOds } from '@/lib/engines/local/parse/readers/spreadsheet/ods';
import { MAX_COLUMNS, MAX_ROWS, readOdsTable } from '@/lib/engines/local/parse/readers/spreadsheet/ods-table';
import { parseXml } from '@/lib/engines/local/parse/xml-document';
import { ODS_AUTHOR, ODS_TITLE, cell, makeOds, odsContent, row } from '../../../../support/documents/ods';
import { failure, readAndFinish } from './read-helpers';

const ODS_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const read = (bytes: Uint8Array, name = 'budget.ods') => readAndFinish(readOds, bytes, name, ODS_TYPE);

describe('readOds', () => {
  it('gives one heading and table per sheet with the display text of each cell', async () => {
    const { data, reading, progress } = await read(makeOds());
    const markdown = data.markdown ?? '';
    if (process.env.PRINT_SAMPLES) console.log(markdown);
    expect(markdown.match(/^## .*$/gm)).toEqual(['## Budget', '## Empty', '## Notes']);
    expect(markdown).toContain('| Item | Amount | Share | Due | Paid |');
    expect(markdown).toContain('| Rent | €1,200.00 | 77.5% | 03/01/24 | TRUE |');
    expect(markdown).toContain('| Food | 345.25 | 22.5% | 03/15/24 18:30 | FALSE |');
    // Two empty rows inside the data stay; the covered cell keeps the columns aligned.
    expect(markdown).toContain('| FALSE |\n|  |  |  |  |  |\n|  |  |  |  |  |\n| Total (merged) |  | 1545.25 |  |  |');
    expect(markdown).toMatch(/\| two +spaces<br>second line \| same \|/);
    expect(markdown).toContain('Sheet Empty is empty.');
    // Leading empty columns are trimmed; a repeated row is written out each time.
    expect(markdown).toContain('| Note | By |\n| --- | --- |\n| Check the rent | Grace |\n| Check the rent | Grace |');
    expect(reading.sections).toBe(3);
    expect(reading.warnings).toBeUndefined();
    expect(data.metadata).toMatchObject({
      title: ODS_TITLE,
      author: ODS_AUTHOR,
      keywords: 'budget, home',
      language: 'en-GB',
      createdAt: '2024-01-02T03:04:05',
    });
    expect(progress.map((p) => p.message)).toContain('Reading sheet 3 of 3…');
  });

  it('makes the same fixture bytes every time', () => {
    expect(makeOds()).toEqual(makeOds());
  });

  it('caps what repeats of filled rows and cells can make, and says so', async () => {
    const wide = makeOds([
      {
        name: 'Wide',
        rows: [
          row([cell.text('h'), cell.text('x'), cell.empty(10)]),
          row([cell.text('a'), cell.float(1, '1')], 3),
          row([
            cell.text('b'),
            '<table:table-cell table:number-columns-repeated="5000" office:value-type="float" office:value="2"><text:p>2</text:p></table:table-cell>',
          ]),
        ],
      },
    ]);
    const { reading } = await read(wide);
    expect(reading.warnings?.[0]).toMatch(/Only the first 100,000 rows and 1,024 columns of Wide were read/);
    expect(reading.doc.querySelectorAll('tr')).toHaveLength(5);
    expect(reading.doc.querySelectorAll('tr')[4]?.children).toHaveLength(MAX_COLUMNS);
    // Rows are capped the same way (tested on the table reader: 100,000 DOM rows are slow in jsdom).
    const xml = parseXml(
      odsContent([
        { name: 'Long', rows: [row([cell.text('a'), cell.text('b')], 200_000), row([cell.empty(3)], 1_048_000)] },
      ]),
      'content.xml',
      'long.ods',
    );
    const table = xml.getElementsByTagNameNS('*', 'table')[0];
    if (!table) throw new Error('no table:table');
    const { rows, truncated } = readOdsTable(table);
    expect([rows.length, truncated]).toEqual([MAX_ROWS, true]);
  });

  it('says in plain words why a bad file cannot be read', async () => {
    const good = makeOds();
    expect(await failure(read(good.slice(0, 200), 'cut.ods'))).toMatch(/cut\.ods .*damaged or cut short/);
    expect(await failure(read(makeOds(undefined, 'application/vnd.oasis.opendocument.text'), 'text.ods'))).toMatch(
      /text\.ods is a zip file but not an OpenDocument spreadsheet \(its type is application\/vnd\.oasis\.opendocument\.text\)/,
    );
    expect(await failure(read(strToU8('a,b\n1,2\n'), 'table.ods'))).toMatch(
      /table\.ods is not an OpenDocument spreadsheet \(a \.ods file is a zip archive/,
    );
    expect(await failure(read(zipSync({ 'a.txt': strToU8('hi') }), 'other.ods'))).toMatch(/it has no mimetype entry/);
  });
});
