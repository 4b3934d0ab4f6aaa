/**
 * OpenDocument text (.odt) and presentation (.odp) files for the ODF readers' tests and the e2e
 * tests. No maintained OpenDocument writer exists on npm, so the packages are put together here:
 * small XML template functions take the content as data, and fflate zips them with the
 * `mimetype` entry first and stored uncompressed, as the ODF spec requires. Deterministic.
 */
import { strToU8, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { FIXED_DATE } from './fixed-zip';
import { PNG_BYTES } from './sample-image';

export const ODT_MIME = 'application/vnd.oasis.opendocument.text';
export const ODP_MIME = 'application/vnd.oasis.opendocument.presentation';

const NS = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'xmlns:chart="urn:oasis:names:tc:opendocument:xmlns:chart:1.0"',
].join(' ');

export const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Element templates: text in, escaped XML out. Arguments that are already XML say so (`xml`).
export const h = (level: number, text: string) => `<text:h text:outline-level="${level}">${esc(text)}</text:h>`;
export const p = (...xml: string[]) => `<text:p>${xml.join('')}</text:p>`;
export const t = esc;
export const span = (style: string, text: string) => `<text:span text:style-name="${style}">${esc(text)}</text:span>`;
export const link = (href: string, text: string) =>
  `<text:a xlink:type="simple" xlink:href="${esc(href)}">${esc(text)}</text:a>`;
export const footnote = (n: number, text: string) =>
  `<text:note text:id="ftn${n}" text:note-class="footnote"><text:note-citation>${n}</text:note-citation><text:note-body>${p(esc(text))}</text:note-body></text:note>`;
/** Items are text, or [text, nested items]. */
export type ListItem = string | [string, ListItem[]];
export const list = (style: string, items: ListItem[]): string =>
  `<text:list text:style-name="${style}">${items
    .map((item) =>
      typeof item === 'string'
        ? `<text:list-item>${p(esc(item))}</text:list-item>`
        : `<text:list-item>${p(esc(item[0]))}${list(style, item[1]).replace(/ text:style-name="[^"]*"/, '')}</text:list-item>`,
    )
    .join('')}</text:list>`;
/** A table; trailing empty cells and rows are repeated out to the edge, as spreadsheets write them. */
export const table = (rows: string[][]): string =>
  `<table:table table:name="Table1"><table:table-column table:number-columns-repeated="${(rows[0]?.length ?? 0) + 1000}"/>${rows
    .map(
      (cells) =>
        `<table:table-row>${cells.map((c) => `<table:table-cell office:value-type="string">${p(esc(c))}</table:table-cell>`).join('')}<table:table-cell table:number-columns-repeated="1000"/></table:table-row>`,
    )
    .join(
      '',
    )}<table:table-row table:number-rows-repeated="1000"><table:table-cell table:number-columns-repeated="1002"/></table:table-row></table:table>`;
export const image = (path: string, alt: string, position = '') =>
  `<draw:frame draw:name="${esc(alt)}" ${position} svg:width="1cm" svg:height="1cm"><draw:image xlink:href="${path}" xlink:type="simple"/><svg:desc>${esc(alt)}</svg:desc></draw:frame>`;
export const chartObject = (folder: string, position = '') =>
  `<draw:frame ${position} svg:width="8cm" svg:height="5cm"><draw:object xlink:href="./${folder}" xlink:type="simple"/><draw:image xlink:href="./ObjectReplacements/${folder}"/></draw:frame>`;

/** Automatic styles used by the templates: T1 bold, T2 italic, L1 bullets, L2 numbers. */
const AUTOMATIC_STYLES = `<office:automatic-styles>
<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="T2" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="•"/><text:list-level-style-bullet text:level="2" text:bullet-char="◦"/></text:list-style>
<text:list-style style:name="L2"><text:list-level-style-number text:level="1" style:num-format="1" style:num-suffix="."/></text:list-style>
</office:automatic-styles>`;

export interface OdfMeta {
  title: string;
  initialCreator: string;
  creator: string;
  description?: string;
  keywords?: string[];
  language?: string;
}

const metaXml = (m: OdfMeta): string =>
  `<?xml version="1.0" encoding="UTF-8"?><office:document-meta ${NS} office:version="1.3"><office:meta><dc:title>${esc(m.title)}</dc:title><meta:initial-creator>${esc(m.initialCreator)}</meta:initial-creator><dc:creator>${esc(m.creator)}</dc:creator>${m.description ? `<dc:description>${esc(m.description)}</dc:description>` : ''}${(m.keywords ?? []).map((k) => `<meta:keyword>${esc(k)}</meta:keyword>`).join('')}${m.language ? `<dc:language>${m.language}</dc:language>` : ''}<meta:creation-date>2024-01-02T03:04:05</meta:creation-date><dc:date>2024-02-03T04:05:06</dc:date></office:meta></office:document-meta>`;

const contentXml = (kind: 'text' | 'presentation', body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NS} office:version="1.3">${AUTOMATIC_STYLES}<office:body><office:${kind}>${body}</office:${kind}></office:body></office:document-content>`;

const manifestXml = (mimetype: string, paths: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mimetype}"/>${paths
    .map((path) => `<manifest:file-entry manifest:full-path="${path}" manifest:media-type=""/>`)
    .join('')}</manifest:manifest>`;

const CHART_CONTENT = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NS}><office:body><office:chart><chart:chart chart:class="chart:bar"/></office:chart></office:body></office:document-content>`;

/** An ODF package: mimetype first and stored, then the XML parts, a picture and a chart object. */
export function odfPackage(mimetype: string, kind: 'text' | 'presentation', body: string, meta: OdfMeta): Uint8Array {
  const parts: Record<string, Uint8Array> = {
    'content.xml': strToU8(contentXml(kind, body)),
    'meta.xml': strToU8(metaXml(meta)),
    'Pictures/dot.png': PNG_BYTES,
    'Object 1/content.xml': strToU8(CHART_CONTENT),
  };
  parts['META-INF/manifest.xml'] = strToU8(manifestXml(mimetype, Object.keys(parts)));
  const files: Zippable = { mimetype: [strToU8(mimetype), { level: 0 }] };
  for (const [path, data] of Object.entries(parts)) files[path] = data;
  return zipSync(files, { mtime: FIXED_DATE });
}

export const ODT_META: OdfMeta = {
  title: 'Field notes',
  initialCreator: 'Mary Anning',
  creator: 'Someone Else',
  description: 'Notes from the shore',
  keywords: ['fossils', 'coast'],
  language: 'en-GB',
};
export const ODT_LINK = 'https://example.com/fossils';

export function makeOdt(): Uint8Array {
  const body = [
    h(1, 'Field notes'),
    p(
      t('We found '),
      span('T1', 'three'),
      t(' fossils and '),
      span('T2', 'one'),
      t(' shell.'),
      footnote(1, 'Counted twice.'),
    ),
    h(2, 'Finds'),
    list('L1', ['Ammonite', ['Ichthyosaur', ['Jaw only']], 'Belemnite']),
    h(2, 'Plan'),
    list('L2', ['Clean the finds', 'Label them']),
    h(3, 'Counts'),
    table([
      ['Find', 'Count'],
      ['Ammonite', '2'],
      ['Belemnite', '1'],
    ]),
    p(t('See the '), link(ODT_LINK, 'museum list'), t('.')),
    p(image('Pictures/dot.png', 'A dot')),
    p(chartObject('Object 1')),
  ].join('');
  return odfPackage(ODT_MIME, 'text', body, ODT_META);
}

export const ODP_META: OdfMeta = { title: 'Field trip', initialCreator: 'Mary Anning', creator: 'Mary Anning' };

const at = (x: number, y: number) => `svg:x="${x}cm" svg:y="${y}cm"`;
const frame = (cls: string, xml: string, position: string) =>
  `<draw:frame presentation:class="${cls}" ${position} svg:width="20cm" svg:height="3cm"><draw:text-box>${xml}</draw:text-box></draw:frame>`;
const notes = (text: string) =>
  `<presentation:notes><draw:page-thumbnail/>${frame('notes', p(esc(text)), at(2, 14))}</presentation:notes>`;
const page = (name: string, xml: string) =>
  `<draw:page draw:name="${esc(name)}" draw:master-page-name="Default">${xml}</draw:page>`;

export function makeOdp(): Uint8Array {
  const body = [
    page('page1', frame('title', p(t('Field trip')), at(2, 1)) + frame('subtitle', p(t('Lyme Regis, 1823')), at(2, 5))),
    page(
      'page2',
      // Written bottom first: reading order follows the page.
      `<draw:custom-shape ${at(2, 12)} svg:width="5cm" svg:height="1cm">${p(t('Bring boots'))}</draw:custom-shape>` +
        frame('title', p(t('Plan')), at(2, 1)) +
        frame('outline', list('L1', [['Walk the beach', ['Low tide only']], 'Dig']), at(2, 4)) +
        `<draw:frame presentation:class="outline" presentation:placeholder="true" ${at(12, 4)} svg:width="5cm" svg:height="5cm"/>` +
        notes('Check the tide tables.'),
    ),
    page(
      'Budget',
      `<draw:frame ${at(2, 4)} svg:width="10cm" svg:height="4cm">${table([
        ['Item', 'Cost'],
        ['Hammer', '3'],
      ])}</draw:frame>`,
    ),
    page(
      'page4',
      frame('outline', list('L2', ['Pack', 'Travel']), at(2, 4)) +
        image('Pictures/dot.png', 'A dot', at(15, 4)) +
        chartObject('Object 1', at(2, 10)),
    ),
  ].join('');
  return odfPackage(ODP_MIME, 'presentation', body, ODP_META);
}
