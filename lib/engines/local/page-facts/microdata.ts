import { addProperty, elementValue, propertyNames } from '@/lib/engines/local/page-facts/item-values';
import type { Thing } from '@/lib/engines/local/page-facts/schema-things';
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';

const MAX_ITEMS = 500;

/** The page's top-level microdata items (itemscope without itemprop), as JSON-LD-shaped things. */
export function microdataItems(doc: Document, resolve: UrlResolver): Thing[] {
  return Array.from(doc.querySelectorAll('[itemscope]:not([itemprop])'))
    .slice(0, MAX_ITEMS)
    .map((el) => readItem(el, resolve, 0));
}

function readItem(item: Element, resolve: UrlResolver, depth: number): Thing {
  const thing: Thing = {};
  const types = (item.getAttribute('itemtype') ?? '').split(/\s+/).filter(Boolean);
  if (types.length) thing['@type'] = types.length === 1 ? types[0] : types;
  const id = item.getAttribute('itemid');
  if (id) thing['@id'] = resolve(id);
  for (const el of item.querySelectorAll('[itemprop]')) {
    // A property belongs to the nearest item around it, not to this one when another sits between.
    if (el.parentElement?.closest('[itemscope]') !== item) continue;
    for (const name of propertyNames(el.getAttribute('itemprop'))) {
      if (el.hasAttribute('itemscope')) {
        if (depth < 8) addProperty(thing, name, readItem(el, resolve, depth + 1));
        continue;
      }
      const { value, shownText } = elementValue(el, resolve, false);
      addProperty(thing, name, value);
      if (shownText) addProperty(thing, `@shown:${name}`, shownText);
    }
  }
  return thing;
}
