import type { Product } from '@/lib/api/schemas/parse-commerce';
import type { UrlResolver } from '@/lib/engines/local/convert/absolute-urls';
import { pageResolver } from '@/lib/engines/local/page-facts/item-values';
import { ogTag } from '@/lib/engines/local/page-facts/open-graph';
import {
  amountOf,
  availabilityOf,
  compact,
  imagesOf,
  offerPrices,
  offersOf,
  ogAvailability,
} from '@/lib/engines/local/page-facts/offer-fields';
import {
  findThings,
  schemaThings,
  textOf,
  thingsOf,
  typeName,
  valuesOf,
  type Thing,
} from '@/lib/engines/local/page-facts/schema-things';

type Variant = NonNullable<Product['variants']>[number];

/** schema.org types that are a product a page sells. */
const PRODUCT_TYPES = ['Product', 'ProductModel', 'IndividualProduct', 'SomeProducts', 'Vehicle', 'Car'];

/**
 * The product the page declares, in the v2 `product` shape: a schema.org ProductGroup (its
 * variants from hasVariant) or Product from JSON-LD, microdata or RDFa, else Open Graph's product
 * tags. Each field the page does not declare is left out; a page that declares no product gives {}.
 */
export function productFacts(doc: Document, pageUrl: string): Product {
  const resolve = pageResolver(doc, pageUrl);
  const things = schemaThings(doc, resolve);
  const item = findThings(things, ['ProductGroup'])[0] ?? findThings(things, PRODUCT_TYPES)[0];
  return (item ? fromSchema(item, resolve) : fromOpenGraph(doc, resolve)) ?? {};
}

function fromSchema(item: Thing, resolve: UrlResolver): Product {
  const url = textOf(item, 'url');
  return (
    compact({
      title: textOf(item, 'name'),
      url: url && resolve(url),
      brand: textOf(item, 'brand'),
      category: textOf(item, 'category'),
      description: textOf(item, 'description'),
      variants: variantsOf(item, resolve),
    }) ?? {}
  );
}

function variantsOf(item: Thing, resolve: UrlResolver): Variant[] | undefined {
  const groupImages = imagesOf(item);
  const members = thingsOf(item, 'hasVariant');
  const variesBy = valuesOf(item, 'variesBy')
    .filter((v): v is string => typeof v === 'string')
    .map(typeName);
  const variants = members.length
    ? members.map((member) =>
        variantOf(member, offersOf(member)[0], { variesBy, images: groupImages, named: true }, resolve),
      )
    : offersOf(item).map((offer) => variantOf(item, offer, { variesBy, images: groupImages }, resolve));
  if (!members.length && !variants.length) variants.push(variantOf(item, undefined, { variesBy }, resolve));
  const declared = variants.filter((v): v is Variant => v !== undefined);
  return declared.length ? declared : undefined;
}

function variantOf(
  item: Thing,
  offer: Thing | undefined,
  own: { variesBy: string[]; images?: ReturnType<typeof imagesOf>; named?: boolean },
  resolve: UrlResolver,
): Variant | undefined {
  const { price, originalPrice } = offer ? offerPrices(offer) : {};
  const values = compact(Object.fromEntries(own.variesBy.map((name) => [name, textOf(item, name)])));
  const id = textOf(item, 'productID') ?? (typeof item['@id'] === 'string' ? item['@id'] : undefined);
  const images = (imagesOf(item) ?? own.images)?.map((image) => ({ ...image, url: resolve(image.url ?? '') }));
  return compact({
    id,
    sku: textOf(offer, 'sku') ?? textOf(item, 'sku'),
    title: own.named ? textOf(item, 'name') : textOf(offer, 'name'),
    values,
    price,
    sale: originalPrice ? { originalPrice } : undefined,
    availability: availabilityOf(offer),
    images,
  });
}

/** Open Graph's product tags (og:type product), read only where the page sets them. */
function fromOpenGraph(doc: Document, resolve: UrlResolver): Product | undefined {
  if (!/^product\b/i.test(ogTag(doc, 'og:type'))) return undefined;
  const money = (prefix: string) =>
    compact({
      amount: amountOf(ogTag(doc, `${prefix}:amount`)),
      currency: ogTag(doc, `${prefix}:currency`) || undefined,
    });
  const regular = money('product:price') ?? money('og:price');
  const sale = money('product:sale_price');
  const original = sale ? regular : money('product:original_price');
  const image = ogTag(doc, 'og:image');
  const variant = compact<Variant>({
    sku: ogTag(doc, 'product:retailer_item_id') || undefined,
    price: sale ?? regular,
    sale: original && (sale || original.amount !== regular?.amount) ? { originalPrice: original } : undefined,
    availability: ogAvailability(ogTag(doc, 'product:availability') || ogTag(doc, 'og:availability')),
    images: image ? [compact({ url: resolve(image), alt: ogTag(doc, 'og:image:alt') || undefined })!] : undefined,
  });
  const url = ogTag(doc, 'og:url');
  return compact<Product>({
    title: ogTag(doc, 'og:title') || undefined,
    url: url ? resolve(url) : undefined,
    brand: ogTag(doc, 'product:brand') || undefined,
    category: ogTag(doc, 'product:category') || undefined,
    description: ogTag(doc, 'og:description') || undefined,
    variants: variant ? [variant] : undefined,
  });
}
