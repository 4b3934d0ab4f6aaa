import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';
import { startSite } from './support/local-support';

// A program's v2 scrape asking for the page's own facts is answered by the local engine through
// the bridge, under the same names and in the service's shapes; no service is configured.
const FIXTURES = path.join(import.meta.dirname, '../fixtures/page-facts');
const page = (name: string) => readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');

let site: Awaited<ReturnType<typeof startSite>>;
let browser: BridgeBrowser;
let bridge: BridgeOn;

beforeAll(async () => {
  site = await startSite({ '/product': page('product-open-graph'), '/dark': page('branding-dark') });
  browser = await launchWithBridge();
  bridge = await turnBridgeOn(browser.ext, await freePort());
  await allowSites(browser.ext, [new URL(site.url('/')).origin]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const v2Scrape = (body: object) =>
  fetch(`${bridge.apiUrl}/v2/scrape`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bridge.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('page facts through the bridge', () => {
  it('a v2 scrape with product, images (strings) and branding (an object) gets them from the local engine', async () => {
    const product = await v2Scrape({ url: site.url('/product'), formats: ['product', 'images'] });
    expect(product.status).toBe(200);
    const answer = (await product.json()) as { success: boolean; data: Record<string, unknown> };
    expect(answer.success).toBe(true);
    expect(answer.data.product).toEqual({
      title: 'Canvas tote',
      url: site.url('/shop/tote'),
      brand: 'Sackwell',
      description: 'A heavy canvas bag.',
      variants: [
        {
          sku: 'TOTE-01',
          price: { amount: 22.5, currency: 'USD' },
          sale: { originalPrice: { amount: 30, currency: 'USD' } },
          availability: { inStock: true, text: 'in stock' },
          images: [{ url: site.url('/img/tote.jpg'), alt: 'A tote bag' }],
        },
      ],
    });
    expect(answer.data.images).toEqual([site.url('/img/tote.jpg')]);
    const dark = await v2Scrape({ url: site.url('/dark'), formats: [{ type: 'branding' }] });
    expect(dark.status).toBe(200);
    const branding = ((await dark.json()) as { data: { branding: Record<string, unknown> } }).data.branding;
    expect(branding).toMatchObject({ colorScheme: 'dark', colors: { background: '#0f172a' } });
  }, 90_000);
});
