// @vitest-environment jsdom
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '@/lib/engines/local/parse/readers/spreadsheet/xlsx';
import { XLSX_CREATOR, XLSX_TITLE, makeXlsx } from '../../../../support/documents/xlsx';
import { failure, readAndFinish } from './read-helpers';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const read = (bytes: Uint8Array, name = 'roster.xlsx') => readAndFinish(readXlsx, bytes, name, XLSX_TYPE);

describe('readXlsx', () => {
  it('gives one heading and table per sheet, in workbook order, with values as Excel shows them', async () => {
    const { data, reading, progress } = await read(await makeXlsx());
    const markdown = data.markdown ?? '';
    if (process.env.PRINT_SAMPLES) console.log(markdown);
    expect(markdown.match(/^## .*$/gm)).toEqual(['## People', '## Totals', '## Notes']);
    expect(markdown).toContain('| Name | Age | Joined | Active | Last seen |');
    expect(markdown).toContain('| Alice | 34 | 2021-03-15 | TRUE | 2024-05-01 14:30 |');
    expect(markdown).toContain('| Bob, Jr. | 27.5 | 2019-11-01 | FALSE | 2024-05-02 09:05:07 |');
    expect(markdown).toContain('| Carol \\| "C" | 0.3 |  | TRUE |  |');
    // The blank first row is trimmed; the formula gives its cached result.
    expect(markdown).toContain('| Item | Amount |');
    expect(markdown).toContain('| Total | 1545.25 |');
    expect(markdown).toContain('Sheet Notes is empty.');
    expect(reading.sections).toBe(3);
    expect(data.metadata).toMatchObject({
      title: XLSX_TITLE,
      author: XLSX_CREATOR,
      sourceURL: 'roster.xlsx',
      contentType: XLSX_TYPE,
    });
    expect(progress.map((p) => p.message)).toContain('Reading sheet 2 of 3…');
  });

  it('makes the same fixture bytes every time', async () => {
    expect(await makeXlsx()).toEqual(await makeXlsx());
  });

  it('stops between sheets when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const context = {
      name: 'a.xlsx',
      options: { formats: new Set(['markdown']), onlyMainContent: false, removeBase64Images: false },
      signal: controller.signal,
      report: () => {},
    };
    await expect(readXlsx(await makeXlsx(), context)).rejects.toThrow();
  });

  it('says in plain words why a bad file cannot be read', async () => {
    const good = await makeXlsx();
    expect(await failure(read(good.slice(0, good.length / 2), 'cut.xlsx'))).toMatch(/cut\.xlsx .*damaged or cut short/);
    expect(await failure(read(strToU8('Name,Age\nAlice,34\n'), 'text.xlsx'))).toMatch(
      /text\.xlsx is not an Excel workbook \(a \.xlsx file is a zip archive, and this is not one\)/,
    );
    const otherZip = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    expect(await failure(read(otherZip, 'word.xlsx'))).toMatch(
      /word\.xlsx is a zip file but not an Excel workbook \(it has no xl\/workbook\.xml\)/,
    );
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await failure(read(ole, 'old.xlsx'))).toMatch(
      /old\.xlsx is either password-protected or an old Excel 97-2003 \(\.xls\) file/,
    );
  });
});
