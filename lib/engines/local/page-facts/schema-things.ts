import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import { jsonLdBlocks } from '@/lib/engines/local/convert/json-ld';
import { microdataItems } from '@/lib/engines/local/page-facts/microdata';
import { rdfaItems } from '@/lib/engines/local/page-facts/rdfa';

/**
 * A schema.org item as JSON-LD writes it, whatever syntax the page used: `@type`, then its
 * properties (a value, a nested item, or an array of them). Microdata and RDFa are read into the
 * same shape, so one reader serves all three. A property read from a `content` attribute whose
 * element also shows text keeps that text under `@shown:NAME` (a price's "$19.99").
 */
export type Thing = Record<string, unknown>;

/** Items more than this deep are not followed (a page's cycle of references stops here). */
const MAX_DEPTH = 8;
const MAX_THINGS = 2000;

/** A type's own name: "https://schema.org/Product" and "schema:Product" are "Product". */
export const typeName = (type: string): string => type.replace(/^.*[/#:]/, '');

export function typesOf(thing: Thing): string[] {
  return [thing['@type']]
    .flat()
    .filter((t): t is string => typeof t === 'string')
    .map(typeName);
}

export const isThing = (value: unknown): value is Thing =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The page's top-level items: JSON-LD first (its @graph and arrays opened), then microdata, then RDFa. */
export function schemaThings(doc: Document, resolve: UrlResolver): Thing[] {
  const roots: Thing[] = [];
  const open = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(open);
    if (!isThing(node)) return;
    if (Array.isArray(node['@graph'])) return (node['@graph'] as unknown[]).forEach(open);
    roots.push(node);
  };
  jsonLdBlocks(doc).forEach(open);
  return [...roots, ...microdataItems(doc, resolve), ...rdfaItems(doc, resolve)];
}

/** Every item of one of `types` (or of any type), top-level or nested, in document order; each once. */
export function findThings(things: Thing[], types: readonly string[] | 'any'): Thing[] {
  const found: Thing[] = [];
  const seen = new Set<Thing>();
  const walk = (node: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || seen.size > MAX_THINGS) return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, depth));
    if (!isThing(node) || seen.has(node)) return;
    seen.add(node);
    if (types === 'any' || typesOf(node).some((t) => types.includes(t))) found.push(node);
    for (const [key, value] of Object.entries(node)) if (!key.startsWith('@')) walk(value, depth + 1);
  };
  walk(things, 0);
  return found;
}

/** A property's values as a list (one value, an array, or none). */
export const valuesOf = (thing: Thing | undefined, name: string): unknown[] =>
  thing === undefined || thing[name] === undefined || thing[name] === null ? [] : [thing[name]].flat();

/** A property's first text: a string or a number as written, trimmed; an item's `name`. */
export function textOf(thing: Thing | undefined, name: string): string | undefined {
  for (const value of valuesOf(thing, name)) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
    if (text?.trim()) return text.replace(/\s+/g, ' ').trim();
    if (isThing(value)) {
      const inner = textOf(value, 'name') ?? textOf(value, '@value');
      if (inner) return inner;
    }
  }
  return undefined;
}

/** A property's first nested item. */
export const thingOf = (thing: Thing | undefined, name: string): Thing | undefined =>
  valuesOf(thing, name).find(isThing);

/** A property's items. */
export const thingsOf = (thing: Thing | undefined, name: string): Thing[] => valuesOf(thing, name).filter(isThing);
