import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { buildGranting127, openPopupFor } from './support/popup-helpers';
import { FixtureServer } from './support/fixture-server';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { saveScreenshot } from './support/screenshot';
import { seedBatch } from './support/batch-support';
import { richParseJob, richScrapeJob, seedJobs } from './support/sidepanel-support';
import { configureRemote } from './support/ui-support';
import { askBackground } from './support/background-messages';
import { startSite } from './support/local-support';
import { checkNow } from './support/monitor-support';
import { LOGIN_COOKIE_NAME, LOGIN_COOKIE_VALUE, startCrawlSite } from '../server/crawl-site/index';

// The README's screenshots, taken from the real extension with realistic data (light; dark too, below):
// docs/screenshots/*.png. `npm run screenshots` refreshes them after a visible change (not part of
// npm test, which only checks that the README's images exist).
/** SHOT_SCHEME=dark takes the same screenshots in dark mode, into docs/screenshots/dark/. */
const SCHEME = process.env.SHOT_SCHEME === 'dark' ? 'dark' : 'light';
const OUT = SCHEME === 'dark' ? 'docs/screenshots/dark' : 'docs/screenshots';
const PANEL = { width: 400, height: 860 };

describe('README screenshots', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  const site = new FixtureServer();

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, api] = await Promise.all([launchExtension({ extensionDir: build.dir }), startContractServer(), site.start()]);
    await configureRemote(ext, TEAM_A_KEY, api.url);
    const seeder = await ext.page('sidepanel.html#/history');
    const image = site.url('images/tide-pool.svg');
    const hour = 3_600_000;
    const older = (job: Record<string, unknown>, id: string, ago: number, extra: Record<string, unknown> = {}) =>
      ({
        ...job,
        id,
        createdAt: Date.now() - ago,
        updatedAt: Date.now() - ago,
        finishedAt: Date.now() - ago,
        ...extra,
      }) as typeof job & { id: string };
    await seedJobs(seeder, [
      older(richScrapeJob('x', image), 'news', 30 * hour, {
        title: 'Harbour news',
        url: 'https://news.example.com/harbour',
      }),
      older(richParseJob('x', image), 'report', 5 * hour),
      older(richScrapeJob('x', image), 'failed', 2 * hour, {
        title: 'Shop front',
        url: 'https://shop.example.com/',
        status: 'failed',
        result: undefined,
        error: { kind: 'rate-limited', message: 'Too many requests.' },
      }),
      older(richScrapeJob('tide', image), 'tide', 60_000),
    ]);
    await seedBatch(seeder, batchJob('running-batch', 'running', 14, 1, 40), batchItems(40, 14, 1));
    await seedBatch(seeder, batchJob('done-batch', 'done', 11, 1, 12), batchItems(12, 11, 1));
    await seeder.close();
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close(), site.close()]);
    await build?.remove();
  });

  // The panel follows the active tab of its window: opened as a tab here, it would show itself,
  // so once it has loaded, the fixture page is brought to the front as the tab being browsed.
  const panel = async (hash: string, ready: string): Promise<Page> => {
    const web = await ext.context.newPage();
    await web.goto(site.url('article.html'));
    const page = await ext.context.newPage();
    await page.setViewportSize(PANEL);
    await page.emulateMedia({ colorScheme: SCHEME });
    await page.goto(ext.url(`sidepanel.html${hash}`));
    await page.locator(ready).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await web.bringToFront();
    await page.locator('.current-url', { hasText: '127.0.0.1' }).waitFor();
    return page;
  };

  it('popup', async () => {
    const { popup } = await openPopupFor(ext, site.url('article.html'));
    await popup.setViewportSize({ width: 400, height: 720 });
    await popup.emulateMedia({ colorScheme: SCHEME });
    await popup.getByRole('checkbox', { name: 'Links', exact: true }).check();
    await popup.getByRole('checkbox', { name: 'Screenshot', exact: true }).check();
    expect(await saveScreenshot(popup, `${OUT}/popup.png`)).toMatch(/popup\.png$/);
  });

  it('options page', async () => {
    const page = await ext.context.newPage();
    await page.setViewportSize({ width: 900, height: 900 });
    await page.emulateMedia({ colorScheme: SCHEME });
    await page.goto(ext.url('options.html'));
    await page.getByRole('button', { name: 'Save settings' }).waitFor();
    await saveScreenshot(page, `${OUT}/options.png`);
  });

  it('batch chooser', async () => {
    const page = await panel('#/batch', '.batch-chooser');
    await page.getByRole('button', { name: 'Paste a list' }).click();
    const urls = ['harbour', 'tide-pools', 'anemones', 'crabs', 'kelp-forests', 'sea-stars'].map(
      (p) => `https://news.example.com/shore/${p}`,
    );
    await page.getByLabel('Addresses, one per line').fill(urls.join('\n'));
    await page.locator('.batch-pages input[type="checkbox"]').nth(4).uncheck();
    await saveScreenshot(page, `${OUT}/sidepanel-batch-chooser.png`, { fullPage: true });
  });

  it.each([
    ['sidepanel-batch-running', '#/result/running-batch', '.batch-item'],
    ['sidepanel-batch-export', '#/result/done-batch', '.batch-export'],
  ])('%s', async (name, hash, ready) => {
    const page = await panel(hash, ready);
    if (name === 'sidepanel-batch-export') await page.getByLabel('with images').check();
    await saveScreenshot(page, `${OUT}/${name}.png`);
  });

  it('whole site: a local crawl and a map of the crawl fixture site', async () => {
    const docs = await startCrawlSite({ crawlDelay: 0 });
    try {
      await ext.context.addCookies([{ name: LOGIN_COOKIE_NAME, value: LOGIN_COOKIE_VALUE, url: docs.origin }]);
      const page = await panel('#/crawl', '.crawl-form');
      const form = page.locator('.crawl-page [role="tabpanel"]:not([hidden])');
      await page.getByRole('radio', { name: 'This browser' }).check();
      await form.getByLabel('Start address').fill(docs.url);
      await form.getByLabel('Exclude paths (excludePaths)').fill('^/docs/archive/');
      await form.getByLabel('Link depth (maxDiscoveryDepth)').fill('2');
      await saveScreenshot(page, `${OUT}/sidepanel-crawl-form.png`);
      await form.getByRole('button', { name: 'Crawl in this browser' }).click();
      await page.locator('.batch-view[data-status="done"]').waitFor({ timeout: 180_000 });
      await saveScreenshot(page, `${OUT}/sidepanel-crawl-done.png`);
      await page.goto(ext.url('sidepanel.html#/crawl'));
      await page.getByRole('tab', { name: 'Map the site' }).click();
      await page.getByRole('radio', { name: 'This browser' }).check();
      const map = page.locator('.map-form');
      await map.getByLabel('Start address').fill(docs.url);
      await map.getByRole('button', { name: 'Map the site' }).click();
      await map.locator('.map-links li').first().waitFor({ timeout: 60_000 });
      await map.getByRole('searchbox').evaluate((box) => box.scrollIntoView({ block: 'start' }));
      await saveScreenshot(page, `${OUT}/sidepanel-map.png`);
    } finally {
      await docs.close();
    }
  }, 240_000);

  it.each([
    ['sidepanel-result', '#/result/tide', '[data-field="metadata"]'],
    ['sidepanel-result-parse', '#/result/report', '[data-field="branding"]'],
    ['sidepanel-history', '#/history', '.history-row'],
    ['sidepanel-crawls', '#/crawls', '.crawl'],
    ['sidepanel-usage', '#/usage', '.usage svg'],
  ])('%s', async (name, hash, ready) => {
    const page = await panel(hash, ready);
    if (name === 'sidepanel-usage') {
      await page.getByRole('button', { name: 'Per API key' }).click();
      await page.locator('.usage th', { hasText: 'CI key' }).waitFor();
    }
    await page.waitForTimeout(200); // images and lazy chunks settle
    await saveScreenshot(page, `${OUT}/${name}.png`);
  });

  it('sidepanel-monitors', async () => {
    const shop = (price: string, stock: string) =>
      `<title>Espresso grinder</title><main><h1>Espresso grinder</h1><p>Price: ${price}</p><p>${stock}</p><p>Ships in 2 days.</p></main>`;
    const watched = await startSite({ '/grinder': shop('249 EUR', 'In stock') });
    try {
      const control = await ext.page('options.html');
      const created = await askBackground(control, 'createMonitor', {
        request: { url: watched.url('/grinder'), onlyMainContent: true },
        schedule: { every: 'hours', hours: 6 },
        changeRule: { ignoreDates: true },
      });
      const id = (created.value as { id: string }).id;
      await expect
        .poll(async () => (await askBackground(control, 'checkMonitorNow', { monitorId: id })).ok, { timeout: 20_000 })
        .toBe(true);
      watched.pages.set('/grinder', shop('229 EUR', 'Only 3 left'));
      const changed = await checkNow(control, id);
      await askBackground(control, 'remoteMonitorCreate', {
        name: 'Docs changes',
        schedule: { text: 'daily at 9am', timezone: 'Europe/Paris' },
        goal: 'API behaviour changes',
        targets: [{ type: 'scrape', urls: [site.url('article.html')] }],
      });
      await control.close();
      const page = await panel(`#/monitors/${id}/${changed.seq}`, '.diff');
      await page.locator('.monitor-card.remote').waitFor();
      await page.waitForTimeout(200);
      await saveScreenshot(page, `${OUT}/sidepanel-monitors.png`);
    } finally {
      await watched.close();
    }
  });
});

const TOPICS = [
  'Harbour news',
  'Tide pools',
  'Anemones',
  'Crabs of the shore',
  'Kelp forests',
  'Sea stars',
  'Limpets',
  'Barnacles',
  'Rock gobies',
  'Seaweed',
  'Mussel beds',
  'Periwinkles',
];

function batchJob(
  id: string,
  status: string,
  done: number,
  failed: number,
  total: number,
): Record<string, unknown> & { id: string } {
  const now = Date.now();
  return {
    id,
    kind: 'batch',
    engine: 'remote',
    status,
    createdAt: now - 120_000,
    updatedAt: now,
    title: `Batch of ${total} pages`,
    source: 'list',
    options: { formats: ['markdown'] },
    total,
    done,
    failed,
    remoteId: 'b-1',
  };
}

/** `done` pages scraped (the third of them failed instead when `failed`), then one reading and the rest waiting. */
function batchItems(total: number, done: number, failed: number) {
  return Array.from({ length: total }, (_, n) => {
    const topic = TOPICS[n % TOPICS.length]!;
    const url = `https://news.example.com/shore/${topic.toLowerCase().replace(/\s+/g, '-')}${n >= TOPICS.length ? `-${n}` : ''}`;
    if (n === 2 && failed)
      return {
        url: 'https://shop.example.com/closed',
        status: 'failed',
        error: {
          kind: 'scrape-failed',
          message: 'The service could not scrape this page: the site answered 404 (not found).',
        },
      };
    if (n < done + failed)
      return { url, status: 'done', title: topic, markdown: `# ${topic}\n\nNotes on ${topic.toLowerCase()}.` };
    return { url, status: n === done + failed ? 'running' : 'pending' };
  });
}
