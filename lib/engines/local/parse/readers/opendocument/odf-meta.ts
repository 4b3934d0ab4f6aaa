/**
 * An OpenDocument package's meta.xml (the same in text, spreadsheet and presentation files) to
 * the parse metadata keys. A missing or damaged meta.xml
 * gives no metadata rather than refusing the document.
 */
import type { HtmlReading } from '@/lib/engines/local/parse/parse-types';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { parseXml } from '@/lib/engines/local/parse/xml-document';

type Metadata = HtmlReading['metadata'];

/** Local name in meta.xml → metadata key, first match wins. */
const META_FIELDS: [string, keyof Metadata][] = [
  ['title', 'title'],
  // meta:initial-creator wrote it; dc:creator only saved it last.
  ['initial-creator', 'author'],
  ['creator', 'author'],
  ['description', 'description'],
  ['subject', 'subject'],
  ['language', 'language'],
  ['creation-date', 'createdAt'],
  ['date', 'modifiedAt'],
  ['generator', 'producer'],
];

export function odfMetadata(zip: ZipArchive, fileName: string): Metadata {
  const text = zip.text('meta.xml');
  if (!text) return {};
  let doc: XMLDocument;
  try {
    doc = parseXml(text, 'meta.xml', fileName);
  } catch {
    return {};
  }
  const texts = (localName: string): string[] =>
    Array.from(doc.getElementsByTagNameNS('*', localName), (el) => el.textContent?.trim() ?? '').filter(Boolean);
  const metadata: Metadata = {};
  for (const [localName, key] of META_FIELDS) metadata[key] ??= texts(localName)[0];
  const keywords = texts('keyword');
  if (keywords.length) metadata.keywords = keywords.join(', ');
  for (const key of Object.keys(metadata) as (keyof Metadata)[]) if (metadata[key] === undefined) delete metadata[key];
  return metadata;
}
