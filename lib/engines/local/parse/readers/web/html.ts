/**
 * HTML and XHTML files. The document goes to finishReading as parsed, so onlyMainContent and the
 * tag filters work through the same code as a local page scrape; title, description and language
 * come from the converter's own metadata, so this reader declares none.
 */
import type { HtmlReader } from '@/lib/engines/local/parse/parse-types';
import { bomEncoding, decodeAs } from '@/lib/engines/local/parse/readers/shared/text-decoding';
import { t } from '@/lib/i18n/t';

/** The charset a document declares in its first 1024 bytes: <meta charset>, http-equiv or <?xml encoding?>. */
export function sniffCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 1024));
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  if (meta) return meta[1];
  return /^\s*<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
}

function decodeHtml(bytes: Uint8Array): string {
  const bom = bomEncoding(bytes);
  if (bom) return decodeAs(bytes, bom).text;
  const declared = sniffCharset(bytes);
  // A declared UTF-16 cannot be right for bytes we could read the declaration from as ASCII.
  const label = declared && !/^utf-?16/i.test(declared) ? declared : 'utf-8';
  return decodeAs(bytes, label).text;
}

const looksLikeXhtml = (name: string, text: string): boolean =>
  /\.xht(ml)?$/i.test(name) ||
  (/^\s*<\?xml/.test(text) && /xmlns\s*=\s*["']http:\/\/www\.w3\.org\/1999\/xhtml["']/.test(text));

/** XHTML is parsed as XML when it is well-formed; otherwise as HTML, as a browser would not. */
function parseHtml(text: string, name: string): Document {
  const parser = new DOMParser();
  if (looksLikeXhtml(name, text)) {
    const xml = parser.parseFromString(text, 'application/xhtml+xml');
    if (!xml.getElementsByTagName('parsererror').length && xml.body) return xml;
  }
  return parser.parseFromString(text, 'text/html');
}

export const readHtml: HtmlReader = async (bytes, context) => {
  context.report({ message: t('localParse_readingPage') });
  const rawHtml = decodeHtml(bytes);
  const doc = parseHtml(rawHtml, context.name);
  return { doc, rawHtml, htmlInput: true, metadata: {} };
};
