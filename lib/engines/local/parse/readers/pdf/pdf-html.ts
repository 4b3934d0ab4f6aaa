import { htmlBuilder, tableElement } from '@/lib/engines/local/parse/html-builder';
import type { PdfBlock } from '@/lib/engines/local/parse/readers/pdf/pdf-blocks';
import { linkPieces } from '@/lib/engines/local/parse/readers/pdf/pdf-link-text';

/** The same blocks as HTML for the html format: one <section> per page, lists nested by depth. */
export function blocksToHtml(pages: readonly PdfBlock[][], title: string | undefined): string {
  const { doc, el } = htmlBuilder(title);
  const text = (marked: string) =>
    linkPieces(marked).map((p) => ('url' in p ? el('a', { href: p.url }, p.text) : p.text));
  pages.forEach((blocks, i) => {
    const section = el('section', { 'data-page': String(i + 1) });
    const lists: HTMLElement[] = [];
    for (const block of blocks) {
      if (block.type !== 'list-item') lists.length = 0;
      if (block.type === 'heading') section.append(el(`h${block.level}`, {}, text(block.text)));
      else if (block.type === 'paragraph') section.append(el('p', {}, text(block.text)));
      else if (block.type === 'code') section.append(el('pre', {}, el('code', {}, block.text)));
      else if (block.type === 'table') section.append(tableElement(el, block.rows, text));
      else {
        lists.length = Math.min(lists.length, block.depth + 1);
        if (lists.length <= block.depth) {
          const list = el(block.ordered ? 'ol' : 'ul');
          (lists.at(-1)?.lastElementChild ?? section).append(list);
          lists.push(list);
        }
        lists.at(-1)!.append(el('li', {}, text(block.text)));
      }
    }
    doc.body.append(section);
  });
  return doc.documentElement.outerHTML;
}
