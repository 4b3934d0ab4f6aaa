/**
 * One spine document (XHTML, or HTML when it is not well-formed) to a <section> of the output:
 * its body's children imported as they are, less scripts and styles, with images from the book
 * inlined as data: URIs so the output stands alone.
 */
import type { HtmlBuilder } from '@/lib/engines/local/parse/html-builder';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { resolvePartPath } from '@/lib/engines/local/parse/zip-archive';
import type { EpubPackage } from '@/lib/engines/local/parse/readers/ebook/epub-package';
import { safeDecode } from '@/lib/engines/local/parse/readers/ebook/epub-package';
import { base64, imageMimeType } from '@/lib/engines/local/parse/readers/shared/media-data-uri';

const DROPPED = 'script, style, link, meta, noscript, template, iframe, object, embed';

function parseChapter(text: string): Document {
  const parser = new DOMParser();
  const xml = parser.parseFromString(text, 'application/xhtml+xml');
  if (!xml.getElementsByTagName('parsererror').length && xml.querySelector('body')) return xml;
  return parser.parseFromString(text, 'text/html');
}

/** Makes data: URIs for the book's images, each image encoded once however often it is shown. */
export function imageInliner(
  zip: ZipArchive,
  pkg: EpubPackage,
): (chapterPath: string, src: string) => string | undefined {
  const types = new Map([...pkg.manifest.values()].map((item) => [item.path, item.mediaType]));
  const cache = new Map<string, string | undefined>();
  return (chapterPath, src) => {
    if (/^(?:[a-z][\w+.-]*:|\/\/)/i.test(src)) return undefined; // Already absolute (http:, data:).
    const path = resolvePartPath(chapterPath, safeDecode(src.replace(/[?#].*/s, '')));
    if (!cache.has(path)) {
      const bytes = zip.bytes(path);
      const type = types.get(path) || imageMimeType(path);
      cache.set(path, bytes && type.startsWith('image/') ? `data:${type};base64,${base64(bytes)}` : undefined);
    }
    return cache.get(path);
  };
}

/** An <svg> that only frames an <image> (the usual cover page) becomes a plain <img>. */
function unwrapSvgImages(root: Element, b: HtmlBuilder): void {
  for (const svg of Array.from(root.querySelectorAll('svg'))) {
    const image = svg.querySelector('image');
    const href = image?.getAttribute('href') ?? image?.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
    if (image && href && !svg.querySelector('text'))
      svg.replaceWith(b.el('img', { src: href, alt: svg.querySelector('title')?.textContent ?? '' }));
  }
}

export function chapterSection(
  b: HtmlBuilder,
  text: string,
  chapterPath: string,
  inline: ReturnType<typeof imageInliner>,
): HTMLElement {
  const chapter = parseChapter(text);
  const section = b.el('section');
  const body = chapter.querySelector('body');
  for (const child of Array.from(body?.childNodes ?? [])) section.append(b.doc.importNode(child, true));
  for (const el of Array.from(section.querySelectorAll(DROPPED))) el.remove();
  for (const el of Array.from(section.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes))
      if (attr.name.toLowerCase().startsWith('on')) el.removeAttribute(attr.name);
  }
  unwrapSvgImages(section, b);
  for (const img of Array.from(section.querySelectorAll('img'))) {
    const src = img.getAttribute('src');
    const inlined = src ? inline(chapterPath, src) : undefined;
    if (inlined) img.setAttribute('src', inlined);
    img.removeAttribute('srcset');
  }
  return section;
}
