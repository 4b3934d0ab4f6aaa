import type { Menu } from '@/lib/api/schemas/parse-commerce';
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import { pageResolver } from '@/lib/engines/local/page-facts/item-values';
import { availabilityOf, compact, imagesOf, offerPrices, offersOf } from '@/lib/engines/local/page-facts/offer-fields';
import {
  findThings,
  schemaThings,
  textOf,
  thingsOf,
  typeName,
  typesOf,
  valuesOf,
  type Thing,
} from '@/lib/engines/local/page-facts/schema-things';

type Section = NonNullable<Menu['sections']>[number];
type Item = NonNullable<Section['items']>[number];

const MAX_SECTION_DEPTH = 4;

/**
 * The menu the page declares (schema.org Menu, MenuSection, MenuItem in JSON-LD, microdata or
 * RDFa) in the v2 `menu` shape. Nested sections follow their parent, in page order. A page that
 * declares no Menu gives {}: `isMenu` is never guessed from how a page looks.
 */
export function menuFacts(doc: Document, pageUrl: string): Menu {
  const resolve = pageResolver(doc, pageUrl);
  const things = schemaThings(doc, resolve);
  const menu = findThings(things, ['Menu'])[0];
  if (!menu) return {};
  const sections: Section[] = [];
  const loose = thingsOf(menu, 'hasMenuItem').map((item) => itemOf(item, resolve));
  if (loose.length) sections.push({ items: loose });
  for (const section of thingsOf(menu, 'hasMenuSection')) addSection(section, sections, resolve, 0);
  const owner = findThings(things, 'any').find((t) => thingsOf(t, 'hasMenu').includes(menu));
  const currency = sections.flatMap((s) => s.items ?? []).find((i) => i.price?.currency)?.price?.currency;
  return compact({
    isMenu: true,
    sections: sections.length ? sections : undefined,
    merchant: owner && compact({ name: textOf(owner, 'name'), type: typesOf(owner)[0] }),
    currency,
    sourceUrl: pageUrl,
  })!;
}

function addSection(section: Thing, into: Section[], resolve: UrlResolver, depth: number): void {
  const items = thingsOf(section, 'hasMenuItem').map((item) => itemOf(item, resolve));
  into.push(
    compact<Section>({
      name: textOf(section, 'name'),
      id: typeof section['@id'] === 'string' ? section['@id'] : undefined,
      description: textOf(section, 'description'),
      items: items.length ? items : undefined,
    }) ?? {},
  );
  if (depth < MAX_SECTION_DEPTH)
    for (const inner of thingsOf(section, 'hasMenuSection')) addSection(inner, into, resolve, depth + 1);
}

function itemOf(item: Thing, resolve: UrlResolver): Item {
  const offer = offersOf(item)[0];
  const url = textOf(item, 'url');
  const dietary = valuesOf(item, 'suitableForDiet')
    .filter((v): v is string => typeof v === 'string')
    .map(dietWord);
  const calories = /\d+(?:\.\d+)?/.exec(textOf(thingsOf(item, 'nutrition')[0], 'calories') ?? '');
  return (
    compact<Item>({
      name: textOf(item, 'name'),
      id: typeof item['@id'] === 'string' ? item['@id'] : undefined,
      description: textOf(item, 'description'),
      url: url && resolve(url),
      images: imagesOf(item)?.map((image) => ({ ...image, url: resolve(image.url ?? '') })),
      price: offer ? offerPrices(offer).price : undefined,
      availability: availabilityOf(offer),
      dietary: dietary.length ? dietary : undefined,
      calories: calories ? Number(calories[0]) : undefined,
    }) ?? {}
  );
}

/** schema.org's RestrictedDiet value as a word: "https://schema.org/GlutenFreeDiet" is "gluten-free". */
const dietWord = (value: string): string =>
  typeName(value.trim())
    .replace(/Diet$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
