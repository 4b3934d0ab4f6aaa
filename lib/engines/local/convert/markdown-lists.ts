/** Bulleted and numbered lists, nested by indenting continuation lines to the item's content column. */
import { isTextless } from '@/lib/engines/local/convert/heading-button';
import type { Block, MarkdownContext } from '@/lib/engines/local/convert/markdown-context';

function joinItemBlocks(blocks: Block[]): string {
  let md = '';
  for (const block of blocks) {
    if (md === '') md = block.md;
    else md += (block.list ? '\n' : '\n\n') + block.md;
  }
  return md;
}

function formatItem(marker: string, content: string): string {
  const pad = ' '.repeat(marker.length + 1);
  return marker + ' ' + content.replace(/\n(?=[^\n])/g, '\n' + pad);
}

function isList(tag: string): boolean {
  return tag === 'ul' || tag === 'ol' || tag === 'menu' || tag === 'dir';
}

/** Renders ul/ol/menu into one block. */
export function renderList(list: Element, ctx: MarkdownContext, out: Block[]): void {
  const ordered = list.localName === 'ol';
  const start = Number.parseInt(list.getAttribute('start') ?? '1', 10);
  let number = Number.isFinite(start) ? start : 1;
  const items: string[] = [];

  const visit = (parent: Element): void => {
    for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
      const tag = child.localName;
      if (ctx.isRemoved(child) || isTextless(child, tag)) continue;
      // A wrapper holding items is looked through; any other child (a <div> slide in a <ul>) is an item.
      if (tag !== 'li' && !isList(tag) && child.querySelector('li')) {
        visit(child);
      } else if (!isList(tag)) {
        const blocks: Block[] = [];
        ctx.blocks(child, blocks);
        const content = joinItemBlocks(blocks);
        if (content === '') continue;
        const marker = ordered ? `${number++}.` : '-';
        items.push(formatItem(marker, content));
      } else {
        // A list directly inside a list (invalid but common) nests under the previous item.
        const nested: Block[] = [];
        renderList(child, ctx, nested);
        if (nested.length === 0) continue;
        const md = nested[0]?.md ?? '';
        if (items.length === 0) items.push(md);
        else items[items.length - 1] += '\n' + md.replace(/^(?=[^\n])/gm, '  ');
      }
    }
  };
  visit(list);
  if (items.length) out.push({ md: items.join('\n'), list: true });
}

/** An <li> with no list around it. */
export function renderLooseItem(li: Element, ctx: MarkdownContext, out: Block[]): void {
  const blocks: Block[] = [];
  ctx.blocks(li, blocks);
  const content = joinItemBlocks(blocks);
  if (content) out.push({ md: formatItem('-', content), list: true });
}
