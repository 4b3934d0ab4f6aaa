/**
 * One ODP page to one <section>: "Slide N: title" as h2 (the title frame's text, else the page's
 * own name unless it is the default "pageN"), the other shapes' content top to bottom, then the
 * speaker notes as a paragraph starting "Notes:".
 */
import { attrNamed, childrenNamed, descendantsNamed } from '@/lib/engines/local/parse/xml-document';
import type { OdfContext } from '@/lib/engines/local/parse/readers/opendocument/odf-context';
import { frameBlocks } from '@/lib/engines/local/parse/readers/opendocument/odf-frame';
import { notesBlocks } from '@/lib/engines/local/parse/readers/opendocument/odf-text';
import { inReadingOrder } from '@/lib/engines/local/parse/readers/presentation/pptx-geometry';
import type { Position } from '@/lib/engines/local/parse/readers/presentation/pptx-geometry';

/** Shapes that carry text or pictures on a page (connectors and lines rarely do). */
const SHAPES = new Set(['frame', 'custom-shape', 'rect', 'ellipse', 'polygon', 'path', 'g', 'caption']);
const CM_PER_UNIT: Record<string, number> = { cm: 1, mm: 0.1, in: 2.54, pt: 2.54 / 72, pc: 2.54 / 6, px: 2.54 / 96 };

function length(value: string | undefined): number | undefined {
  const match = /^(-?[\d.]+)([a-z]*)$/.exec(value ?? '');
  const factor = match && CM_PER_UNIT[match[2] || 'cm'];
  return match && factor ? Number(match[1]) * factor : undefined;
}

function positionOf(shape: Element): Position | undefined {
  const x = length(attrNamed(shape, 'x'));
  const y = length(attrNamed(shape, 'y'));
  return x !== undefined && y !== undefined ? { x, y } : undefined;
}

const textLines = (shape: Element): string[] =>
  descendantsNamed(shape, 'p')
    .map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);

function shapeBlocks(shape: Element, ctx: OdfContext): Node[] {
  if (shape.localName === 'frame')
    return frameBlocks(shape, ctx).map((n) => (n.nodeName === 'IMG' ? ctx.el('p', {}, n) : n));
  if (shape.localName === 'g') return ordered(Array.from(shape.children)).flatMap((child) => shapeBlocks(child, ctx));
  return ctx.blocks(shape); // Drawing shapes hold their text:p / text:list directly.
}

const ordered = (shapes: Element[]): Element[] =>
  inReadingOrder(
    shapes.filter((s) => SHAPES.has(s.localName)).map((node) => ({ node, position: positionOf(node) })),
  ).map((s) => s.node);

const presentationClass = (el: Element): string | undefined => attrNamed(el, 'class');

export function readPage(page: Element, number: number, ctx: OdfContext): HTMLElement {
  ctx.place = number;
  // Empty placeholders (presentation:placeholder="true") only hold the "click to add" prompt.
  const shapes = Array.from(page.children).filter((el) => attrNamed(el, 'placeholder') !== 'true');
  const titleFrame = shapes.find((el) => presentationClass(el) === 'title');
  const pageName = attrNamed(page, 'name') ?? '';
  const title = (titleFrame && textLines(titleFrame).join(' ')) || (/^page\d+$/i.test(pageName) ? '' : pageName);
  const section = ctx.el('section', {}, ctx.el('h2', {}, title ? `Slide ${number}: ${title}` : `Slide ${number}`));

  for (const shape of ordered(shapes.filter((el) => el !== titleFrame))) section.append(...shapeBlocks(shape, ctx));
  section.append(...notesBlocks(ctx));

  const notesFrames = childrenNamed(page, 'notes').flatMap((notes) =>
    childrenNamed(notes, 'frame').filter((f) => presentationClass(f) === 'notes'),
  );
  const notes = notesFrames.flatMap(textLines);
  if (notes.length)
    section.append(ctx.el('p', {}, `Notes: ${notes[0]}`, ...notes.slice(1).flatMap((line) => [ctx.el('br'), line])));
  return section;
}
