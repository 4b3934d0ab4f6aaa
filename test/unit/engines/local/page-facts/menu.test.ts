// @vitest-environment happy-dom
// Golden tests: each fixture page's declared menu, field by field.
import { describe, expect, it } from 'vitest';
import { menuSchema } from '@/lib/api/schemas/parse-commerce';
import { menuFacts } from '@/lib/engines/local/page-facts/menu';
import { FIXTURE_URL, fixturePage } from './fixture-page';

const at = (path: string) => new URL(path, FIXTURE_URL).href;
const menu = (name: string) => menuFacts(fixturePage(name), FIXTURE_URL);

describe('menu from what the page declares', () => {
  it('JSON-LD Restaurant with hasMenu: sections in page order, a nested section after its parent, diets, calories', () => {
    expect(menu('menu')).toEqual({
      isMenu: true,
      merchant: { name: 'Harbour Café', type: 'Restaurant' },
      currency: 'EUR',
      sourceUrl: FIXTURE_URL,
      sections: [
        {
          name: 'Starters',
          description: 'Served until 3 pm',
          items: [
            {
              name: 'Fish soup',
              description: 'With rouille and croutons.',
              price: { amount: 8.5, currency: 'EUR' },
              dietary: ['gluten-free'],
              calories: 320,
            },
            {
              name: 'Green salad',
              images: [{ url: at('/img/salad.jpg') }],
              price: { amount: 6, currency: 'EUR' },
              availability: { inStock: false, text: 'SoldOut' },
              dietary: ['vegan', 'gluten-free'],
            },
          ],
        },
        { name: 'Oysters', items: [{ name: 'Six oysters', price: { amount: 15, currency: 'EUR' } }] },
        { name: 'Mains', items: [{ name: 'Grilled bream', url: at('/menu/bream') }] },
      ],
    });
  });

  it('microdata Menu with no merchant: the shown price kept as formatted', () => {
    expect(menu('menu-microdata')).toEqual({
      isMenu: true,
      currency: 'EUR',
      sourceUrl: FIXTURE_URL,
      sections: [
        {
          name: 'Bowls',
          items: [
            {
              name: 'Tofu ramen',
              price: { amount: 11, currency: 'EUR', formatted: '11,00 €' },
              dietary: ['vegetarian'],
            },
          ],
        },
      ],
    });
  });

  it('a page declaring no Menu gives {} (a product page too)', () => {
    expect(menu('nothing')).toEqual({});
    expect(menu('product-json-ld')).toEqual({});
  });

  it('every answer has the v2 menu shape', () => {
    expect(menuSchema.safeParse(menu('menu')).success).toBe(true);
    expect(menuSchema.safeParse(menu('menu-microdata')).success).toBe(true);
  });
});
