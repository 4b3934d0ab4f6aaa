import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startSearchEngines, type SearchEngines } from '../server/search-engines/index';
import { askBackground, storeSettings } from './support/background-messages';
import { download } from './support/batch-support';
import { expectNoErrorsAfterEach } from './support/console-errors';
import { waitForJobEnd } from './support/history-access';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { buildGranting127 } from './support/popup-helpers';
import { listedResults, readAnswer, searchFromPanel } from './support/search-support';

// The service's search from the side panel, against the contract server: its options sent as set,
// the results (web, news, images) paged through in the view, the chosen results read by the
// service's batch scrape, a search whose results the service reads in place, and the exports.
let ext: LaunchedExtension;
let api: ContractServer;
let site: SearchEngines;
let panel: Page;
let build: Awaited<ReturnType<typeof buildGranting127>>;

beforeAll(async () => {
  build = await buildGranting127();
  site = await startSearchEngines();
  [ext, api] = await Promise.all([
    launchExtension({ extensionDir: build.dir }),
    startContractServer({ fixtureOrigin: site.siteOrigin }),
  ]);
  panel = await ext.page('sidepanel.html#/history');
  await storeSettings(panel, { engine: 'remote', onboarded: true, baseUrl: api.url });
  expect((await askBackground(panel, 'setApiKey', { apiKey: TEAM_A_KEY })).ok).toBe(true);
}, 60_000);
afterAll(async () => {
  await Promise.all([ext?.close(), api?.close(), site?.close()]);
  await build?.remove();
});
expectNoErrorsAfterEach(() => ext?.consoleErrors);

const url = (slug: string) => `https://www.${slug}.example/r/${slug}`;
const titles = async () => (await listedResults(panel)).map((r) => r.title);
const searches = () => api.requests.filter((r) => r.path === '/v2/search');

describe('the service’s search in the side panel', () => {
  it('sends the options as set; pages through web, news and image results; reads the chosen ones; exports', async () => {
    const jobId = await searchFromPanel(panel, 'fixtures', {
      limit: 15,
      more: async (p) => {
        await p.getByLabel('News').check();
        await p.getByLabel('Images').check();
        await p.getByLabel('Leave out these sites').fill('paper-boats.example');
        await p.getByLabel('Time', { exact: true }).selectOption('qdr:w');
        await p.getByLabel('Country').fill('DE');
        await p.getByLabel('Safe search').check();
      },
    });
    expect((await waitForJobEnd(panel, jobId, 30_000)).status).toBe('done');
    expect(searches().map((r) => r.body)).toEqual([
      {
        query: 'fixtures',
        limit: 15,
        sources: ['web', 'news', 'images'],
        excludeDomains: ['paper-boats.example'],
        tbs: 'qdr:w',
        country: 'DE',
        safe: true,
      },
    ]);
    // 15 web results (every page but the one left out), 6 news, 15 images: ten a page.
    await panel.getByText('36 results, 1 to 10 shown').waitFor();
    await expect
      .poll(titles)
      .toEqual([
        'Alpine lakes of Europe',
        'Baking sourdough bread at home',
        'Cycling in the city',
        'Creatures of the deep sea',
        'Electric cars explained',
        'How to care for ferns',
        'Why glaciers are melting',
        'The life of honey bees',
        'Drawing with ink',
        'A short history of jazz',
      ]);
    await panel.getByRole('button', { name: 'Next' }).click();
    const second = await listedResults(panel);
    expect(second.map((r) => r.title)).toEqual([
      'Flying a kite on the beach',
      'The phases of the Moon',
      'Making maple syrup',
      'Reading the night sky',
      'Choosing olive oil',
      'Alpine lakes of Europe',
      'Baking sourdough bread at home',
      'Cycling in the city',
      'Creatures of the deep sea',
      'Electric cars explained',
    ]);
    // A news item shows its source and date.
    expect(await panel.locator('.search-result[data-kind="news"] .search-result-facts').first().textContent()).toBe(
      'www.alpine-lakes.example · 1 days ago',
    );
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByText('Page 4 of 4').waitFor();
    // Image results as thumbnails, through the one component that makes markup.
    const thumbnails = panel.locator('.search-result[data-kind="images"] .search-thumbnail img');
    expect(await thumbnails.count()).toBe(6);
    expect(await thumbnails.first().getAttribute('src')).toMatch(new RegExp(`^${api.url}/screenshots/`));
    await panel.getByRole('button', { name: 'Previous' }).click();
    await panel.getByRole('button', { name: 'Previous' }).click();
    await panel.getByRole('button', { name: 'Previous' }).click();

    // Two results ticked and read by the service's batch scrape.
    const rows = panel.locator('.search-result');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Scrape these 2 results' }).click();
    await expect
      .poll(async () => await panel.locator('.search-result .status-done').count(), { timeout: 30_000 })
      .toBe(2);
    const batches = api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/batch/scrape');
    expect(batches.map((r) => (r.body as { urls: string[] }).urls)).toEqual([
      [url('alpine-lakes'), url('city-cycling')],
    ]);
    await rows.nth(2).getByText('Markdown').click();
    expect(await rows.nth(2).locator('.search-result-markdown').textContent()).toContain(
      'Routes, locks and lights for riding to work every day. This page is about city cycling',
    );

    const zip = await download(panel, () => panel.getByRole('button', { name: 'Download ZIP' }).click());
    expect(zip.name).toMatch(/^search fixtures-.*\.zip$/);
    expect(
      Object.keys(unzipSync(zip.bytes))
        .filter((n) => n.endsWith('.md'))
        .sort(),
    ).toEqual(['Alpine lakes of Europe.md', 'Cycling in the city.md']);
    const jsonl = await download(panel, () => panel.getByRole('button', { name: 'Download results.jsonl' }).click());
    const lines = strFromU8(jsonl.bytes)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(36);
    expect(lines[0]).toMatchObject({
      kind: 'web',
      position: 1,
      url: url('alpine-lakes'),
      title: 'Alpine lakes of Europe',
    });
    expect(lines[0]?.markdown).toContain('(alpine-lakes)');
    expect(lines[1]?.markdown).toBeUndefined();
    expect(lines[15]).toMatchObject({ kind: 'news', date: '1 days ago' });
  });

  it('with Read each result, the service reads every result in place: each is a page of the job at once', async () => {
    const batchesBefore = api.requests.filter((r) => r.path === '/v1/batch/scrape').length;
    const jobId = await searchFromPanel(panel, 'honey', { limit: 2, scrape: true });
    expect((await waitForJobEnd(panel, jobId, 30_000)).status).toBe('done');
    expect(searches().at(-1)?.body).toMatchObject({
      query: 'honey',
      limit: 2,
      scrapeOptions: { formats: [{ type: 'markdown' }] },
    });
    const answer = await readAnswer(panel, jobId);
    expect(answer?.results.map((r) => r.url)).toEqual([url('honey-bees')]);
    await panel.locator('.search-result .status-done').waitFor();
    // Read by the search itself: no batch scrape of its own.
    expect(api.requests.filter((r) => r.path === '/v1/batch/scrape')).toHaveLength(batchesBefore);
  });

  it('a search that finds nothing says so, with who answered', async () => {
    const jobId = await searchFromPanel(panel, 'qqqqq');
    expect((await waitForJobEnd(panel, jobId, 30_000)).status).toBe('done');
    expect(await panel.locator('.search-nothing').textContent()).toBe('The service found nothing for “qqqqq”.');
  });
});
