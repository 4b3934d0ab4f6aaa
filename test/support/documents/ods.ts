/**
 * An OpenDocument spreadsheet built from XML templates (see zip-package.ts for why no library).
 * Sheets and cells are data; the cell helpers write the markup LibreOffice writes: a typed value
 * plus the display text in text:p, repeats, covered (merged) cells, and the huge trailing repeats.
 */
import { xmlText, zipPackage } from './zip-package';

export const ODS_TITLE = 'Household budget';
export const ODS_AUTHOR = 'Grace Hopper';

export interface OdsSheet {
  name: string;
  rows: string[];
}

const p = (text: string): string => `<text:p>${xmlText(text)}</text:p>`;

/** Cells as LibreOffice writes them; `repeat` becomes table:number-columns-repeated. */
export const cell = {
  text: (text: string) =>
    `<table:table-cell office:value-type="string" calcext:value-type="string">${p(text)}</table:table-cell>`,
  float: (value: number, shown = String(value)) =>
    `<table:table-cell office:value-type="float" office:value="${value}">${p(shown)}</table:table-cell>`,
  percent: (value: number, shown: string) =>
    `<table:table-cell office:value-type="percentage" office:value="${value}">${p(shown)}</table:table-cell>`,
  currency: (value: number, shown: string) =>
    `<table:table-cell office:value-type="currency" office:currency="EUR" office:value="${value}">${p(shown)}</table:table-cell>`,
  date: (iso: string, shown: string) =>
    `<table:table-cell office:value-type="date" office:date-value="${iso}">${p(shown)}</table:table-cell>`,
  boolean: (value: boolean) =>
    `<table:table-cell office:value-type="boolean" office:boolean-value="${value}">${p(value ? 'TRUE' : 'FALSE')}</table:table-cell>`,
  /** Raw paragraph markup, for text:s spaces and several paragraphs in one cell. */
  rich: (paragraphs: string) => `<table:table-cell office:value-type="string">${paragraphs}</table:table-cell>`,
  /** A value with no text:p, as some generators write. */
  bare: (value: number) => `<table:table-cell office:value-type="float" office:value="${value}"/>`,
  merged: (text: string, columns: number) =>
    `<table:table-cell table:number-columns-spanned="${columns}" office:value-type="string">${p(text)}</table:table-cell><table:covered-table-cell table:number-columns-repeated="${columns - 1}"/>`,
  empty: (repeat = 1) =>
    repeat > 1 ? `<table:table-cell table:number-columns-repeated="${repeat}"/>` : '<table:table-cell/>',
};

export const row = (cells: string[], repeat = 1): string =>
  `<table:table-row${repeat > 1 ? ` table:number-rows-repeated="${repeat}"` : ''}>${cells.join('')}</table:table-row>`;

/** LibreOffice's tail: 16k-column rows and a last row repeated to the end of the sheet. */
const tail = [row([cell.empty(16_384)], 1_048_000)];

export const defaultOdsSheets: OdsSheet[] = [
  {
    name: 'Budget',
    rows: [
      row([
        cell.text('Item'),
        cell.text('Amount'),
        cell.text('Share'),
        cell.text('Due'),
        cell.text('Paid'),
        cell.empty(16_379),
      ]),
      row([
        cell.text('Rent'),
        cell.currency(1200, '€1,200.00'),
        cell.percent(0.775, '77.5%'),
        cell.date('2024-03-01', '03/01/24'),
        cell.boolean(true),
        cell.empty(16_379),
      ]),
      row([
        cell.text('Food'),
        cell.float(345.25, '345.25'),
        cell.percent(0.225, '22.5%'),
        cell.date('2024-03-15T18:30:00', '03/15/24 18:30'),
        cell.boolean(false),
        cell.empty(16_379),
      ]),
      row([cell.empty(16_384)], 2),
      row([cell.merged('Total (merged)', 2), cell.bare(1545.25), cell.empty(16_381)]),
      row([
        cell.rich('<text:p>two<text:s text:c="3"/>spaces</text:p><text:p>second line</text:p>'),
        cell.text('same'),
        cell.empty(16_382),
      ]),
      ...tail,
    ],
  },
  { name: 'Empty', rows: tail },
  {
    name: 'Notes',
    rows: [
      row([cell.empty(2), cell.text('Note'), cell.text('By')]),
      row([cell.empty(2), cell.text('Check the rent'), cell.text('Grace')], 2),
      ...tail,
    ],
  },
];

const NS = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
].join(' ');

export const odsContent = (sheets: OdsSheet[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NS} office:version="1.3"><office:body><office:spreadsheet>${sheets
    .map(
      (s) =>
        `<table:table table:name="${xmlText(s.name)}"><table:table-column table:number-columns-repeated="16384"/>${s.rows.join('')}</table:table>`,
    )
    .join('')}</office:spreadsheet></office:body></office:document-content>`;

export const odsMeta = (title: string, author: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><office:document-meta ${NS} office:version="1.3"><office:meta><dc:title>${xmlText(title)}</dc:title><meta:initial-creator>${xmlText(author)}</meta:initial-creator><dc:creator>Someone Else</dc:creator><meta:keyword>budget</meta:keyword><meta:keyword>home</meta:keyword><meta:creation-date>2024-01-02T03:04:05</meta:creation-date><dc:language>en-GB</dc:language></office:meta></office:document-meta>`;

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/></manifest:manifest>`;

export function makeOds(
  sheets: OdsSheet[] = defaultOdsSheets,
  mimetype = 'application/vnd.oasis.opendocument.spreadsheet',
): Uint8Array {
  return zipPackage(mimetype, {
    'content.xml': odsContent(sheets),
    'meta.xml': odsMeta(ODS_TITLE, ODS_AUTHOR),
    'META-INF/manifest.xml': MANIFEST,
  });
}
