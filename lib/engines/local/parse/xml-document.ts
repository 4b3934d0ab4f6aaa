import { fileProblem } from '@/lib/engines/local/parse/parse-errors';
import { t } from '@/lib/i18n/t';

/** Parses one XML part of a container; a damaged part is a clear error, not a silent blank. */
export function parseXml(text: string, partName: string, fileName: string): XMLDocument {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) {
    throw fileProblem(t('localParse_badXml', partName, fileName), 'corrupt-file');
  }
  return doc;
}

/** Child elements with a given local name (namespace prefixes differ between writers). */
export const childrenNamed = (parent: Element, localName: string): Element[] =>
  Array.from(parent.children).filter((el) => el.localName === localName);

/** Descendants with a given local name, in document order. */
export const descendantsNamed = (root: Element | Document, localName: string): Element[] =>
  Array.from(root.getElementsByTagNameNS('*', localName));

/** An attribute by local name, whatever its prefix. */
export function attrNamed(el: Element, localName: string): string | undefined {
  for (const attr of Array.from(el.attributes)) if (attr.localName === localName) return attr.value;
  return undefined;
}
