// @vitest-environment happy-dom
// Golden tests: each fixture page's declared product, field by field.
import { describe, expect, it } from 'vitest';
import { productSchema } from '@/lib/api/schemas/parse-commerce';
import { productFacts } from '@/lib/engines/local/page-facts/product';
import { FIXTURE_URL, fixturePage } from './fixture-page';

const at = (path: string) => new URL(path, FIXTURE_URL).href;
const product = (name: string) => productFacts(fixturePage(name), FIXTURE_URL);

describe('product from what the page declares', () => {
  it('JSON-LD ProductGroup in @graph: variants from hasVariant, variesBy values, sale price, group image inherited', () => {
    expect(product('product-json-ld')).toEqual({
      title: 'Trail jacket',
      url: at('/jackets/trail'),
      brand: 'Fieldwear',
      category: 'Outdoor > Jackets',
      description: 'A light rain jacket.',
      variants: [
        {
          sku: 'TJ-M-BLUE',
          title: 'Trail jacket, M, blue',
          values: { size: 'M', color: 'Blue' },
          price: { amount: 89, currency: 'EUR' },
          sale: { originalPrice: { amount: 119, currency: 'EUR' } },
          availability: { inStock: true, text: 'InStock' },
          images: [{ url: at('/img/jacket-blue.jpg'), alt: 'Blue jacket' }],
        },
        {
          sku: 'TJ-L-RED',
          title: 'Trail jacket, L, red',
          values: { size: 'L', color: 'Red' },
          price: { amount: 99, currency: 'EUR' },
          availability: { inStock: false, text: 'OutOfStock' },
          images: [{ url: at('/img/jacket.jpg') }],
        },
      ],
    });
  });

  it('JSON-LD Product in an array with an AggregateOffer: its lowest price, no availability invented', () => {
    expect(product('product-aggregate')).toEqual({
      title: 'Desk lamp',
      brand: 'Lumo',
      variants: [
        {
          sku: 'LAMP-1',
          price: { amount: 24.5, currency: 'USD' },
          images: [{ url: 'https://cdn.example.test/lamp-1.jpg' }, { url: 'https://cdn.example.test/lamp-2.jpg' }],
        },
      ],
    });
  });

  it('microdata: nested Brand and Offer, the shown price as formatted, a Review inside not mixed in', () => {
    expect(product('product-microdata')).toEqual({
      title: 'Espresso grinder',
      brand: 'Mahl',
      category: 'Kitchen',
      description: 'Flat burrs, 64 mm.',
      variants: [
        {
          sku: 'GR-64',
          price: { amount: 349, currency: 'USD', formatted: '$349.00' },
          availability: { inStock: true, text: 'InStock' },
          images: [{ url: at('/img/grinder.jpg') }],
        },
      ],
    });
  });

  it('RDFa (vocab, typeof, property): the resource as nothing more than an id, PreOrder not in stock', () => {
    expect(product('product-rdfa')).toEqual({
      title: 'Field notebook',
      brand: 'Rite',
      description: 'Waterproof paper, 48 pages.',
      variants: [
        {
          id: 'NB-48',
          price: { amount: 12.5, currency: 'GBP' },
          availability: { inStock: false, text: 'PreOrder' },
          images: [{ url: at('/pages/img/notebook.jpg') }],
        },
      ],
    });
  });

  it('Open Graph only: the sale price, the regular price as the original, availability words kept', () => {
    expect(product('product-open-graph')).toEqual({
      title: 'Canvas tote',
      url: at('/shop/tote'),
      brand: 'Sackwell',
      description: 'A heavy canvas bag.',
      variants: [
        {
          sku: 'TOTE-01',
          price: { amount: 22.5, currency: 'USD' },
          sale: { originalPrice: { amount: 30, currency: 'USD' } },
          availability: { inStock: true, text: 'in stock' },
          images: [{ url: at('/img/tote.jpg'), alt: 'A tote bag' }],
        },
      ],
    });
  });

  it('a page declaring nothing gives {}; a price in its text is not read', () => {
    expect(product('nothing')).toEqual({});
    expect(product('menu')).toEqual({});
  });

  it('every answer has the v2 product shape', () => {
    for (const name of [
      'product-json-ld',
      'product-aggregate',
      'product-microdata',
      'product-rdfa',
      'product-open-graph',
    ])
      expect(productSchema.safeParse(product(name)).success).toBe(true);
  });

  it('broken JSON-LD says nothing and does not stop the microdata beside it', () => {
    const doc = fixturePage('product-microdata');
    const broken = doc.createElement('script');
    broken.type = 'application/ld+json';
    broken.textContent = '{"@type": "Product", "name": ';
    doc.head.append(broken);
    expect(productFacts(doc, FIXTURE_URL).title).toBe('Espresso grinder');
  });
});
