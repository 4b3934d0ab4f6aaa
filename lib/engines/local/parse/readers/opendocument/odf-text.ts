/**
 * OpenDocument text to HTML blocks: text:h (outline level → h1-h6), text:p, nested text:list
 * (numbered when its list style numbers that level), tables, frames; sections and other
 * containers are read through. Shared by the ODT and ODP readers.
 */
import type { HtmlBuilder } from '@/lib/engines/local/parse/html-builder';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { attrNamed } from '@/lib/engines/local/parse/xml-document';
import type { LeftOut } from '@/lib/engines/local/parse/readers/shared/left-out';
import type { OdfContext } from '@/lib/engines/local/parse/readers/opendocument/odf-context';
import { frameBlocks } from '@/lib/engines/local/parse/readers/opendocument/odf-frame';
import { inlineContent } from '@/lib/engines/local/parse/readers/opendocument/odf-inline';
import type { OdfStyles } from '@/lib/engines/local/parse/readers/opendocument/odf-styles';
import { odfTable } from '@/lib/engines/local/parse/readers/opendocument/odf-table';

/** Containers with nothing to read, or (a table of contents) only a copy of the headings. */
const SKIPPED = new Set([
  'table-of-content',
  'tracked-changes',
  'sequence-decls',
  'variable-decls',
  'user-field-decls',
  'forms',
  'soft-page-break',
  'annotation',
]);

const hasContent = (nodes: (Node | string)[]): boolean =>
  nodes.some((n) =>
    typeof n === 'string'
      ? n.trim() !== ''
      : n.nodeName !== 'BR' && (n.nodeName === 'IMG' || (n.textContent ?? '').trim() !== ''),
  );

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function paragraph(el: Element, tag: 'p' | (typeof HEADINGS)[number], ctx: OdfContext, out: Node[]): void {
  const { nodes, after } = inlineContent(el, ctx);
  if (hasContent(nodes)) out.push(ctx.el(tag, {}, nodes));
  out.push(...after);
}

function list(el: Element, ctx: OdfContext, inheritedStyle: string | undefined, level: number): HTMLElement {
  const style = attrNamed(el, 'style-name') ?? inheritedStyle;
  const items: HTMLLIElement[] = [];
  for (const item of Array.from(el.children)) {
    if (item.localName !== 'list-item' && item.localName !== 'list-header') continue;
    const content: Node[] = [];
    for (const child of Array.from(item.children)) {
      if (child.localName === 'list') content.push(list(child, ctx, style, level + 1));
      else block(child, ctx, content);
    }
    const previous = items.at(-1);
    // An item holding only a deeper list continues the item before it (how writers nest).
    if (previous && content.length && content.every((n) => n.nodeName === 'UL' || n.nodeName === 'OL')) {
      previous.append(...content);
      continue;
    }
    // A leading paragraph reads as the item's own text.
    const first = content[0];
    if (first?.nodeName === 'P') content.splice(0, 1, ...Array.from(first.childNodes));
    if (content.length) items.push(ctx.el('li', {}, content));
  }
  return ctx.styles.numbered(style, level) ? ctx.el('ol', {}, items) : ctx.el('ul', {}, items);
}

/** Converts one element (a block, or a container of blocks) onto `out`. */
export function block(el: Element, ctx: OdfContext, out: Node[]): void {
  const name = el.localName;
  if (name === 'h') {
    const level = Math.min(Math.max(Number(attrNamed(el, 'outline-level') ?? '1') || 1, 1), 6);
    paragraph(el, HEADINGS[level - 1] ?? 'h6', ctx, out);
  } else if (name === 'p') paragraph(el, 'p', ctx, out);
  else if (name === 'list') {
    const made = list(el, ctx, undefined, 1);
    if (made.childElementCount) out.push(made);
  } else if (name === 'table') out.push(odfTable(el, ctx));
  else if (name === 'frame')
    out.push(...frameBlocks(el, ctx).map((n) => (n.nodeName === 'IMG' ? ctx.el('p', {}, n) : n)));
  else if (!SKIPPED.has(name)) for (const child of Array.from(el.children)) block(child, ctx, out);
}

export function odfBlocks(parent: Element, ctx: OdfContext): Node[] {
  const out: Node[] = [];
  for (const child of Array.from(parent.children)) block(child, ctx, out);
  return out;
}

/** A context whose `blocks` is this module's converter. */
export function odfContext(parts: {
  el: HtmlBuilder['el'];
  zip: ZipArchive;
  styles: OdfStyles;
  leftOut: LeftOut;
  place: number;
}): OdfContext {
  const ctx: OdfContext = { ...parts, notes: [], blocks: (parent) => odfBlocks(parent, ctx) };
  return ctx;
}

/** The notes met so far as paragraphs "[1] text", to follow the text they belong to. */
export function notesBlocks(ctx: OdfContext): Node[] {
  const blocks = ctx.notes.map(({ citation, body }) => ctx.el('p', {}, `[${citation}] `, body));
  ctx.notes = [];
  return blocks;
}
