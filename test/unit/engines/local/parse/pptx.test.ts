// @vitest-environment jsdom
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readPptx } from '@/lib/engines/local/parse/readers/presentation/pptx';
import { PNG_BASE64 } from '../../../../support/documents/sample-image';
import {
  PPTX_AUTHOR,
  PPTX_IMAGE_ALT,
  PPTX_LINK,
  PPTX_NOTE,
  PPTX_TITLE,
  makePptx,
} from '../../../../support/documents/pptx';
import { failure, readAndFinish, readContext } from './read-helpers';

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);
const read = (bytes: Uint8Array, name = 'review.pptx', removeBase64Images = false) =>
  readAndFinish(readPptx, bytes, name, PPTX_TYPE, { removeBase64Images });

describe('readPptx', () => {
  it('gives one titled section per slide, in order, with bullets, tables, links, pictures and notes', async () => {
    const { data, reading, progress } = await read(await makePptx());
    const markdown = data.markdown ?? '';
    if (process.env.PRINT_SAMPLES) console.log(markdown);
    expect(markdown.match(/^## .*$/gm)).toEqual([
      `## Slide 1: ${PPTX_TITLE}`,
      '## Slide 2: Highlights',
      '## Slide 3: Figures',
      '## Slide 4: Next steps',
      '## Slide 5: Trend',
    ]);
    expect(markdown).toContain('- Revenue grew\n  - Mostly in Europe\n- Costs fell');
    expect(markdown).toContain(`Read the [full report](${PPTX_LINK})`);
    expect(markdown).toContain(`Notes: ${PPTX_NOTE}`);
    // The caption sits below the table on the slide, though the file lists it first.
    expect(markdown).toContain(
      '| Region | Revenue |\n| --- | --- |\n| Europe | 120 |\n| Asia | 80 |\n\nNumbers in thousands',
    );
    expect(markdown).toContain('1. Plan the launch\n2. Hire two engineers');
    expect(markdown).toContain(`![${PPTX_IMAGE_ALT}](data:image/png;base64,${PNG_BASE64})`);
    expect(data.images).toEqual([`data:image/png;base64,${PNG_BASE64}`]);
    expect(data.links).toContain(PPTX_LINK);
    expect(data.metadata).toMatchObject({
      title: PPTX_TITLE,
      author: PPTX_AUTHOR,
      sourceURL: 'review.pptx',
      contentType: PPTX_TYPE,
    });
    expect(reading.sections).toBe(5);
    expect(reading.warnings).toEqual(['The chart on slide 5 was left out.']);
    expect(data.warning).toBe('The chart on slide 5 was left out.');
    expect(progress.map((p) => p.message)).toContain('Reading slide 3 of 5…');
  });

  it('drops embedded pictures when asked to', async () => {
    const { data } = await read(await makePptx(), 'review.pptx', true);
    expect(data.images).toEqual([]);
    expect(data.markdown).not.toContain('base64');
  });

  it('reads a big deck whole', async () => {
    const { data, reading } = await read(await makePptx({ repeat: 4 }));
    expect(reading.sections).toBe(20);
    expect(data.markdown).toContain(`## Slide 16: ${PPTX_TITLE} 4`);
  });

  it('makes the same fixture bytes every time', async () => {
    expect(sameBytes(await makePptx(), await makePptx())).toBe(true);
  });

  it('stops between slides when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const context = { ...readContext('review.pptx'), signal: controller.signal };
    await expect(readPptx(await makePptx(), context)).rejects.toThrow();
  });

  it('says plainly when the file is not a PowerPoint presentation', async () => {
    const notDeck = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    expect(await failure(read(notDeck))).toMatch(
      /review\.pptx is a zip file but not a PowerPoint presentation \(it has no ppt\/presentation\.xml\)/,
    );
    expect(await failure(read(strToU8('slides!')))).toMatch(
      /review\.pptx is not a PowerPoint presentation .*zip archive/,
    );
    const bytes = await makePptx();
    expect(await failure(read(bytes.slice(0, bytes.length >> 1)))).toMatch(
      /review\.pptx looks like a PowerPoint presentation but its zip container is damaged or cut short/,
    );
  });
});
