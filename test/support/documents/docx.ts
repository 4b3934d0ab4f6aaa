/**
 * Word documents made with the `docx` package, for the docx reader's tests, the e2e tests and the
 * benchmark: headings 1-3, bold and italic runs, a bulleted list with a nested item, a numbered
 * list, a table with a header row and one without (as most are), a hyperlink, and a title and creator in
 * docProps/core.xml.
 * Deterministic: dates are fixed and the package's random link ids are renamed (see fixedZip).
 */
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { fixedZip } from './fixed-zip';

export const DOCX_TITLE = 'Quarterly report';
export const DOCX_CREATOR = 'Ada Lovelace';
export const DOCX_LINK = 'https://example.com/report';

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
// `tableHeader: false` still writes <w:tblHeader>, which mammoth reads as a header row: only mark real ones.
const row = (cells: string[], tableHeader = false) =>
  new TableRow({ ...(tableHeader ? { tableHeader } : {}), children: cells.map(cell) });

/** One chapter of the document; `n` numbers it so a big document's chapters differ. */
function chapter(n: number): (Paragraph | Table)[] {
  const suffix = n === 1 ? '' : ` ${n}`;
  return [
    new Paragraph({ text: `${DOCX_TITLE}${suffix}`, heading: HeadingLevel.HEADING_1 }),
    new Paragraph({
      children: [
        new TextRun('Sales were '),
        new TextRun({ text: 'strong', bold: true }),
        new TextRun(' and costs were '),
        new TextRun({ text: 'flat', italics: true }),
        new TextRun('.'),
      ],
    }),
    new Paragraph({ text: 'Highlights', heading: HeadingLevel.HEADING_2 }),
    new Paragraph({ text: 'Revenue grew', bullet: { level: 0 } }),
    new Paragraph({ text: 'Mostly in Europe', bullet: { level: 1 } }),
    new Paragraph({ text: 'Costs fell', bullet: { level: 0 } }),
    new Paragraph({ text: 'Next steps', heading: HeadingLevel.HEADING_2 }),
    new Paragraph({ text: 'Plan the launch', numbering: { reference: 'steps', level: 0 } }),
    new Paragraph({ text: 'Hire two engineers', numbering: { reference: 'steps', level: 0 } }),
    new Paragraph({ text: 'Figures', heading: HeadingLevel.HEADING_3 }),
    new Table({ rows: [row(['Region', 'Revenue'], true), row(['Europe', '120']), row(['Asia', '80'])] }),
    new Paragraph('Teams'),
    // As most Word tables are made: the first row reads as the header but is not marked as one.
    new Table({ rows: [row(['Team', 'Lead']), row(['Sales', 'Ines']), row(['Support', 'Bo'])] }),
    new Paragraph({
      children: [
        new TextRun('Read the '),
        new ExternalHyperlink({
          link: DOCX_LINK,
          children: [new TextRun({ text: 'full report', style: 'Hyperlink' })],
        }),
        new TextRun('.'),
      ],
    }),
  ];
}

/** The test document; `sections` > 1 repeats its chapter for a big document (benchmark). */
export async function makeDocx({ sections = 1 }: { sections?: number } = {}): Promise<Uint8Array> {
  const doc = new Document({
    title: DOCX_TITLE,
    creator: DOCX_CREATOR,
    description: 'Sales and costs for the quarter',
    numbering: {
      config: [
        {
          reference: 'steps',
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [{ children: Array.from({ length: sections }, (_, i) => chapter(i + 1)).flat() }],
  });
  return fixedZip(new Uint8Array(await Packer.toArrayBuffer(doc)));
}
