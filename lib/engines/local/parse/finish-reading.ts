import type { ParseData } from '@/lib/api/schemas/parse-response';
import type { PageMetadata } from '@/lib/api/schemas/scrape-response';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';
import { documentBaseUrl, urlResolver } from '@/lib/engines/local/convert/absolute-urls';
import type { HtmlReading, LocalParseOptions } from '@/lib/engines/local/parse/parse-types';

/**
 * A reader's HTML to the parse response: markdown, html and links through the same converter the
 * local scrape uses, so a file and a page come out alike. HTML input honours onlyMainContent and
 * the tag filters; a document made from an office file is converted whole.
 */
export function finishReading(
  reading: HtmlReading,
  name: string,
  contentType: string,
  options: LocalParseOptions,
): ParseData {
  const { formats } = options;
  const converted = convertDocument(reading.doc, {
    url: name,
    onlyMainContent: reading.htmlInput && options.onlyMainContent,
    includeTags: reading.htmlInput ? options.includeTags : undefined,
    excludeTags: reading.htmlInput ? options.excludeTags : undefined,
    removeBase64Images: options.removeBase64Images,
    formats: { markdown: formats.has('markdown'), html: formats.has('html'), links: formats.has('links') },
  });
  // A page's type (article, listing, service…) says what a web page is for: a spreadsheet, a
  // slide deck or a PDF has none, and the classifier would only guess (a CSV read as "service").
  const { pageType, ...read } = converted.metadata;
  const metadata: PageMetadata = {
    ...read,
    ...(reading.htmlInput ? { pageType } : {}),
    ...reading.metadata,
    sourceURL: name,
    contentType,
  };
  const data: ParseData = { metadata };
  if (formats.has('markdown')) data.markdown = converted.markdown ?? '';
  if (formats.has('html')) data.html = converted.html ?? '';
  if (formats.has('rawHtml')) data.rawHtml = reading.rawHtml ?? reading.doc.documentElement.outerHTML;
  if (formats.has('links')) data.links = converted.links ?? [];
  if (formats.has('images')) data.images = imageSources(reading.doc, name, options.removeBase64Images);
  const warnings = [...(reading.warnings ?? []), ...(converted.warning ? [converted.warning] : [])];
  if (warnings.length) data.warning = warnings.join(' ');
  return data;
}

/** Every image the document shows, resolved, deduplicated, in order. */
function imageSources(doc: Document, name: string, removeBase64Images: boolean): string[] {
  const resolve = urlResolver(documentBaseUrl(doc, name));
  const seen = new Set<string>();
  for (const img of Array.from(doc.images)) {
    const src = img.getAttribute('src')?.trim();
    if (!src || (removeBase64Images && src.startsWith('data:'))) continue;
    seen.add(resolve(src));
  }
  return [...seen];
}
