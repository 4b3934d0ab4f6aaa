// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { FEATURE_NAMES, pageTypeFeatures } from '@/lib/engines/local/convert/page-type/page-type-features';
import { pageType } from '@/lib/engines/local/convert/page-type/page-type';
import { pageTypeModelSchema, pageTypeSchema } from '@/lib/engines/local/convert/page-type/page-type-model';
import weights from '@/lib/engines/local/convert/page-type/page-type-weights.json';
import { convertDocument } from '@/lib/engines/local/convert/convert-document';
import { readsReviewsAsDiscussion } from '@/lib/engines/local/convert/main-content/type-profiles';

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const para = (n: number, words = 'Some text a reader would read, long enough to be a paragraph of prose.'): string =>
  Array.from({ length: n }, (_, i) => `<p>${words} ${i}</p>`).join('');

const DOCS = `<html><head><title>Functions - Guide</title></head><body>
  <nav class="sidebar">${Array.from({ length: 30 }, (_, i) => `<a href="/docs/page-${i}">Page ${i}</a>`).join('')}</nav>
  <main><h1>Functions</h1>${para(6)}
    ${Array.from({ length: 6 }, (_, i) => `<h2>Part ${i}</h2><pre><code class="language-js">let x = ${i};</code></pre>${para(2)}`).join('')}
  </main></body></html>`;

const PRODUCT = `<html><head><title>Blue kettle</title>
  <meta property="og:type" content="product">
  ${ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'Blue kettle', offers: { '@type': 'Offer', price: '39.00' } })}
  </head><body><h1>Blue kettle</h1><div class="product-price">$39.00</div>
  <button class="add-to-cart">Add to cart</button><p>A kettle that boils water.</p>
  <table><tr><th>Capacity</th><td>1.7 l</td></tr></table></body></html>`;

const THREAD = `<html><head><title>Which kettle?</title>
  ${ld({ '@context': 'https://schema.org', '@type': 'DiscussionForumPosting', headline: 'Which kettle?' })}
  </head><body>${Array.from(
    { length: 8 },
    (_, i) =>
      `<div class="post"><span class="username">user${i}</span><time datetime="2025-01-0${i + 1}">Jan ${i + 1}</time>
       <div class="message">I think kettle ${i} is the one to buy, for reasons.</div><a href="#reply">Reply</a></div>`,
  ).join('')}</body></html>`;

describe('page type', () => {
  test('every feature the weights use is one the feature reader gives, in its order', () => {
    // The converter takes the shipped weights as they are (no zod in the tab): their shape is checked here.
    expect(pageTypeModelSchema.safeParse(weights).success).toBe(true);
    expect(weights.features).toEqual([...FEATURE_NAMES]);
    expect(weights.weights).toHaveLength(weights.types.length);
    for (const row of weights.weights) expect(row).toHaveLength(FEATURE_NAMES.length);
  });

  test("the benchmark's held-out weights, one per WCXB fold, read the same features as the shipped ones", () => {
    // article-extraction.mjs converts each fold's pages with them: stale ones would score another classifier.
    const folds = import.meta.glob<unknown>('../../../../../bench/articles/page-type-folds/*.json', {
      eager: true,
      import: 'default',
    });
    expect(Object.keys(folds).map((file) => file.split('/').pop())).toEqual([
      'fold-1.json',
      'fold-2.json',
      'fold-3.json',
      'fold-4.json',
      'fold-5.json',
    ]);
    for (const fold of Object.values(folds))
      expect(pageTypeModelSchema.parse(fold)).toMatchObject({ types: weights.types, features: weights.features });
  });

  test('reads what the page declares, its address and its structure', () => {
    const docs = pageTypeFeatures(parse(DOCS), 'https://example.org/docs/guide/functions');
    expect(docs.urlDocs).toBe(1);
    expect(docs.pre).toBeGreaterThan(0);
    expect(docs.classCode).toBeGreaterThan(0);
    expect(docs.ldProduct).toBe(0);
    const product = pageTypeFeatures(parse(PRODUCT), 'https://shop.example.com/products/blue-kettle');
    expect(product).toMatchObject({ ldProduct: 1, ogProduct: 1, urlProduct: 1 });
    expect(product.prices).toBeGreaterThan(0);
    expect(pageTypeFeatures(parse(THREAD), 'https://forum.example.net/t/which-kettle/123')).toMatchObject({
      ldForum: 1,
      hostForum: 1,
      urlForum: 1,
    });
  });

  test('class words and text are read as the main-content walk sees them: hidden parts count for nothing', () => {
    const shown = `<div class="product-card"><a href="/p/1">A kettle</a></div>`;
    const hidden = `<div hidden>${Array.from({ length: 20 }, () => shown).join('')}</div>`;
    const url = 'https://shop.example.com/';
    const one = pageTypeFeatures(parse(`<html><body>${shown}<p>Plain words here.</p></body></html>`), url);
    const more = pageTypeFeatures(parse(`<html><body>${shown}<p>Plain words here.</p>${hidden}</body></html>`), url);
    expect(more.classProduct).toBe(one.classProduct);
    expect(more.classCard).toBe(one.classCard);
    expect(more.textLength).toBe(one.textLength);
    expect(more.linkShare).toBe(one.linkShare);
    expect(one.linkShare).toBeGreaterThan(0);
  });

  test('prices are read from the text a reader sees: not from scripts, styles or hidden parts', () => {
    const url = 'https://shop.example.com/kettles';
    const prices = (body: string): number => pageTypeFeatures(parse(`<html><body>${body}</body></html>`), url).prices;
    const shown = '<p>Blue kettle $39.00</p><p>Red kettle <b>$</b>45</p><p>Green kettle 12,50 €</p>';
    const three = prices(shown);
    expect(three).toBeCloseTo(Math.log1p(3));
    const data = `<script>window.prices = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => `$${i}.99`))}</script>`;
    expect(prices(`${shown}${data}<style>.a::after { content: "$5" }</style><div hidden>$1 $2 $3</div>`)).toBe(three);
  });

  test('path words are whole words: "chapter12" is not "ch12", "2024" is a year, "zgbs" means nothing', () => {
    const f = (url: string) => pageTypeFeatures(parse('<html><body><p>Text.</p></body></html>'), url);
    expect(f('https://example.org/book/ch12').urlDocs).toBe(1);
    expect(f('https://example.org/chapter12/x').urlDocs).toBe(0);
    expect(f('https://example.org/2024/05/a-story').urlBlog).toBe(1);
    expect(f('https://example.org/zgbs/kitchen').urlCollection).toBe(0);
    expect(f('https://example.org/item/123456-kettle').urlNumericId).toBe(1);
    expect(f('https://docs.example.org/intro').hostDocs).toBe(1);
    expect(f('https://documentary.example.org/intro').hostDocs).toBe(0);
  });

  test('a document parsed apart from any window is read from its markup alone', () => {
    const doc = parse(`<html><body>${para(5)}</body></html>`);
    // As in a browser's DOMParser document (the parser page); happy-dom gives its own a window.
    Object.defineProperty(doc, 'defaultView', { value: null });
    const features = pageTypeFeatures(doc, 'not a url');
    expect(Object.values(features).every(Number.isFinite)).toBe(true);
    expect(features.urlDepth).toBe(0);
    expect(pageTypeSchema.safeParse(pageType(doc, 'not a url')).success).toBe(true);
  });

  test.each([
    ['documentation', DOCS, 'https://example.org/docs/guide/functions'],
    ['product', PRODUCT, 'https://shop.example.com/products/blue-kettle'],
    ['forum', THREAD, 'https://forum.example.net/t/which-kettle/123'],
  ])('a clear %s page is read as one', (type, html, url) => {
    expect(pageType(parse(html), url)).toBe(type);
  });

  test('a product page is read as one block: its description and specifications, not the cards around it', () => {
    const cards = Array.from(
      { length: 8 },
      (_, i) =>
        `<li class="card"><a href="/products/other-${i}"><img src="/o${i}.jpg" alt="">Other kettle ${i}</a> <span>$${20 + i}.00</span></li>`,
    ).join('');
    const html = PRODUCT.replace(
      '</body>',
      `<p>Its lid opens wide, its base turns all the way round, and it switches itself off when the water
       boils or when it is lifted off its base, so that nothing burns and nobody has to watch it.</p>
       <p>It keeps the water hot for longer than most kettles of its size because its wall is double.</p>
       </div><section><h2>Customers also bought</h2><ul>${cards}</ul></section></body>`,
    ).replace('<h1>', '<div class="product-main"><h1>');
    const { markdown } = convertDocument(parse(html), {
      url: 'https://shop.example.com/products/blue-kettle',
      onlyMainContent: true,
      removeBase64Images: true,
      formats: { markdown: true },
    });
    expect(markdown).toContain('double');
    expect(markdown).toContain('Capacity');
    expect(markdown).not.toContain('Other kettle');
  });

  test("a product page's customer reviews are discussion beside it, however much they hold", () => {
    const review = (i: number): string =>
      `<li class="review-item"><span class="author">Buyer ${i}</span><p>I bought this kettle for my kitchen and after
       some weeks of daily use I can say that it boils quickly, pours well and keeps my tea hot enough ${i}.</p></li>`;
    const items = Array.from({ length: 12 }, (_, i) => review(i)).join('');
    const reviews = `<section class="product-reviews"><h2>Reviews</h2><ul>${items}</ul></section>`;
    const description = `<p>Its lid opens wide, its base turns all the way round, and it switches itself off when the
       water boils or when it is lifted off its base, so that nothing burns and nobody has to watch it.</p>`;
    const options = { onlyMainContent: true, removeBase64Images: true, formats: { markdown: true } };
    const convert = (html: string, url: string): string =>
      convertDocument(parse(html), { url, ...options }).markdown ?? '';
    const product = convert(
      PRODUCT.replace('</body>', `${description}${reviews}</body>`),
      'https://shop.example.com/products/blue-kettle',
    );
    expect(product).toContain('lifted off its base');
    expect(product).not.toContain('keeps my tea hot');
    // A page that says it is an article (a review of a product among them) keeps its own reading.
    expect(readsReviewsAsDiscussion(true, 'product')).toBe(false);
    expect(readsReviewsAsDiscussion(false, 'article')).toBe(false);
  });

  test('the scrape answer carries the type in its metadata', () => {
    const { metadata } = convertDocument(parse(PRODUCT), {
      url: 'https://shop.example.com/products/blue-kettle',
      onlyMainContent: true,
      removeBase64Images: true,
      formats: { markdown: true },
    });
    expect(pageTypeSchema.parse(metadata.pageType)).toBe('product');
  });
});
