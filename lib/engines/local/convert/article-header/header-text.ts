/** Text as a header shows it: whitespace collapsed, ends trimmed. */
export const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

export function metaContent(doc: Document, selector: string): string {
  return clean(doc.querySelector(selector)?.getAttribute('content'));
}
