import type { Page } from 'playwright-core';
import { TEAM_A_KEY, type ContractServer } from '../../server/index';
import { openPopupFor } from './popup-helpers';
import type { FixtureServer } from './fixture-server';
import type { LaunchedExtension } from './launch-extension';
import { richParseJob, richScrapeJob, seedJobs, PNG_DATA_URL } from './sidepanel-support';
import { configureRemote } from './ui-support';
import { seedBatch } from './batch-support';
import { askBackground } from './background-messages';

/** Every page drawn: the popup, Options and each view of the side panel, some in a state worth seeing. */
export const LAYOUT_VIEW_NAMES = [
  'popup',
  'popup-file-refused',
  'popup-without-tab',
  'options',
  'options-errors',
  'panel-current-tab',
  'panel-file-refused',
  'panel-result-scrape',
  'panel-result-parse',
  'panel-result-failed',
  'panel-history',
  'panel-batch-chooser',
  'panel-batch-done',
  'panel-crawl-done',
  'panel-crawl-form',
  'panel-map',
  'panel-crawls',
  'panel-usage',
  'panel-monitors',
  'panel-search',
  'panel-interact',
] as const;
export type LayoutViewName = (typeof LAYOUT_VIEW_NAMES)[number];

/** Opens one page of the extension as a user sees it, at the width and scheme being drawn. */
export type OpenView = (size: { width: number; height: number }, scheme: 'light' | 'dark') => Promise<Page>;

const HOUR = 3_600_000;

/**
 * Fills the extension with what its views show (results of every kind, a batch, a crawl, history
 * with several jobs of one page, the key and base URL of the contract server) and returns every
 * view: the popup (a page's, one opened without its tab, one with a refused file), Options (as
 * opened and with errors) and each view of the side panel.
 */
export async function prepareLayoutViews(
  ext: LaunchedExtension,
  api: ContractServer,
  site: FixtureServer,
): Promise<Record<LayoutViewName, OpenView>> {
  await configureRemote(ext, TEAM_A_KEY, api.url);
  const seeder = await ext.page('sidepanel.html#/history');
  const image = site.url('images/tide-pool.svg');
  const at = (ago: number) => ({
    createdAt: Date.now() - ago,
    updatedAt: Date.now() - ago,
    finishedAt: Date.now() - ago,
  });
  const longUrl = 'https://news.example.com/shore/tide-pools/a/rather/long/path/of/the/page?utm_source=letter';
  const scrape = richScrapeJob('scrape-1', image);
  const result = scrape.result as { markdown: string };
  // A table followed by a heading, as docs pages have: the heading keeps its room.
  result.markdown += '\n\n| Pool | Depth |\n| --- | --- |\n| North | 2 m |\n\n## Code\n\n```\nnpm run tide\n```\n';
  // A scrape by the service, with the id its browser session is opened on.
  const remote = richScrapeJob('interact-1', image);
  const remoteResult = remote.result as { metadata?: Record<string, unknown> };
  remoteResult.metadata = { ...remoteResult.metadata, scrapeId: 'scrape-interact-1' };
  await seedJobs(seeder, [
    scrape,
    remote,
    richParseJob('parse-1', image),
    {
      ...richScrapeJob('failed-1', PNG_DATA_URL),
      ...at(2 * HOUR),
      status: 'failed',
      result: undefined,
      error: { kind: 'rate-limited', message: 'Too many requests.', status: 429, retryable: true },
    },
    // Four jobs of one long address: told apart by their times.
    ...[5, 4, 3, 1].map((hours, i) => ({
      ...richScrapeJob(`same-${i}`, image),
      ...at(hours * HOUR),
      title: 'Tide pools of the northern shore, a long look',
      url: longUrl,
    })),
  ]);
  const now = Date.now();
  await seedBatch(
    seeder,
    {
      id: 'batch-1',
      kind: 'batch',
      engine: 'local',
      status: 'done',
      createdAt: now,
      updatedAt: now,
      title: 'Batch of 3 pages',
      source: 'list',
      options: {},
      total: 3,
      done: 2,
      failed: 1,
    },
    [
      { url: 'https://example.com/a', status: 'done', title: 'A', markdown: '# A' },
      {
        url: 'https://example.com/b',
        status: 'failed',
        error: { kind: 'scrape-failed', message: 'The site answered 404.' },
      },
      { url: longUrl, status: 'done', title: 'C', markdown: '# C' },
    ],
  );
  await seedBatch(
    seeder,
    {
      id: 'crawl-1',
      kind: 'batch',
      engine: 'local',
      status: 'done',
      createdAt: now,
      updatedAt: now,
      title: 'Crawl of example.com',
      source: 'crawl',
      crawl: { url: 'https://example.com/', maxDiscoveryDepth: 2, excludePaths: ['^/blog/'] },
      options: {},
      total: 3,
      done: 1,
      failed: 1,
      skipped: 1,
    },
    [
      {
        url: 'https://example.com/',
        status: 'done',
        title: 'Home',
        markdown: '# Home',
        depth: 0,
        finalUrl: 'https://example.com/en/',
      },
      {
        url: 'https://example.com/private/',
        status: 'skipped',
        error: { kind: 'forbidden', message: 'Not read: robots.txt.' },
        depth: 1,
      },
      {
        url: 'https://example.com/broken',
        status: 'failed',
        error: { kind: 'scrape-failed', message: 'HTTP 500.' },
        depth: 1,
      },
    ],
  );
  await askBackground(seeder, 'remoteMonitorCreate', {
    name: 'Docs changes',
    schedule: { text: 'daily at 9am', timezone: 'Europe/Paris' },
    goal: 'API behaviour changes',
    targets: [{ type: 'scrape', urls: [site.url('article.html')] }],
  });
  await seeder.close();

  const sized = async (page: Page, size: { width: number; height: number }, scheme: 'light' | 'dark') => {
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: scheme });
    return page;
  };
  // The panel follows the active tab of its window: opened as a tab it would show itself, so once
  // it has loaded, a fixture page is brought to the front as the tab being browsed.
  const panel =
    (hash: string, ready: string, then?: (page: Page) => Promise<void>): OpenView =>
    async (size, scheme) => {
      const web = await ext.context.newPage();
      await web.goto(site.url('article.html'));
      const page = await sized(await ext.context.newPage(), size, scheme);
      await page.goto(ext.url(`sidepanel.html${hash}`));
      await page.locator(ready).first().waitFor();
      await web.bringToFront();
      await page.locator('.current-url', { hasText: '127.0.0.1' }).waitFor();
      await then?.(page);
      await page.evaluate(() => document.fonts.ready);
      return page;
    };
  const popup =
    (then?: (page: Page) => Promise<void>): OpenView =>
    async (size, scheme) => {
      const { popup } = await openPopupFor(ext, site.url('article.html'));
      await sized(popup, size, scheme);
      await then?.(popup);
      return popup;
    };
  const options =
    (then?: (page: Page) => Promise<void>): OpenView =>
    async (size, scheme) => {
      const page = await sized(await ext.context.newPage(), size, scheme);
      await page.goto(ext.url('options.html'));
      await page.getByRole('button', { name: 'Save settings' }).waitFor();
      await then?.(page);
      return page;
    };
  const refusedFile = async (page: Page) => {
    await page
      .locator('.drop-zone input[type=file]')
      .first()
      .setInputFiles({
        name: 'notes.xyz',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('notes'),
      });
    await page.locator('.drop-refusal', { hasText: /\S/ }).first().waitFor();
  };

  return {
    popup: popup(async (page) => {
      for (const name of ['Links', 'Screenshot', 'JSON extraction'])
        await page.getByRole('checkbox', { name, exact: true }).check();
      await page.locator('summary', { hasText: 'Advanced' }).click();
      await page.locator('#scrape-timeout').waitFor();
    }),
    'popup-file-refused': popup(refusedFile),
    'popup-without-tab': async (size, scheme) => {
      const page = await sized(await ext.context.newPage(), size, scheme);
      await page.goto(ext.url('popup.html'));
      await page.locator('main h2').first().waitFor();
      return page;
    },
    options: options(),
    'options-errors': options(async (page) => {
      await page.getByLabel('Keep history for (days)').fill('-3');
      await page.getByLabel('Background tabs', { exact: false }).fill('11');
      await page.locator('.error-summary').first().waitFor();
    }),
    'panel-current-tab': panel('#/result', '.sidepanel-view'),
    'panel-file-refused': panel('#/result', '.sidepanel-view', refusedFile),
    'panel-result-scrape': panel('#/result/scrape-1', '[data-field="metadata"]'),
    'panel-result-parse': panel('#/result/parse-1', '[data-field="menu"]'),
    'panel-result-failed': panel('#/result/failed-1', '.banner-message'),
    'panel-history': panel('#/history', '.history-row'),
    'panel-batch-chooser': panel('#/batch', '.batch-chooser', async (page) => {
      await page.getByRole('button', { name: 'Paste a list' }).click();
      await page.getByLabel('Addresses, one per line').fill('https://example.com/a\nhttps://example.com/b\nnot a url');
      await page.locator('.batch-pages li').first().waitFor();
    }),
    'panel-batch-done': panel('#/result/batch-1', '.batch-item-error'),
    'panel-crawl-done': panel('#/result/crawl-1', '.crawl-item-facts'),
    'panel-crawl-form': panel('#/crawl', '.crawl-form', async (page) => {
      await page.getByLabel('Start address').first().fill(site.url('article.html'));
      await page.locator('.crawl-more > summary').click();
      await page.locator('.crawl-page-options > summary').click();
      await page.getByLabel('Page limit (limit)').fill('0');
      await page.locator('[data-option="limit"] .field-error').waitFor();
    }),
    'panel-map': panel('#/crawl', '.crawl-form', async (page) => {
      await page.getByRole('tab', { name: 'Map the site' }).click();
      const map = page.locator('.map-form');
      await map.getByLabel('Start address').fill(site.url('article.html'));
      await map.getByRole('button', { name: 'Map the site' }).click();
      await map.locator('.map-links li').first().waitFor();
    }),
    'panel-crawls': panel('#/crawls', '.crawl'),
    'panel-usage': panel('#/usage', '.usage svg', async (page) => {
      await page.getByRole('button', { name: 'Per API key' }).click();
      await page.locator('.usage th', { hasText: 'CI key' }).waitFor();
    }),
    'panel-search': panel('#/search', '.search-form', async (page) => {
      await page.getByLabel('Search for').fill('tide pools');
      await page.locator('.search-form .crawl-more > summary').click();
      await page.getByLabel('Results', { exact: true }).fill('0');
      await page.locator('.search-form .field-error').first().waitFor();
    }),
    // The service's Interact view on a scrape by the service (the contract server gives it a scrapeId).
    'panel-interact': panel('#/interact/interact-1', '.interact-view textarea'),
    'panel-monitors': panel('#/monitors', '.watch-section', async (page) => {
      await page.locator('.monitor-card.remote').first().waitFor();
      await page.locator('.watch-section > summary').click();
      await page.locator('.watch-page button.primary').waitFor();
      await page.getByLabel('Check', { exact: true }).selectOption('day');
      await page.getByLabel('Time zone').waitFor();
    }),
  };
}
