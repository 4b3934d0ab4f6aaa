import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchLocal, openTab, result, scrapeTab, type LocalBrowser } from './support/local-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

// The page's own facts (images, product, menu, branding) made by the local engine from the live
// tab of fixture pages served on 127.0.0.1: computed styles and boxes are the real browser's.
const FIXTURES = path.join(import.meta.dirname, '../fixtures/page-facts');
const page = (name: string) => readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');
const PAGES = ['images', 'branding-light', 'branding-dark', 'nothing', 'product-json-ld', 'menu'];

let local: LocalBrowser;
let ext: LocalBrowser['ext'], site: LocalBrowser['site'], control: LocalBrowser['control'];

beforeAll(async () => {
  local = await launchLocal(Object.fromEntries(PAGES.map((name) => [`/${name}`, page(name)])));
  ({ ext, site, control } = local);
});
afterAll(() => local?.close());

async function scrape(name: string, formats: string[]) {
  const { web, tabId } = await openTab(ext, site.url(`/${name}`));
  const job = await scrapeTab(control, tabId, { url: site.url(`/${name}`), formats });
  await web.close();
  expect(job.status).toBe('done');
  return result(job);
}

describe('page facts from the live tab', () => {
  it('images: og:image, srcset and <picture> at their largest, lazy ones resolved, a CSS background; no pixels, hidden images or repeats', async () => {
    const data = await scrape('images', ['images']);
    expect(data.images).toEqual([
      site.url('/img/share.jpg'),
      site.url('/img/hero-bg.jpg'),
      site.url('/img/plain.jpg'),
      site.url('/img/cat-1200.jpg'),
      site.url('/img/dog-1600.webp'),
      site.url('/img/lazy-fox.jpg'),
      site.url('/img/owl-900.jpg'),
      site.url('/img/far-below.jpg'),
    ]);
    expect(data.markdown).toBeUndefined();
  });

  it('a tab already read asks for images: the readers come to it beside the converter it holds', async () => {
    const { web, tabId } = await openTab(ext, site.url('/images'));
    const first = await scrapeTab(control, tabId, { url: site.url('/images'), formats: ['markdown'] });
    expect(first.status).toBe('done');
    expect(result(first).images).toBeUndefined();
    const second = await scrapeTab(control, tabId, { url: site.url('/images'), formats: ['markdown', 'images'] });
    await web.close();
    expect(second.error).toBeUndefined();
    expect(result(second).images).toContain(site.url('/img/cat-1200.jpg'));
    expect(result(second).markdown).toBe(result(first).markdown);
  });

  it('branding of a light page: its colours, fonts, header logo, largest favicon and og:image', async () => {
    const data = await scrape('branding-light', ['markdown', 'branding']);
    const logo = site.url('/img/lumen-mark.svg');
    expect(data.branding).toEqual({
      colorScheme: 'light',
      logo,
      colors: { primary: '#e4572e', background: '#fdfcf7', textPrimary: '#1f2933', link: '#0b6e4f' },
      fonts: [{ family: 'Lumen Sans' }, { family: 'Lumen Display' }],
      typography: { fontFamilies: { primary: 'Lumen Sans', heading: 'Lumen Display' } },
      components: { buttonPrimary: { background: '#e4572e', textColor: '#ffffff', borderRadius: '8px' } },
      images: { logo, favicon: site.url('/favicon-64.png'), ogImage: site.url('/img/og-lumen.png') },
    });
    expect(data.markdown).toContain('# Light and colour');
  });

  it('branding of a dark page: dark from its background, the schema.org logo, the vector favicon', async () => {
    const data = await scrape('branding-dark', ['branding']);
    const logo = 'https://cdn.example.test/brand/nightjar.png';
    expect(data.branding).toEqual({
      colorScheme: 'dark',
      logo,
      colors: { primary: '#22c55e', background: '#0f172a', textPrimary: '#e2e8f0', link: '#7dd3fc' },
      fonts: [{ family: 'Inter' }],
      typography: { fontFamilies: { primary: 'Inter', heading: 'Inter' } },
      components: { buttonPrimary: { background: '#22c55e', textColor: '#0f172a', borderRadius: '9999px' } },
      images: { logo, favicon: site.url('/icon.svg') },
    });
  });

  it('a page that styles and declares nothing: {} for product, menu and branding, no images', async () => {
    const data = await scrape('nothing', ['images', 'product', 'menu', 'branding']);
    expect(data).toMatchObject({ images: [], product: {}, menu: {}, branding: {} });
    expect(data.product).toEqual({});
    expect(data.menu).toEqual({});
    expect(data.branding).toEqual({});
  });

  it('product and menu through the extension, as the unit golden tests read them', async () => {
    const product = await scrape('product-json-ld', ['product', 'menu']);
    expect(product.product).toMatchObject({
      title: 'Trail jacket',
      url: site.url('/jackets/trail'),
      brand: 'Fieldwear',
      variants: [{ sku: 'TJ-M-BLUE' }, { sku: 'TJ-L-RED' }],
    });
    expect(product.menu).toEqual({});
    const menu = await scrape('menu', ['menu']);
    expect(menu.menu).toMatchObject({ isMenu: true, merchant: { name: 'Harbour Café', type: 'Restaurant' } });
    expect(menu.menu.sections.map((s: { name: string }) => s.name)).toEqual(['Starters', 'Oysters', 'Mains']);
  });
});

expectNoErrorsAfterEach(() => ext?.consoleErrors);
