// @vitest-environment jsdom
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx } from '@/lib/engines/local/parse/readers/word/docx';
import { DOCX_CREATOR, DOCX_LINK, DOCX_TITLE, makeDocx } from '../../../../support/documents/docx';
import { failure, readAndFinish, readContext } from './read-helpers';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);
const read = (bytes: Uint8Array, name = 'report.docx') => readAndFinish(readDocx, bytes, name, DOCX_TYPE);

describe('readDocx', () => {
  it('turns headings, emphasis, lists, tables and links into markdown', async () => {
    const { data, reading } = await read(await makeDocx());
    const markdown = data.markdown ?? '';
    if (process.env.PRINT_SAMPLES) console.log(markdown);
    expect(markdown.match(/^#+ .*$/gm)).toEqual([`# ${DOCX_TITLE}`, '## Highlights', '## Next steps', '### Figures']);
    expect(markdown).toContain('Sales were **strong** and costs were *flat*.');
    expect(markdown).toContain('- Revenue grew\n  - Mostly in Europe\n- Costs fell');
    expect(markdown).toContain('1. Plan the launch\n2. Hire two engineers');
    expect(markdown).toContain('| Region | Revenue |\n| --- | --- |\n| Europe | 120 |\n| Asia | 80 |');
    // A table whose header row is not marked gets its first row as the header, not an empty one.
    expect(markdown).toContain('| Team | Lead |\n| --- | --- |\n| Sales | Ines |\n| Support | Bo |');
    expect(markdown).not.toMatch(/^\| +\| +\|$/m);
    expect(markdown).toContain(`Read the [full report](${DOCX_LINK}).`);
    expect(data.links).toContain(DOCX_LINK);
    expect(data.html).toContain('<h1>');
    expect(data.metadata).toMatchObject({
      title: DOCX_TITLE,
      author: DOCX_CREATOR,
      sourceURL: 'report.docx',
      contentType: DOCX_TYPE,
    });
    expect(reading.htmlInput).toBe(false);
    expect(reading.warnings).toBeUndefined();
  });

  it('reads a big document whole', async () => {
    const { data } = await read(await makeDocx({ sections: 20 }));
    expect(data.markdown?.match(/^## Highlights$/gm)).toHaveLength(20);
    expect(data.markdown).toContain(`# ${DOCX_TITLE} 20`);
  });

  it('makes the same fixture bytes every time', async () => {
    expect(sameBytes(await makeDocx({ sections: 2 }), await makeDocx({ sections: 2 }))).toBe(true);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const context = { ...readContext('report.docx'), signal: controller.signal };
    await expect(readDocx(await makeDocx(), context)).rejects.toThrow();
  });

  it('says plainly when the file is not a Word document', async () => {
    const notWord = zipSync({ 'hello.txt': strToU8('hello') });
    expect(await failure(read(notWord))).toMatch(
      /report\.docx is a zip file but not a Word document \(it has no word\/document\.xml\)/,
    );
    expect(await failure(read(strToU8('just some text')))).toMatch(/report\.docx is not a Word document .*zip archive/);
    const bytes = await makeDocx();
    expect(await failure(read(bytes.slice(0, bytes.length >> 1)))).toMatch(
      /report\.docx looks like a Word document but its zip container is damaged or cut short/,
    );
    expect(await failure(read(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))).toMatch(
      /password-protected or an old Word 97-2003 \(\.doc\) file/,
    );
  });
});
