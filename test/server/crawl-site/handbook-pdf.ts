import PDFDocument from 'pdfkit';

/** The sentence inside the PDF that shows a crawl read it (expected.ts writes it out again). */
const MARKER = 'Marker document docs-files-handbook-pdf.';

let cached: Promise<Buffer> | undefined;

/** /docs/files/handbook.pdf: two pages made by pdfkit, the marker on a line of its own. Made once. */
export function handbookPdf(): Promise<Buffer> {
  cached ??= new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: 'Lantern Maintainer Handbook',
        Author: 'Lantern maintainers',
        CreationDate: new Date(Date.UTC(2026, 0, 5)),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(22).text('Lantern Maintainer Handbook');
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(11);
    doc.text(
      'This handbook collects how the Lantern maintainers work: reviewing changes, cutting releases and ' +
        'answering security reports. It is printed once a year and given to every new maintainer.',
    );
    doc.moveDown();
    doc.text(MARKER);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(15).text('Reviews');
    doc.font('Helvetica').fontSize(11);
    doc.text('Every change needs one approving review. Changes to the configuration format need two.');
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(15).text('Releases');
    doc.font('Helvetica').fontSize(11);
    doc.text('Releases are cut on Wednesdays from the main branch, signed, and announced on the blog.');
    doc.end();
  });
  return cached;
}
