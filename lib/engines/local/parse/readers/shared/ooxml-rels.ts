/** An OOXML part's relationships (its .rels file): how slides, notes, media and links are found. */
import { resolvePartPath } from '@/lib/engines/local/parse/zip-archive';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { parseXml } from '@/lib/engines/local/parse/xml-document';

export interface Relationship {
  /** A package path for internal targets, the URL as written for external ones. */
  target: string;
  external: boolean;
  /** The last segment of the type URI: slide, notesSlide, image, hyperlink, slideLayout... */
  type: string;
}

/** ppt/slides/slide1.xml → ppt/slides/_rels/slide1.xml.rels */
export function relsPath(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

export function readRelationships(zip: ZipArchive, part: string, fileName: string): Map<string, Relationship> {
  const rels = new Map<string, Relationship>();
  const path = relsPath(part);
  const text = zip.text(path);
  if (!text) return rels;
  for (const el of Array.from(parseXml(text, path, fileName).getElementsByTagNameNS('*', 'Relationship'))) {
    const id = el.getAttribute('Id');
    const target = el.getAttribute('Target');
    if (!id || target === null) continue;
    const external = el.getAttribute('TargetMode') === 'External';
    const type = (el.getAttribute('Type') ?? '').split('/').pop() ?? '';
    rels.set(id, { target: external ? target : resolvePartPath(part, target), external, type });
  }
  return rels;
}

/** A relationship id attribute (r:id, r:embed): namespaced, since p:sldId also has a plain `id`. */
export function relId(el: Element, localName: string): string | undefined {
  for (const attr of Array.from(el.attributes))
    if (attr.localName === localName && attr.namespaceURI?.endsWith('/relationships')) return attr.value;
  return undefined;
}
