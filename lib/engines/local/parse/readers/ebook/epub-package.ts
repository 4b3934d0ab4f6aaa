/**
 * An EPUB's package: META-INF/container.xml names the package document (OPF), whose metadata,
 * manifest and spine say what the book is called, what files it holds and in what order to read.
 */
import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import type { HtmlReading } from '@/lib/engines/local/parse/parse-types';
import { attrNamed, childrenNamed, descendantsNamed, parseXml } from '@/lib/engines/local/parse/xml-document';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { resolvePartPath } from '@/lib/engines/local/parse/zip-archive';
import { t } from '@/lib/i18n/t';

export interface ManifestItem {
  /** The item's path inside the zip, resolved against the OPF. */
  path: string;
  mediaType: string;
  properties: string[];
}

export interface EpubPackage {
  opfPath: string;
  metadata: HtmlReading['metadata'];
  manifest: Map<string, ManifestItem>;
  /** Content documents in reading order. */
  spine: ManifestItem[];
}

const OPF_TYPE = 'application/oebps-package+xml';

function packagePath(zip: ZipArchive, name: string): string {
  const container = zip.text('META-INF/container.xml');
  const rootfiles = container ? descendantsNamed(parseXml(container, 'META-INF/container.xml', name), 'rootfile') : [];
  const rootfile = rootfiles.find((el) => attrNamed(el, 'media-type') === OPF_TYPE) ?? rootfiles[0];
  const path = rootfile && attrNamed(rootfile, 'full-path');
  if (!path || !zip.has(path)) {
    throw fileProblem(t('localParse_epubNoPackage', name), 'corrupt-file');
  }
  return path;
}

/** Text of a dc:description, which many books fill with escaped HTML. */
const plainText = (text: string): string =>
  new DOMParser().parseFromString(text, 'text/html').body.textContent?.trim() ?? '';

function readMetadata(opf: XMLDocument): HtmlReading['metadata'] {
  const meta = descendantsNamed(opf, 'metadata')[0];
  const all = (localName: string): string[] =>
    meta
      ? childrenNamed(meta, localName)
          .map((el) => el.textContent?.trim() ?? '')
          .filter(Boolean)
      : [];
  const joined = (localName: string): string | undefined => all(localName).join(', ') || undefined;
  const modified = meta && childrenNamed(meta, 'meta').find((el) => el.getAttribute('property') === 'dcterms:modified');
  const description = all('description')[0];
  const metadata: HtmlReading['metadata'] = {
    title: all('title')[0],
    author: joined('creator'),
    language: all('language')[0],
    description: description && plainText(description),
    subject: joined('subject'),
    createdAt: all('date')[0],
    modifiedAt: modified?.textContent?.trim() || undefined,
  };
  for (const key of Object.keys(metadata) as (keyof typeof metadata)[]) if (!metadata[key]) delete metadata[key];
  return metadata;
}

/**
 * Reads the package. Spine items marked linear="no" (notes, answer keys, a cover shown apart) are
 * kept in their spine place: they are part of the book's text, and leaving them out loses it.
 */
export function readEpubPackage(zip: ZipArchive, name: string): EpubPackage {
  const opfPath = packagePath(zip, name);
  const opf = parseXml(zip.text(opfPath) ?? '', opfPath, name);
  const manifest = new Map<string, ManifestItem>();
  for (const item of descendantsNamed(opf, 'item')) {
    const id = attrNamed(item, 'id');
    const href = attrNamed(item, 'href');
    if (!id || !href) continue;
    manifest.set(id, {
      path: resolvePartPath(opfPath, safeDecode(href.replace(/#.*/s, ''))),
      mediaType: attrNamed(item, 'media-type') ?? '',
      properties: (attrNamed(item, 'properties') ?? '').split(/\s+/).filter(Boolean),
    });
  }
  const spine: ManifestItem[] = [];
  for (const ref of descendantsNamed(opf, 'itemref')) {
    const item = manifest.get(attrNamed(ref, 'idref') ?? '');
    if (item && zip.has(item.path)) spine.push(item);
  }
  return { opfPath, metadata: readMetadata(opf), manifest, spine };
}

/** Hrefs are URL-encoded (`my%20chapter.xhtml`); zip names are not. */
export function safeDecode(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}
