/**
 * Where shapes sit on a slide, for reading order: a shape's own a:off, else (for placeholders,
 * which usually inherit their place) the matching placeholder's a:off on the slide layout.
 */
import type { ZipArchive } from '@/lib/engines/local/parse/zip-archive';
import { childrenNamed, descendantsNamed, parseXml } from '@/lib/engines/local/parse/xml-document';

export interface Position {
  x: number;
  y: number;
}

export interface Placeholder {
  type: string;
  idx?: string;
}

/** Layout part → placeholder key ("idx:1", "type:title") → position; shared across slides. */
export type LayoutCache = Map<string, Map<string, Position>>;

/** The p:ph of a shape, if it is a placeholder. A p:ph without a type is an "obj" placeholder. */
export function placeholderOf(shape: Element): Placeholder | undefined {
  const nonVisual = Array.from(shape.children).find((c) => c.localName.startsWith('nv'));
  const nvPr = nonVisual && childrenNamed(nonVisual, 'nvPr')[0];
  const ph = nvPr && childrenNamed(nvPr, 'ph')[0];
  if (!ph) return undefined;
  return { type: ph.getAttribute('type') ?? 'obj', idx: ph.getAttribute('idx') ?? undefined };
}

/** The shape's own offset: p:spPr / p:grpSpPr / p:xfrm (graphic frames) → a:off. */
export function ownPosition(shape: Element): Position | undefined {
  const props = Array.from(shape.children).find(
    (c) => c.localName === 'spPr' || c.localName === 'grpSpPr' || c.localName === 'xfrm',
  );
  const off = props && descendantsNamed(props, 'off')[0];
  if (!off) return undefined;
  const x = Number(off.getAttribute('x'));
  const y = Number(off.getAttribute('y'));
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
}

const keysOf = (ph: Placeholder): string[] => [...(ph.idx ? [`idx:${ph.idx}`] : []), `type:${ph.type}`];

export function layoutPositions(
  zip: ZipArchive,
  layoutPart: string | undefined,
  fileName: string,
  cache: LayoutCache,
): Map<string, Position> {
  if (!layoutPart) return new Map();
  const cached = cache.get(layoutPart);
  if (cached) return cached;
  const positions = new Map<string, Position>();
  const text = zip.text(layoutPart);
  if (text) {
    for (const shape of descendantsNamed(parseXml(text, layoutPart, fileName), 'sp')) {
      const ph = placeholderOf(shape);
      const position = ownPosition(shape);
      if (ph && position) for (const key of keysOf(ph)) if (!positions.has(key)) positions.set(key, position);
    }
  }
  cache.set(layoutPart, positions);
  return positions;
}

export function positionOf(shape: Element, layout: Map<string, Position>): Position | undefined {
  const own = ownPosition(shape);
  if (own) return own;
  const ph = placeholderOf(shape);
  return ph
    ? keysOf(ph)
        .map((key) => layout.get(key))
        .find(Boolean)
    : undefined;
}

/** Top to bottom, then left to right, when every shape has a place; else as the file lists them. */
export function inReadingOrder<T extends { position?: Position }>(shapes: T[]): T[] {
  if (!shapes.every((s) => s.position)) return shapes;
  return [...shapes].sort(
    (a, b) => (a.position?.y ?? 0) - (b.position?.y ?? 0) || (a.position?.x ?? 0) - (b.position?.x ?? 0),
  );
}
