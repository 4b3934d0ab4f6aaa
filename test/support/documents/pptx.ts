/**
 * PowerPoint decks made with pptxgenjs, for the pptx reader's tests, the e2e tests and the
 * benchmark: a title slide, bullets with a nested item in a body placeholder, a hyperlink,
 * speaker notes, a table below a caption placed after it in the file, a numbered list with a
 * picture, and a chart (which the reader leaves out). Title and author in docProps/core.xml.
 * Deterministic: dates and chart part numbers are fixed (see fixedZip).
 */
import PptxGenJS from 'pptxgenjs';
import { fixedZip } from './fixed-zip';
import { PNG_BASE64 } from './sample-image';

export const PPTX_TITLE = 'Quarterly review';
export const PPTX_AUTHOR = 'Grace Hopper';
export const PPTX_LINK = 'https://example.com/report';
export const PPTX_NOTE = 'Mention the European numbers first.';
export const PPTX_IMAGE_ALT = 'Team photo';

const MASTER = 'TITLE_AND_BODY';
/** pptxgenjs numbers chart parts with a counter that runs on across decks. */
const CHART_PARTS = /\b(chart|Microsoft_Excel_Worksheet)(\d+)(?=\.xml|\.xlsx)/g;

function addSlides(deck: PptxGenJS, n: number): void {
  const suffix = n === 1 ? '' : ` ${n}`;
  const cover = deck.addSlide({ masterName: MASTER });
  cover.addText(`${PPTX_TITLE}${suffix}`, { placeholder: 'title' });
  cover.addText('Second quarter, 2024', { x: 0.5, y: 2, w: 9, h: 1 });

  const highlights = deck.addSlide({ masterName: MASTER });
  highlights.addText('Highlights', { placeholder: 'title' });
  highlights.addText(
    [
      { text: 'Revenue grew', options: { bullet: true, breakLine: true } },
      { text: 'Mostly in Europe', options: { bullet: true, indentLevel: 1, breakLine: true } },
      { text: 'Costs fell', options: { bullet: true } },
    ],
    { placeholder: 'body' },
  );
  highlights.addText([{ text: 'Read the ' }, { text: 'full report', options: { hyperlink: { url: PPTX_LINK } } }], {
    x: 0.5,
    y: 4.8,
    w: 9,
    h: 0.5,
  });
  highlights.addNotes(PPTX_NOTE);

  const figures = deck.addSlide({ masterName: MASTER });
  figures.addText('Figures', { placeholder: 'title' });
  // Written before the table but placed below it: reading order follows the page.
  figures.addText('Numbers in thousands', { x: 0.5, y: 4.5, w: 9, h: 0.5 });
  figures.addTable(
    [
      [{ text: 'Region' }, { text: 'Revenue' }],
      [{ text: 'Europe' }, { text: '120' }],
      [{ text: 'Asia' }, { text: '80' }],
    ],
    { x: 0.5, y: 1.5, w: 9 },
  );

  const steps = deck.addSlide({ masterName: MASTER });
  steps.addText('Next steps', { placeholder: 'title' });
  steps.addText(
    [
      { text: 'Plan the launch', options: { bullet: { type: 'number' }, breakLine: true } },
      { text: 'Hire two engineers', options: { bullet: { type: 'number' } } },
    ],
    { placeholder: 'body' },
  );
  steps.addImage({ data: `image/png;base64,${PNG_BASE64}`, x: 7, y: 4, w: 1, h: 1, altText: PPTX_IMAGE_ALT });

  const trend = deck.addSlide({ masterName: MASTER });
  trend.addText('Trend', { placeholder: 'title' });
  trend.addChart(deck.ChartType.line, [{ name: 'Revenue', labels: ['Q1', 'Q2'], values: [100, 120] }], {
    x: 0.5,
    y: 1.5,
    w: 9,
    h: 3.5,
  });
}

/** The test deck; `repeat` > 1 adds its five slides again for a big deck (benchmark). */
export async function makePptx({ repeat = 1 }: { repeat?: number } = {}): Promise<Uint8Array> {
  const deck = new PptxGenJS();
  deck.title = PPTX_TITLE;
  deck.author = PPTX_AUTHOR;
  deck.defineSlideMaster({
    title: MASTER,
    objects: [
      { placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 }, text: '' } },
      { placeholder: { options: { name: 'body', type: 'body', x: 0.5, y: 1.5, w: 9, h: 3 }, text: '' } },
    ],
  });
  for (let n = 1; n <= repeat; n++) addSlides(deck, n);
  const written = await deck.write({ outputType: 'uint8array' });
  if (!(written instanceof Uint8Array)) throw new Error('pptxgenjs did not write bytes');
  return fixedZip(written, CHART_PARTS);
}
