/**
 * A slide's shape tree to HTML blocks: text shapes, pictures, tables and groups, in reading order.
 * Charts, SmartArt and embedded objects are noted as left out.
 */
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { childrenNamed, descendantsNamed } from '@/lib/engines/local/parse/xml-document';
import { CHART, EMBEDDED, SMART_ART } from '@/lib/engines/local/parse/readers/shared/left-out';
import type { LeftOut } from '@/lib/engines/local/parse/readers/shared/left-out';
import { mediaDataUri } from '@/lib/engines/local/parse/readers/shared/media-data-uri';
import { relId } from '@/lib/engines/local/parse/readers/shared/ooxml-rels';
import {
  inReadingOrder,
  placeholderOf,
  positionOf,
} from '@/lib/engines/local/parse/readers/presentation/pptx-geometry';
import type { Placeholder, Position } from '@/lib/engines/local/parse/readers/presentation/pptx-geometry';
import { tableElement } from '@/lib/engines/local/parse/readers/presentation/pptx-table';
import { textBlocks } from '@/lib/engines/local/parse/readers/presentation/pptx-text';
import type { TextContext } from '@/lib/engines/local/parse/readers/presentation/pptx-text';

export interface SlideContext extends TextContext {
  zip: ZipArchive;
  slide: number;
  leftOut: LeftOut;
  layout: Map<string, Position>;
}

export interface Shape {
  node: Element;
  placeholder?: Placeholder;
  position?: Position;
}

const SHAPES = new Set(['sp', 'pic', 'graphicFrame', 'grpSp']);
/** Slide furniture repeated on every slide: date, footer, slide number. */
const FURNITURE = new Set(['dt', 'ftr', 'sldNum']);
const TITLES = new Set(['title', 'ctrTitle']);
/** Placeholders whose paragraphs are bullets unless they say otherwise. */
const BULLETED = new Set(['body', 'obj']);

export const isTitle = (shape: Shape): boolean => TITLES.has(shape.placeholder?.type ?? '');

/** The shapes directly in a shape tree or group; mc:AlternateContent gives its fallback. */
export function shapesIn(tree: Element, layout: Map<string, Position>): Shape[] {
  const shapes: Shape[] = [];
  const visit = (parent: Element): void => {
    for (const node of Array.from(parent.children)) {
      if (node.localName === 'AlternateContent') {
        const branch = childrenNamed(node, 'Fallback')[0] ?? childrenNamed(node, 'Choice')[0];
        if (branch) visit(branch);
      } else if (SHAPES.has(node.localName)) {
        const placeholder = placeholderOf(node);
        if (!FURNITURE.has(placeholder?.type ?? ''))
          shapes.push({ node, placeholder, position: positionOf(node, layout) });
      }
    }
  };
  visit(tree);
  return shapes;
}

function picture(node: Element, ctx: SlideContext): Node[] {
  const blip = descendantsNamed(node, 'blip')[0];
  const rel = blip && ctx.rels.get(relId(blip, 'embed') ?? '');
  const data = rel && !rel.external ? ctx.zip.bytes(rel.target) : undefined;
  if (!rel || !data) return []; // Linked (external) pictures are never fetched.
  const cNvPr = descendantsNamed(node, 'cNvPr')[0];
  const alt = cNvPr?.getAttribute('descr') ?? cNvPr?.getAttribute('title') ?? '';
  return [ctx.el('p', {}, ctx.el('img', { src: mediaDataUri(data, rel.target), alt }))];
}

function graphicFrame(node: Element, ctx: SlideContext): Node[] {
  const data = descendantsNamed(node, 'graphicData')[0];
  const uri = data?.getAttribute('uri') ?? '';
  const table = data && childrenNamed(data, 'tbl')[0];
  if (table) return [tableElement(table, ctx)];
  if (uri.endsWith('/chart') || uri.endsWith('/chartex')) ctx.leftOut.add(CHART, ctx.slide);
  else if (uri.endsWith('/diagram')) ctx.leftOut.add(SMART_ART, ctx.slide);
  else if (uri.endsWith('/ole')) ctx.leftOut.add(EMBEDDED, ctx.slide);
  return [];
}

export function renderShape(shape: Shape, ctx: SlideContext): Node[] {
  const { node } = shape;
  switch (node.localName) {
    case 'sp': {
      const body = childrenNamed(node, 'txBody')[0];
      return body ? textBlocks(body, BULLETED.has(shape.placeholder?.type ?? ''), ctx) : [];
    }
    case 'pic':
      return picture(node, ctx);
    case 'graphicFrame':
      return graphicFrame(node, ctx);
    case 'grpSp':
      // Group members are placed in the group's own coordinates: order them among themselves.
      return inReadingOrder(shapesIn(node, new Map())).flatMap((member) => renderShape(member, ctx));
    default:
      return [];
  }
}
