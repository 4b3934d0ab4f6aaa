/** The OPC core properties (docProps/core.xml, shared by every Office Open XML file) as parse metadata. */
import type { HtmlReading } from '@/lib/engines/local/parse/parse-types';
import { parseXml } from '@/lib/engines/local/parse/xml-document';

type Metadata = HtmlReading['metadata'];

export const CORE_PART = 'docProps/core.xml';

/** Local name in core.xml → metadata key. dc:creator is the author. */
const CORE_FIELDS: [string, keyof Metadata][] = [
  ['title', 'title'],
  ['creator', 'author'],
  ['description', 'description'],
  ['subject', 'subject'],
  ['keywords', 'keywords'],
  ['language', 'language'],
  ['created', 'createdAt'],
  ['modified', 'modifiedAt'],
];

export function coreMetadata(xml: string | undefined, fileName: string): Metadata {
  if (!xml) return {};
  let doc: XMLDocument;
  try {
    doc = parseXml(xml, CORE_PART, fileName);
  } catch {
    return {}; // Damaged properties are no reason to refuse the document.
  }
  const metadata: Metadata = {};
  for (const [localName, key] of CORE_FIELDS) {
    const text = doc.getElementsByTagNameNS('*', localName)[0]?.textContent?.trim();
    if (text) metadata[key] = text;
  }
  return metadata;
}
