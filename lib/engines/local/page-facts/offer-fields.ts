import type { z } from 'zod';
import type { availabilitySchema, priceSchema } from '@/lib/api/schemas/parse-commerce';
import type { Thing } from '@/lib/engines/local/page-facts/schema-things';
import { textOf, thingsOf, typeName, valuesOf } from '@/lib/engines/local/page-facts/schema-things';

/** The v2 price and availability shapes; each part only when the page declares it. */
type Price = z.infer<typeof priceSchema>;
type Availability = z.infer<typeof availabilitySchema>;

/** schema.org ItemAvailability values a buyer can have now; every other value is not in stock. */
const IN_STOCK = new Set(['instock', 'limitedavailability', 'instoreonly', 'onlineonly']);
/** Open Graph's product:availability words that mean it can be bought now. */
const OG_IN_STOCK = new Set(['instock', 'in stock', 'available for order', 'in_stock']);
/** Price types that name the price before a sale (schema.org PriceTypeEnumeration). */
const ORIGINAL_PRICE = /^(?:ListPrice|StrikethroughPrice|MSRP|SRP)$/i;

/** A number written by a page: "19.99", 19.99, "1,299.00"; undefined for anything else. */
export function amountOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim().replace(/,(?=\d{3}\b)/g, '');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Leaves out the parts that are undefined; undefined when none is left. */
export function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

/** A price from an item with `price` and `priceCurrency` (an Offer or a PriceSpecification); none without an amount. */
export function priceOf(thing: Thing | undefined, currency?: string): Price | undefined {
  const amount = amountOf(textOf(thing, 'price'));
  if (amount === undefined) return undefined;
  return compact({
    amount,
    currency: textOf(thing, 'priceCurrency') ?? currency,
    formatted: textOf(thing, '@shown:price'),
  });
}

/** An offer's price and the price before its sale, from `price` or its price specifications. */
export function offerPrices(offer: Thing): { price?: Price; originalPrice?: Price } {
  const currency = textOf(offer, 'priceCurrency');
  const specs = thingsOf(offer, 'priceSpecification');
  const isOriginal = (spec: Thing) => ORIGINAL_PRICE.test(typeName(textOf(spec, 'priceType') ?? ''));
  // An AggregateOffer's lowest price is the price the product can be had for.
  const lowest = amountOf(textOf(offer, 'lowPrice'));
  const current =
    priceOf(offer) ??
    priceOf(
      specs.find((s) => !isOriginal(s)),
      currency,
    ) ??
    (lowest === undefined ? undefined : compact({ amount: lowest, currency }));
  const original = priceOf(specs.find(isOriginal), currency);
  return { price: current, originalPrice: original };
}

/** An offer's availability: the schema.org value's name as text, and whether it is in stock. */
export function availabilityOf(offer: Thing | undefined): Availability | undefined {
  const raw = textOf(offer, 'availability');
  if (!raw) return undefined;
  const text = typeName(raw);
  return { inStock: IN_STOCK.has(text.toLowerCase()), text };
}

/** Open Graph's availability word ("in stock", "oos") as the v2 shape. */
export function ogAvailability(raw: string): Availability | undefined {
  if (!raw) return undefined;
  return { inStock: OG_IN_STOCK.has(raw.toLowerCase()), text: raw };
}

/** An item's images as {url, alt}: URLs, or ImageObjects with their url and caption. */
export function imagesOf(thing: Thing | undefined): { url?: string; alt?: string }[] | undefined {
  const images = valuesOf(thing, 'image').flatMap((value) => {
    if (typeof value === 'string') return value.trim() ? [{ url: value.trim() }] : [];
    if (value === null || typeof value !== 'object') return [];
    const image = value as Thing;
    const url = textOf(image, 'url') ?? textOf(image, 'contentUrl');
    return url ? [compact({ url, alt: textOf(image, 'caption') ?? textOf(image, 'name') })!] : [];
  });
  return images.length ? images : undefined;
}

/** An item's offers, an AggregateOffer's listed offers opened. */
export function offersOf(thing: Thing): Thing[] {
  return thingsOf(thing, 'offers').flatMap((offer) => {
    const listed = thingsOf(offer, 'offers');
    return listed.length ? listed : [offer];
  });
}
