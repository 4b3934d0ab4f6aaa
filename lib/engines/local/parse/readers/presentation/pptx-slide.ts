/**
 * One slide to one <section>: "Slide N: title" as h2, the other shapes in reading order, then the
 * speaker notes as a paragraph starting "Notes:".
 */
import type { HtmlBuilder } from '@/lib/engines/local/parse/html-builder';
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { childrenNamed, descendantsNamed, parseXml } from '@/lib/engines/local/parse/xml-document';
import type { LeftOut } from '@/lib/engines/local/parse/readers/shared/left-out';
import { readRelationships } from '@/lib/engines/local/parse/readers/shared/ooxml-rels';
import type { Relationship } from '@/lib/engines/local/parse/readers/shared/ooxml-rels';
import { inReadingOrder, layoutPositions } from '@/lib/engines/local/parse/readers/presentation/pptx-geometry';
import type { LayoutCache } from '@/lib/engines/local/parse/readers/presentation/pptx-geometry';
import { isTitle, renderShape, shapesIn } from '@/lib/engines/local/parse/readers/presentation/pptx-shapes';
import { paragraphText } from '@/lib/engines/local/parse/readers/presentation/pptx-text';

export interface DeckContext {
  zip: ZipArchive;
  fileName: string;
  el: HtmlBuilder['el'];
  leftOut: LeftOut;
  layouts: LayoutCache;
}

const relOfType = (rels: Map<string, Relationship>, type: string): Relationship | undefined =>
  [...rels.values()].find((rel) => rel.type === type);

const shapeTree = (doc: Document): Element | undefined => descendantsNamed(doc, 'spTree')[0];

/** The paragraphs of a shape's text body as plain lines. */
const lines = (shape: Element): string[] =>
  childrenNamed(shape, 'txBody')
    .flatMap((body) => childrenNamed(body, 'p').map(paragraphText))
    .filter(Boolean);

/** The notes page's body placeholder text, one line per paragraph. */
function notesLines(part: string, deck: DeckContext): string[] {
  const text = deck.zip.text(part);
  const tree = text ? shapeTree(parseXml(text, part, deck.fileName)) : undefined;
  if (!tree) return [];
  return shapesIn(tree, new Map())
    .filter((shape) => shape.placeholder?.type === 'body')
    .flatMap((shape) => lines(shape.node));
}

export function readSlide(part: string, slide: number, deck: DeckContext): HTMLElement {
  const { zip, fileName, el } = deck;
  const text = zip.text(part);
  const tree = text ? shapeTree(parseXml(text, part, fileName)) : undefined;
  const rels = readRelationships(zip, part, fileName);
  const layout = layoutPositions(zip, relOfType(rels, 'slideLayout')?.target, fileName, deck.layouts);
  const shapes = tree ? shapesIn(tree, layout) : [];

  const title = shapes
    .filter(isTitle)
    .flatMap((shape) => lines(shape.node))
    .join(' ');
  const section = el('section', {}, el('h2', {}, title ? `Slide ${slide}: ${title}` : `Slide ${slide}`));
  const ctx = { zip, el, rels, slide, leftOut: deck.leftOut, layout };
  for (const shape of inReadingOrder(shapes.filter((s) => !isTitle(s)))) section.append(...renderShape(shape, ctx));

  const notesPart = relOfType(rels, 'notesSlide');
  const notes = notesPart ? notesLines(notesPart.target, deck) : [];
  if (notes.length)
    section.append(el('p', {}, `Notes: ${notes[0]}`, ...notes.slice(1).flatMap((line) => [el('br'), line])));
  return section;
}
