/** A page's visible text as paragraphs, by a walk that needs nothing of the page but its nodes. */
import { BLOCK_TAGS, DROPPED_TAGS } from '@/lib/engines/local/convert/dom-tags';

export function plainText(root: Element): string[] {
  const paragraphs: string[] = [];
  let run = '';
  const flush = (): void => {
    const text = run.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push(text);
    run = '';
  };
  const walk = (el: Element): void => {
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3) run += (node as Text).data;
      else if (node.nodeType === 1) {
        const child = node as Element;
        if (DROPPED_TAGS.has(child.localName)) continue;
        const block = BLOCK_TAGS.has(child.localName);
        if (block) flush();
        walk(child);
        if (block) flush();
      }
    }
  };
  walk(root);
  flush();
  return paragraphs;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => HTML_ENTITIES[c] ?? c);
