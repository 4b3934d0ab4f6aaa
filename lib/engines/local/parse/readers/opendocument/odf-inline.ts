/**
 * OpenDocument inline content: text, spaces (text:s, text:tab), line breaks, spans (bold/italic
 * from their style), links, notes (a citation here, the body after the text) and frames
 * (pictures inline; text boxes and objects handed back as blocks to go after the paragraph).
 */
import { attrNamed, childrenNamed } from '@/lib/engines/local/parse/xml-document';
import { type OdfContext, XLINK } from '@/lib/engines/local/parse/readers/opendocument/odf-context';
import { frameBlocks } from '@/lib/engines/local/parse/readers/opendocument/odf-frame';

/** Only links a reader can follow; in-document bookmarks and odd schemes stay plain text. */
const FOLLOWABLE = /^(?:https?|mailto|ftp|tel):/i;
/** Elements that hold no reading text (change tracking, annotations, fields' declarations). */
const SILENT = new Set([
  'annotation',
  'annotation-end',
  'tracked-changes',
  'bookmark',
  'bookmark-start',
  'bookmark-end',
  'soft-page-break',
  'note-citation',
]);

export interface Inline {
  nodes: (Node | string)[];
  /** Blocks met inside the paragraph (text boxes, tables in frames): they follow it. */
  after: Node[];
}

export function inlineContent(parent: Element, ctx: OdfContext, into: Inline = { nodes: [], after: [] }): Inline {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) into.nodes.push((node as Text).data);
    else if (node.nodeType === 1) inlineElement(node as Element, ctx, into);
  }
  return into;
}

function inlineElement(el: Element, ctx: OdfContext, into: Inline): void {
  switch (el.localName) {
    case 's':
      into.nodes.push(' '.repeat(Math.min(Number(attrNamed(el, 'c') ?? '1') || 1, 100)));
      return;
    case 'tab':
      into.nodes.push('\t');
      return;
    case 'line-break':
      into.nodes.push(ctx.el('br'));
      return;
    case 'span': {
      const { bold, italic } = ctx.styles.emphasis(attrNamed(el, 'style-name'));
      if (!bold && !italic) {
        inlineContent(el, ctx, into);
        return;
      }
      const inner = inlineContent(el, ctx, { nodes: [], after: into.after });
      let wrapped: Node = italic ? ctx.el('em', {}, inner.nodes) : ctx.el('span', {}, inner.nodes);
      if (bold) wrapped = ctx.el('strong', {}, wrapped);
      into.nodes.push(wrapped);
      return;
    }
    case 'a': {
      const href = el.getAttributeNS(XLINK, 'href') ?? '';
      const inner = inlineContent(el, ctx, { nodes: [], after: into.after });
      if (FOLLOWABLE.test(href)) into.nodes.push(ctx.el('a', { href }, inner.nodes));
      else into.nodes.push(...inner.nodes);
      return;
    }
    case 'note': {
      const citation = childrenNamed(el, 'note-citation')[0]?.textContent?.trim() || String(ctx.notes.length + 1);
      const body = childrenNamed(el, 'note-body')[0];
      into.nodes.push(`[${citation}]`);
      const paragraphs = body ? childrenNamed(body, 'p').map((p) => inlineContent(p, ctx).nodes) : [];
      ctx.notes.push({ citation, body: paragraphs.flatMap((nodes, i) => (i ? [' ', ...nodes] : nodes)) });
      return;
    }
    case 'frame':
      for (const block of frameBlocks(el, ctx)) {
        if (block.nodeName === 'IMG') into.nodes.push(block);
        else into.after.push(block);
      }
      return;
    default:
      if (!SILENT.has(el.localName)) inlineContent(el, ctx, into);
  }
}
