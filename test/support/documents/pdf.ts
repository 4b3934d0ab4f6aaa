/**
 * PDFs with known content, written by pdfkit in the test (not hand-made blobs): headings in
 * larger type, wrapped paragraphs, bullet and numbered lists (one nested item), a table set in
 * columns, a link, several pages, and the document's own title and author.
 */
import PDFDocument from 'pdfkit';
import { PNG_BYTES } from './sample-image';

export interface PdfFixtureOptions {
  /** Pages of body text after the first; each has a heading and paragraphs. */
  extraPages?: number;
  /** Encrypt with this user password (the reader must ask for it). */
  userPassword?: string;
  title?: string;
  author?: string;
  /** Place the fixtures' sample PNG on the first page. */
  image?: boolean;
}

const LOREM =
  'The quarterly report covers revenue, costs and the outlook for the coming year. Each section explains what changed and why, with figures rounded to the nearest thousand.';

export function makePdf(options: PdfFixtureOptions = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: true,
    info: {
      Title: options.title ?? 'Quarterly Report',
      Author: options.author ?? 'Ada Lovelace',
      Subject: 'Test fixture',
      CreationDate: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    },
    ...(options.userPassword
      ? {
          userPassword: options.userPassword,
          ownerPassword: `${options.userPassword}-owner`,
          pdfVersion: '1.7' as const,
        }
      : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );

  doc.font('Helvetica-Bold').fontSize(24).text('Quarterly Report');
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).text(LOREM);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(16).text('Highlights');
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11);
  doc.text('•  Revenue grew in every region', { indent: 10 });
  doc.text('•  Costs fell for the third quarter', { indent: 10 });
  doc.text('-  Mostly in logistics', { indent: 28 });
  doc.text('•  Hiring resumed in March', { indent: 10 });
  doc.moveDown();
  doc.text('1. Close the Berlin office');
  doc.text('2. Open the Lisbon office');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(16).text('Figures');
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11);
  const rows = [
    ['Region', 'Revenue', 'Costs'],
    ['North', '1200', '800'],
    ['South', '950', '700'],
    ['East', '400', '380'],
  ];
  const columns = [56, 220, 360];
  for (const row of rows) {
    const y = doc.y;
    row.forEach((cell, i) => doc.text(cell, columns[i], y, { lineBreak: false }));
    doc.x = 56;
    doc.moveDown();
  }
  doc.moveDown();
  if (options.image) {
    doc.image(Buffer.from(PNG_BYTES), 56, doc.y, { width: 40 });
    doc.moveDown(3);
  }
  doc
    .fillColor('blue')
    .text('Read the full methodology', 56, doc.y, { link: 'https://example.com/method', underline: true })
    .fillColor('black');

  for (let p = 0; p < (options.extraPages ?? 1); p++) {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(`Section ${p + 2}`);
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(11);
    for (let k = 0; k < 4; k++) {
      doc.text(`Paragraph ${k + 1} of section ${p + 2}. ${LOREM} ${LOREM}`);
      doc.moveDown();
    }
  }
  doc.end();
  return done;
}
