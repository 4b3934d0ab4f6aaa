import type { z } from 'zod';
import type { priceSchema } from '@/lib/api/schemas/parse-commerce';

type PriceValue = z.infer<typeof priceSchema>;

/** "€12.50": the service's formatted text, else amount and currency. */
export function priceText(price: PriceValue | null | undefined): string {
  if (!price) return '';
  if (price.formatted) return price.formatted;
  if (typeof price.amount !== 'number') return '';
  return price.currency ? `${price.amount} ${price.currency}` : String(price.amount);
}

/** A price, with the price before a sale struck through. */
export function Price({ price, before }: { price?: PriceValue | null; before?: PriceValue | null }) {
  const now = priceText(price);
  const was = priceText(before);
  return (
    <span class="price">
      {was && <s class="price-before">{was}</s>} {now}
    </span>
  );
}
