import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSearchEngines, type SearchEngines } from '../server/search-engines/index';
import { storeSettings } from './support/background-messages';
import { download } from './support/batch-support';
import { openPopupFor } from './support/popup-helpers';
import { expectNoErrorsAfterEach } from './support/console-errors';
import { waitForJobEnd } from './support/history-access';
import {
  launchForSearch,
  listedResults,
  readAnswer,
  searchFromPanel,
  type SearchBrowser,
} from './support/search-support';

// A search in the user's own browser, with no key: the browser's default engine (set in the test
// profile's Preferences before launch, as a user's choice is kept) and an engine address set in
// Settings, on fixture engines whose results pages differ in structure
// (test/server/search-engines/). What each must give is written here by hand.
let engines: SearchEngines;
let browser: SearchBrowser;
let panel: Page;

beforeAll(async () => {
  engines = await startSearchEngines();
  browser = await launchForSearch({ name: 'Fixture Direct', template: engines.browserTemplate('direct') });
  panel = await browser.ext.page('sidepanel.html');
  await storeSettings(panel, { engine: 'local', onboarded: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await engines?.close();
});
beforeEach(() => {
  engines.hits.length = 0;
  engines.siteHits.length = 0;
});
expectNoErrorsAfterEach(() => browser?.ext.consoleErrors);

const at = (slug: string) => `${engines.siteOrigin}/r/${slug}`;
const titles = async () => (await listedResults(panel)).map((r) => r.title);
const useEngineAddress = (engine: Parameters<SearchEngines['template']>[0] | '') =>
  storeSettings(panel, { engine: 'local', onboarded: true, searchEngine: engine && engines.template(engine) });

async function searched(query: string, options: Parameters<typeof searchFromPanel>[2] = {}) {
  const jobId = await searchFromPanel(panel, query, options);
  const job = await waitForJobEnd(panel, jobId, 60_000);
  return { jobId, job, answer: (await readAnswer(panel, jobId))! };
}

describe('the browser’s own default engine', () => {
  it('the query goes to it through the browser; its results are read across three pages (Next links), each once', async () => {
    const { job, answer } = await searched('lakes & wörld', { limit: 12 });
    expect(job.status).toBe('done');
    // The browser's search API sent the query to the profile's default engine, page after page.
    expect(engines.hits).toEqual([
      { method: 'GET', engine: 'direct', query: 'lakes & wörld', page: 1 },
      { method: 'GET', engine: 'direct', query: 'lakes & wörld', page: 2 },
      { method: 'GET', engine: 'direct', query: 'lakes & wörld', page: 3 },
    ]);
    expect(answer).toMatchObject({ engineName: new URL(engines.origin).host, pagesRead: 3, complete: true });
    // Ten a page in the view: the first ten, then the last two.
    await expect
      .poll(() => listedResults(panel))
      .toEqual([
        {
          title: 'Alpine lakes of Europe',
          url: at('alpine-lakes'),
          description: 'A guide to the clearest mountain lakes in the Alps.',
        },
        {
          title: 'Baking sourdough bread at home',
          url: at('bread-baking'),
          description: 'Starter, folds and a hot oven: a sourdough method.',
        },
        {
          title: 'Cycling in the city',
          url: at('city-cycling'),
          description: 'Routes, locks and lights for riding to work every day.',
        },
        {
          title: 'Creatures of the deep sea',
          url: at('deep-sea'),
          description: 'Anglerfish, giant squid and the animals of the dark.',
        },
        {
          title: 'Electric cars explained',
          url: at('electric-cars'),
          description: 'Batteries, charging and range, without the jargon.',
        },
        {
          title: 'How to care for ferns',
          url: at('fern-care'),
          description: 'Light, water and humidity for healthy indoor ferns.',
        },
        {
          title: 'Why glaciers are melting',
          url: at('glacier-melt'),
          description: 'What the ice records tell us about a warming climate.',
        },
        {
          title: 'The life of honey bees',
          url: at('honey-bees'),
          description: 'Queens, workers and drones in a busy summer hive.',
        },
        {
          title: 'Drawing with ink',
          url: at('ink-drawing'),
          description: 'Pens, brushes and paper for your first ink drawings.',
        },
        {
          title: 'A short history of jazz',
          url: at('jazz-history'),
          description: 'From New Orleans to bebop in ten records.',
        },
      ]);
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect.poll(titles).toEqual(['Flying a kite on the beach', 'The phases of the Moon']);
    await panel.getByText('Page 2 of 2').waitFor();
  });

  it('stops at the limit, reading only the pages it needs', async () => {
    const { answer } = await searched('lakes', { limit: 4 });
    expect(answer.results.map((r) => r.url)).toEqual([
      at('alpine-lakes'),
      at('bread-baking'),
      at('city-cycling'),
      at('deep-sea'),
    ]);
    expect(engines.hits.map((h) => h.page)).toEqual([1]);
  });

  it('sites to keep become site: words; what it cannot apply is named', async () => {
    const { answer } = await searched('lakes', {
      limit: 2,
      more: async (p) => {
        await p.getByLabel('Only these sites').fill('lakes.example\nalps.example');
        await p.getByLabel('Time', { exact: true }).selectOption('qdr:w');
      },
    });
    expect(engines.hits[0]?.query).toBe('lakes site:lakes.example OR site:alps.example');
    expect(answer.warnings.join(' ')).toContain('tbs');
    // The warning is drawn with the job's answer, moments after its end is heard.
    await panel.locator('.search-job').getByText('tbs', { exact: false }).first().waitFor();
  });

  it('read each result: the pages through the pool, markdown in place, the batch’s exports and results.jsonl', async () => {
    const { jobId, job } = await searched('lakes', { limit: 3, scrape: true });
    expect(job).toMatchObject({ status: 'done' });
    expect(engines.siteHits.filter((path) => path.startsWith('/r/')).sort()).toEqual([
      '/r/alpine-lakes',
      '/r/bread-baking',
      '/r/city-cycling',
    ]);
    await panel.waitForSelector('.search-result .badge.status-done');
    const first = panel.locator('.search-result').first();
    await first.getByText('Markdown').click();
    await expect(first.locator('.search-result-markdown').textContent()).resolves.toContain(
      'This page is about alpine lakes, written for the search fixtures.',
    );
    const jsonl = await download(panel, () => panel.getByRole('button', { name: 'Download results.jsonl' }).click());
    expect(jsonl.name).toMatch(/^search lakes-\d{4}-\d{2}-\d{2}-results\.jsonl$/);
    const lines = strFromU8(jsonl.bytes)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { url: string; title: string; position: number; markdown?: string });
    expect(lines.map(({ url, title, position }) => ({ url, title, position }))).toEqual([
      { url: at('alpine-lakes'), title: 'Alpine lakes of Europe', position: 1 },
      { url: at('bread-baking'), title: 'Baking sourdough bread at home', position: 2 },
      { url: at('city-cycling'), title: 'Cycling in the city', position: 3 },
    ]);
    expect(lines[1]?.markdown).toContain('(bread-baking)');
    const zip = await download(panel, () => panel.getByRole('button', { name: 'Download ZIP' }).click());
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files).filter((name) => name.endsWith('.md'))).toHaveLength(3);
    expect(strFromU8(files['results.jsonl']!).trim().split('\n')).toHaveLength(3);
    expect(jobId).toBeTruthy();
  });

  it('the Search view says what is wrong next to the field', async () => {
    await panel.goto(panel.url().replace(/#.*$/, '') + '#/search');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(panel.locator('#search-query-error').textContent()).resolves.toBe('Write what to search for.');
    await panel.getByLabel('Search for').fill('x'.repeat(501));
    await expect(panel.locator('#search-query-error').textContent()).resolves.toBe(
      'A search is at most 500 characters long.',
    );
    await panel.getByLabel('Search for').fill('lakes');
    await panel.getByLabel('Results', { exact: true }).fill('101');
    await expect(panel.locator('#search-limit-error').textContent()).resolves.toBe('Ask for 1 to 100 results.');
    await panel.getByLabel('Results', { exact: true }).fill('5');
    await panel.getByText('More options').click();
    await panel.getByLabel('Only these sites').fill('a.example');
    await panel.getByLabel('Leave out these sites').fill('b.example');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(panel.locator('#search-includeDomains-error').textContent()).resolves.toBe(
      'Give sites to search only, or sites to leave out, not both.',
    );
    expect(engines.hits).toEqual([]);
  });
});

describe('an engine address set in Settings', () => {
  it('Settings refuses an address without %s, next to the field', async () => {
    const options = await browser.ext.page('options.html');
    await options.getByLabel('Search engine').fill(`${engines.origin}/wrapped/search?q=`);
    await expect(options.locator('#settings-searchEngine-error').textContent()).resolves.toContain('Put %s where');
    await options.getByLabel('Search engine').fill(engines.template('wrapped'));
    await options.locator('.save-bar button').click();
    await options.locator('.save-bar [role="status"]').filter({ hasText: 'Saved' }).waitFor();
    await options.close();
  });

  it('links wrapped in its redirect, an ad among them, the next pages behind a POST form', async () => {
    await useEngineAddress('wrapped');
    const { answer } = await searched('syrup', { limit: 10 });
    expect(engines.hits.map(({ method, page }) => `${method} ${page}`)).toEqual(['GET 1', 'POST 2', 'POST 3']);
    expect(answer.engineName).toBe(new URL(engines.origin).host);
    expect(answer.results.map((r) => [r.url, r.title])).toEqual([
      [at('maple-syrup'), 'Making maple syrup'],
      [at('night-sky'), 'Reading the night sky'],
      [at('olive-oil'), 'Choosing olive oil'],
      [at('paper-boats'), 'Folding paper boats'],
      [at('alpine-lakes'), 'Alpine lakes of Europe'],
      [at('deep-sea'), 'Creatures of the deep sea'],
      [at('fern-care'), 'How to care for ferns'],
      [at('honey-bees'), 'The life of honey bees'],
      [at('jazz-history'), 'A short history of jazz'],
      [at('lunar-phases'), 'The phases of the Moon'],
    ]);
    expect(answer.results[0]?.description).toBe('Tapping trees and boiling sap in early spring.');
  });

  it('ads above, among and below, the engine’s own questions and related searches: only organic results', async () => {
    await useEngineAddress('ads');
    const { answer } = await searched('cars', { limit: 7 });
    expect(answer.results.map((r) => r.title)).toEqual([
      'Electric cars explained',
      'Why glaciers are melting',
      'Baking sourdough bread at home',
      'Reading the night sky',
      'Flying a kite on the beach',
      'Choosing olive oil',
      'Drawing with ink',
    ]);
    expect(answer.results[0]?.url).toBe(at('electric-cars'));
    expect(answer.results[0]?.description).toBe('Mar 3, 2025 — Batteries, charging and range, without the jargon.');
  });

  it('a page without headings: its list of results, not its tabs, related searches or footer', async () => {
    await useEngineAddress('list');
    const { answer } = await searched('boats', { limit: 8 });
    expect(answer.results.map((r) => r.url)).toEqual([
      at('honey-bees'),
      at('paper-boats'),
      at('city-cycling'),
      at('maple-syrup'),
      at('deep-sea'),
      at('jazz-history'),
      at('alpine-lakes'),
      at('fern-care'),
    ]);
  });

  it('a search that finds nothing says so, with the engine’s name', async () => {
    await useEngineAddress('list');
    await searched('zzznothing');
    await expect(panel.locator('.search-nothing').textContent()).resolves.toBe(
      `${new URL(engines.origin).host} found nothing for “zzznothing”.`,
    );
  });

  it('a challenge page stops the search at once, says so, and is brought to the front for the user', async () => {
    await useEngineAddress('challenge');
    const { job } = await searched('lakes');
    expect(job.status).toBe('failed');
    expect(job.error?.message).toContain('shows a check');
    // Never tried again: one request, and the page is left open and in front.
    expect(engines.hits).toHaveLength(1);
    const shown = await browser.ext.serviceWorker.evaluate(async (origin) => {
      const tabs = await chrome.tabs.query({});
      return tabs.filter((tab) => tab.url?.startsWith(`${origin}/challenge/`)).map((tab) => tab.active);
    }, engines.origin);
    expect(shown).toEqual([true]);
    await panel.getByRole('button', { name: 'Search again' }).first().waitFor();
    await useEngineAddress('');
  });

  it('the popup’s Search the web… opens the side panel’s Search view', async () => {
    await panel.goto(browser.ext.url('sidepanel.html#/history'));
    const { web, popup } = await openPopupFor(browser.ext, `${engines.siteOrigin}/r/alpine-lakes`);
    await popup.getByRole('button', { name: 'Search the web…' }).click();
    await expect.poll(() => panel.evaluate(() => location.hash)).toBe('#/search');
    await panel.getByLabel('Search for').waitFor();
    await web.close();
    if (!popup.isClosed()) await popup.close();
  });
});

declare const chrome: { tabs: { query(q: object): Promise<{ url?: string; active: boolean }[]> } };
