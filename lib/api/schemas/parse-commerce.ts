import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';

const str = maybe(z.string());

export const priceSchema = looseObject({ amount: maybe(z.number()), currency: str, formatted: str });
export const availabilitySchema = looseObject({ inStock: maybe(z.boolean()), text: str });
const imageRef = looseObject({ url: str, alt: str });

export const productSchema = looseObject({
  title: str,
  url: str,
  brand: str,
  category: str,
  description: str,
  variants: maybe(
    z.array(
      looseObject({
        availability: maybe(availabilitySchema),
        id: str,
        sku: str,
        title: str,
        values: maybe(z.record(z.string(), z.unknown())),
        price: maybe(priceSchema),
        sale: maybe(looseObject({ originalPrice: maybe(priceSchema) })),
        images: maybe(z.array(imageRef)),
      }),
    ),
  ),
});
export type Product = z.infer<typeof productSchema>;

export const menuItemSchema = looseObject({
  name: str,
  id: str,
  description: str,
  url: str,
  sourceUrl: str,
  images: maybe(z.array(imageRef)),
  price: maybe(priceSchema),
  availability: maybe(availabilitySchema),
  dietary: maybe(z.array(z.string())),
  calories: maybe(z.number()),
  optionGroups: maybe(z.array(z.record(z.string(), z.unknown()))),
  identifiers: maybe(looseObject({ merchantItemId: str })),
});

export const menuSchema = looseObject({
  isMenu: maybe(z.boolean()),
  sections: maybe(
    z.array(looseObject({ name: str, id: str, description: str, items: maybe(z.array(menuItemSchema)) })),
  ),
  confidence: maybe(z.number()),
  merchant: maybe(looseObject({ name: str, type: str })),
  currency: str,
  sourceUrl: str,
});
export type Menu = z.infer<typeof menuSchema>;
