import { documentBaseUrl, urlResolver, type UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import type { Thing } from '@/lib/engines/local/page-facts/schema-things';

/** Elements whose property value is a URL attribute (microdata's rules; RDFa reads the same ones). */
const URL_ATTRIBUTE: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  iframe: 'src',
  embed: 'src',
  track: 'src',
  object: 'data',
};

/** URLs made absolute against the document's base (its <base href>, else the page's address). */
export const pageResolver = (doc: Document, pageUrl: string): UrlResolver => urlResolver(documentBaseUrl(doc, pageUrl));

const shown = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * An element's property value as text: its `content` (or RDFa's `resource`), a URL attribute made
 * absolute, a time's `datetime`, a data's `value`, else its text. `shownText` is the text the element
 * shows when that differs from the value read (a price written "$19.99" with content="19.99").
 */
export function elementValue(el: Element, resolve: UrlResolver, rdfa: boolean): { value: string; shownText?: string } {
  const content = el.getAttribute('content') ?? (rdfa ? el.getAttribute('resource') : null);
  const urlAttr = URL_ATTRIBUTE[el.localName];
  let value: string;
  if (content !== null) value = content.trim();
  else if (urlAttr && el.hasAttribute(urlAttr)) value = resolve(el.getAttribute(urlAttr) ?? '');
  else if (rdfa && el.hasAttribute('href')) value = resolve(el.getAttribute('href') ?? '');
  else if (el.localName === 'time' && el.hasAttribute('datetime')) value = el.getAttribute('datetime')!.trim();
  else if ((el.localName === 'data' || el.localName === 'meter') && el.hasAttribute('value'))
    value = el.getAttribute('value')!.trim();
  else return { value: shown(el) };
  const text = el.localName === 'meta' || el.localName === 'link' ? '' : shown(el);
  return text && text !== value ? { value, shownText: text } : { value };
}

/** Adds a value to an item's property: a second value makes an array. */
export function addProperty(thing: Thing, name: string, value: unknown): void {
  const had = thing[name];
  thing[name] = had === undefined ? value : [had, value].flat();
}

/** Property names of an attribute: space-separated, a vocabulary's prefix or URL dropped ("schema:price"). */
export const propertyNames = (raw: string | null): string[] =>
  (raw ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => name.replace(/^.*[/#:]/, ''));
