import type { Page } from 'playwright-core';

export { seedJobs, type JobRecord } from './history-access';
import type { JobRecord } from './history-access';

/** Opens a view by hash in an already loaded panel page and waits for its panel. */
export async function showView(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.waitForSelector('[role="tabpanel"]');
}

/** A 1×1 PNG as a data URL (what the local engine returns for screenshots). */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const now = Date.now();
const base = { engine: 'remote', status: 'done', createdAt: now - 60_000, updatedAt: now, finishedAt: now };

/** A scrape with every format, page actions, JSON extraction, change tracking and an extra field. */
export function richScrapeJob(id: string, screenshotUrl: string): JobRecord {
  return {
    ...base,
    id,
    kind: 'scrape',
    title: 'Tide pools',
    url: 'https://example.com/tide-pools',
    request: {
      url: 'https://example.com/tide-pools',
      formats: ['markdown', 'html', 'rawHtml', 'links', 'screenshot', 'json', 'changeTracking'],
      jsonOptions: { prompt: 'Extract the species' },
      actions: [
        { type: 'executeJavascript', script: 'document.title' },
        { type: 'screenshot' },
        { type: 'scrape' },
        { type: 'pdf' },
      ],
    },
    result: {
      markdown:
        '# How Tide Pools Work\n\nTide pools are **rocky** hollows.\n\n- anemones\n- crabs\n\n' +
        // A code line wider than any panel: the block scrolls sideways.
        '```\ncurl -s "https://example.com/tide-pools/api/species?include=anemones,crabs,starfish,urchins,limpets,barnacles,mussels,periwinkles,sea-slugs,hermit-crabs,blennies,gobies,sculpins,shrimps&sort=abundance&order=descending&format=json&limit=500" | jq .\n```\n\n' +
        '[Read more](https://example.com/more)',
      html: '<h1>How Tide Pools Work</h1><p>Tide pools are rocky hollows.</p>',
      rawHtml: '<!doctype html><html><head><title>Tide</title></head><body><h1>How Tide Pools Work</h1></body></html>',
      links: ['https://example.com/more', 'https://example.com/about'],
      screenshot: screenshotUrl,
      actions: {
        screenshots: [PNG_DATA_URL],
        scrapes: [{ url: 'https://example.com/tide-pools', html: '<p>scraped by action</p>' }],
        javascriptReturns: [{ type: 'string', value: 'Tide pools' }],
        pdfs: ['https://example.com/page.pdf'],
      },
      json: { species: ['anemone', 'crab'], count: 2 },
      changeTracking: {
        previousScrapeAt: new Date(now - 86_400_000).toISOString(),
        changeStatus: 'changed',
        visibility: 'visible',
        diff: '--- a\n+++ b\n@@ -1,2 +1,2 @@\n # How Tide Pools Work\n-Old line\n+New line\n',
        json: { count: { previous: 1, current: 2 } },
      },
      warning: 'Some images could not be loaded.',
      metadata: {
        title: 'Tide pools',
        description: 'About tide pools',
        statusCode: 200,
        sourceURL: 'https://example.com/tide-pools',
        numPages: 2,
        totalPages: 5,
        'og:site_name': 'Example',
      },
      surpriseField: { nested: 'value' },
    },
  };
}

/** A parse with pages, blocks (page size given), summary, images, branding, product and menu. */
export function richParseJob(id: string, imageUrl: string): JobRecord {
  return {
    ...base,
    id,
    kind: 'parse',
    engine: 'local',
    title: 'report.pdf',
    fileName: 'report.pdf',
    fileSize: 123_456,
    fileType: 'application/pdf',
    options: {},
    result: {
      markdown: '# Report\n\nPage one text.\n\nPage two text.',
      summary: 'A short report in two pages.',
      pages: [
        { pageNumber: 1, markdown: '# Report\n\nPage one text.' },
        { pageNumber: 2, markdown: 'Page two text.' },
      ],
      blocks: [
        {
          pageNumber: 1,
          width: 612,
          height: 792,
          status: 'ok',
          items: [
            {
              id: 'b1',
              type: 'heading',
              label: 'Title',
              bbox: [50, 50, 560, 100],
              content: 'Report',
              readingOrder: 1,
              confidence: { layout: 0.98 },
            },
            { id: 'b2', type: 'text', bbox: [0.1, 0.2, 0.9, 0.5], content: 'Page one text.', readingOrder: 2 },
          ],
        },
      ],
      images: [PNG_DATA_URL, imageUrl],
      branding: {
        colorScheme: 'light',
        colors: { primary: '#0a5bd3', secondary: 'rgb(209, 87, 11)', background: 'white' },
        fonts: [{ family: 'Inter' }, { family: 'Georgia' }],
        typography: {
          fontFamilies: { primary: 'Inter', heading: 'Georgia' },
          fontSizes: { h1: '32px', body: '16px' },
          fontWeights: { regular: 400, bold: 700 },
        },
        spacing: { baseUnit: 8, borderRadius: '6px' },
      },
      product: {
        title: 'Rock pool guide',
        brand: 'Shore Books',
        category: 'Books',
        url: 'https://example.com/guide',
        variants: [
          {
            id: 'v1',
            title: 'Paperback',
            sku: 'PB-1',
            price: { amount: 12.5, currency: 'EUR', formatted: '€12.50' },
            sale: { originalPrice: { formatted: '€15.00' } },
            availability: { inStock: true },
          },
          {
            id: 'v2',
            title: 'Hardback',
            price: { amount: 25, currency: 'EUR' },
            availability: { inStock: false, text: 'Back in May' },
          },
        ],
      },
      menu: {
        isMenu: true,
        currency: 'EUR',
        merchant: { name: 'Harbour Café', type: 'cafe' },
        sections: [
          {
            name: 'Starters',
            items: [{ name: 'Soup of the day', price: { formatted: '€6' }, dietary: ['vegetarian'], calories: 250 }],
          },
        ],
      },
      metadata: { title: 'Report', numPages: 2, totalPages: 2, contentType: 'application/pdf' },
    },
  };
}
