import { addProperty, elementValue, propertyNames } from '@/lib/engines/local/page-facts/item-values';
import type { Thing } from '@/lib/engines/local/page-facts/schema-things';
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';

const MAX_ITEMS = 500;

/**
 * The page's top-level RDFa items (an element with `typeof` and no `property`, or none around it),
 * as JSON-LD-shaped things. Open Graph's `<meta property>` tags sit outside any `typeof`, so they
 * are not read as items here.
 */
export function rdfaItems(doc: Document, resolve: UrlResolver): Thing[] {
  return Array.from(doc.querySelectorAll('[typeof]'))
    .filter((el) => !el.hasAttribute('property') || !el.parentElement?.closest('[typeof]'))
    .slice(0, MAX_ITEMS)
    .map((el) => readItem(el, resolve, 0));
}

function readItem(item: Element, resolve: UrlResolver, depth: number): Thing {
  const thing: Thing = { '@type': typeOf(item) };
  const about = item.getAttribute('about') ?? item.getAttribute('resource');
  if (about) thing['@id'] = resolve(about);
  for (const el of item.querySelectorAll('[property]')) {
    if (el.parentElement?.closest('[typeof]') !== item) continue;
    for (const name of propertyNames(el.getAttribute('property'))) {
      if (el.hasAttribute('typeof')) {
        if (depth < 8) addProperty(thing, name, readItem(el, resolve, depth + 1));
        continue;
      }
      const { value, shownText } = elementValue(el, resolve, true);
      addProperty(thing, name, value);
      if (shownText) addProperty(thing, `@shown:${name}`, shownText);
    }
  }
  return thing;
}

function typeOf(el: Element): string | string[] {
  const types = propertyNames(el.getAttribute('typeof'));
  return types.length === 1 ? types[0]! : types;
}
