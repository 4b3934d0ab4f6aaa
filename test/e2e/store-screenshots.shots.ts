import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LOGIN_COOKIE_NAME, LOGIN_COOKIE_VALUE, startCrawlSite, type CrawlSite } from '../server/crawl-site/index';
import { askBackground, waitForJobEnd } from './support/background-messages';
import { seedBatch } from './support/batch-support';
import { allowSites, launchWithBridge, turnBridgeOn, freePort, type BridgeBrowser } from './support/bridge-support';
import { e2eCrawl } from './support/crawl-support';
import { FixtureServer } from './support/fixture-server';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { buildGranting127, openPopupFor } from './support/popup-helpers';
import { composeStoreShot, PANEL_WIDTH, STORE_SIZE, viewportPng } from './support/store-shot';

// The stores' screenshots (docs/store/*.png, 1280×800), from the real extension in the light
// theme: the popup over the page it reads, the side panel beside a page (a result, a batch, a
// crawl), and Settings with the bridge on. `npm run screenshots` makes them with the README's.
const PAGE_WIDTH = STORE_SIZE.width - PANEL_WIDTH - 1; // a 1 px border between page and panel

describe('store screenshots', () => {
  let ext: LaunchedExtension;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  let docs: CrawlSite;
  const site = new FixtureServer();

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, docs] = await Promise.all([
      launchExtension({ extensionDir: build.dir }),
      startCrawlSite({ crawlDelay: 0 }),
      site.start(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([ext?.close(), docs?.close(), site.close()]);
    await build?.remove();
  });

  /** A web page as the user browses it, at the width the panel leaves. */
  const webPage = async (url: string, width = PAGE_WIDTH): Promise<Page> => {
    const web = await ext.context.newPage();
    await web.setViewportSize({ width, height: STORE_SIZE.height });
    await web.emulateMedia({ colorScheme: 'light' });
    await web.goto(url);
    return web;
  };

  /** The side panel at `hash` beside `web` (brought to the front, as the tab the panel follows). */
  const besidePanel = async (file: string, web: Page, hash: string, ready: string) => {
    const panel = await ext.context.newPage();
    await panel.setViewportSize({ width: PANEL_WIDTH, height: STORE_SIZE.height });
    await panel.emulateMedia({ colorScheme: 'light' });
    await panel.goto(ext.url(`sidepanel.html${hash}`));
    await panel.locator(ready).first().waitFor({ timeout: 120_000 });
    await web.bringToFront();
    await panel.locator('.current-url', { hasText: '127.0.0.1' }).waitFor();
    await panel.evaluate(() => document.fonts.ready);
    await panel.waitForTimeout(200); // lazy chunks and images settle
    await composeStoreShot(ext.context, file, [
      { png: await viewportPng(web), x: 0, y: 0 },
      { png: await viewportPng(panel), x: PAGE_WIDTH + 1, y: 0 },
    ]);
    await Promise.all([panel.close(), web.close()]);
  };

  it('the popup over the page it reads', async () => {
    const web = await webPage(site.url('article.html'), STORE_SIZE.width);
    const { popup, web: popupTab } = await openPopupFor(ext, site.url('article.html'));
    await popup.setViewportSize({ width: 400, height: 600 });
    await popup.emulateMedia({ colorScheme: 'light' });
    await popup.getByRole('checkbox', { name: 'Links', exact: true }).check();
    // Cut above the file drop, whose box would be cut by the image's edge.
    const fileSection = await popup.getByText('A file', { exact: true }).evaluate((e) => e.getBoundingClientRect().top);
    await popup.setViewportSize({ width: 400, height: Math.min(Math.round(fileSection) - 16, 740) });
    await composeStoreShot(ext.context, 'docs/store/popup.png', [
      { png: await viewportPng(web), x: 0, y: 0 },
      { png: await viewportPng(popup), x: STORE_SIZE.width - 400 - 24, y: 16, float: true },
    ]);
    await Promise.all([popup.close(), popupTab.close(), web.close()]);
  });

  it('the side panel: the page in front, read into the Result view', async () => {
    const url = site.url('article.html');
    const web = await webPage(url);
    const control = await ext.page('options.html');
    await web.bringToFront();
    const started = await askBackground(control, 'startScrape', {
      engine: 'local',
      request: { url, formats: ['markdown', 'links'] },
    });
    const jobId = (started.value as { jobId: string }).jobId;
    await waitForJobEnd(control, jobId);
    await control.close();
    await besidePanel('docs/store/sidepanel-result.png', web, `#/result/${jobId}`, '.result-page');
  });

  it('the side panel: a batch read, ready to export', async () => {
    const control = await ext.page('options.html');
    await seedBatch(control, doneBatch(), batchItems());
    await control.close();
    const web = await webPage(site.url('article.html'));
    await besidePanel('docs/store/sidepanel-batch.png', web, '#/result/store-batch', '.batch-export');
  });

  it('the side panel: a whole site crawled in the browser', async () => {
    // Signed in to the site's team section, as its user would be.
    await ext.context.addCookies([{ name: LOGIN_COOKIE_NAME, value: LOGIN_COOKIE_VALUE, url: docs.origin }]);
    const control = await ext.page('options.html');
    const started = await askBackground(control, 'startCrawl', {
      engine: 'local',
      crawl: e2eCrawl(docs.origin),
      options: { formats: ['markdown'] },
    });
    const jobId = (started.value as { jobId: string }).jobId;
    await control.close();
    const web = await webPage(e2eCrawl(docs.origin).url);
    await besidePanel('docs/store/sidepanel-crawl.png', web, `#/result/${jobId}`, '.batch-view[data-status="done"]');
  }, 240_000);
});

describe('store screenshots: the bridge', () => {
  let browser: BridgeBrowser;
  afterAll(async () => {
    await browser?.close();
  });

  it('Settings with the bridge on', async () => {
    browser = await launchWithBridge();
    // The default port, as a user sees it, unless something on this machine holds it.
    const bridge = await turnBridgeOn(browser.ext, (await isFree(3012)) ? 3012 : await freePort());
    await allowSites(browser.ext, ['http://127.0.0.1:8080', 'https://intranet.example.com']);
    const page = bridge.options;
    await page.setViewportSize(STORE_SIZE);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await page.locator('#bridge-status').filter({ hasText: 'Listening' }).waitFor();
    await page.locator('#bridge-heading').evaluate((h) => {
      h.scrollIntoView({ block: 'start' });
      scrollBy(0, -24); // a margin above the heading
    });
    await composeStoreShot(browser.ext.context, 'docs/store/options-bridge.png', [
      { png: await viewportPng(page), x: 0, y: 0, fadeBottom: true },
    ]);
  }, 120_000);
});

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const TOPICS = ['Harbour news', 'Tide pools', 'Anemones', 'Crabs of the shore', 'Kelp forests', 'Sea stars'];
const topicUrl = (topic: string) => `https://news.example.com/shore/${topic.toLowerCase().replace(/\s+/g, '-')}`;

function doneBatch(): Record<string, unknown> & { id: string } {
  const now = Date.now();
  return {
    id: 'store-batch',
    kind: 'batch',
    engine: 'local',
    status: 'done',
    createdAt: now - 90_000,
    updatedAt: now,
    finishedAt: now,
    title: `Batch of ${TOPICS.length + 1} pages`,
    source: 'list',
    options: { formats: ['markdown'] },
    total: TOPICS.length + 1,
    done: TOPICS.length,
    failed: 1,
  };
}

function batchItems() {
  return [
    ...TOPICS.map((topic) => ({
      url: topicUrl(topic),
      status: 'done',
      title: topic,
      markdown: `# ${topic}\n\nNotes on ${topic.toLowerCase()}.`,
    })),
    {
      url: 'https://shop.example.com/closed',
      status: 'failed',
      error: { kind: 'timeout', message: 'The page did not finish loading within 30 s.' },
    },
  ];
}
