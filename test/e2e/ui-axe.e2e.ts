import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { buildGranting127, openPopupFor } from './support/popup-helpers';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { richParseJob, richScrapeJob, seedJobs, PNG_DATA_URL } from './support/sidepanel-support';
import { configureRemote } from './support/ui-support';
import { seedBatch } from './support/batch-support';
import { expectNoErrorsAfterEach } from './support/console-errors';
import { askBackground, waitForJobEnd } from './support/background-messages';

// axe-core in Chromium on every page and view of the extension, with data in them, in the light
// and the dark theme. The extension pages' CSP forbids injected scripts, but page.evaluate runs
// through DevTools (Runtime.evaluate), which the page's CSP does not govern.
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

async function axe(page: Page): Promise<Violation[]> {
  const source = await axeSource;
  const results = (await page.evaluate(
    `${source};\naxe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })) })))`,
  )) as Violation[];
  return results;
}

describe('accessibility (axe-core)', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  let site: FixtureSite;
  let build: Awaited<ReturnType<typeof buildGranting127>>;

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, api, site] = await Promise.all([
      launchExtension({ extensionDir: build.dir }),
      startContractServer(),
      startFixtureSite({ '/page': '<title>Tide pools</title><h1>Tide pools</h1>' }),
    ]);
    await configureRemote(ext, TEAM_A_KEY, api.url);
    const seeder = await ext.page('sidepanel.html#/history');
    const failed = {
      ...richScrapeJob('failed-1', PNG_DATA_URL),
      status: 'failed',
      result: undefined,
      error: { kind: 'rate-limited', message: 'Too many requests.', status: 429, retryable: true },
    };
    // A raw <img> without alt in the rendered markdown, as pages often have: the sanitizer must give it one
    // (image-alt).
    const parse = richParseJob('parse-1', PNG_DATA_URL);
    const result = parse.result as { markdown: string };
    const withBareImage = {
      ...parse,
      result: { ...result, markdown: `${result.markdown}\n\n<img src="${PNG_DATA_URL}">` },
    };
    await seedJobs(seeder, [richScrapeJob('scrape-1', PNG_DATA_URL), withBareImage, failed]);
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
        { url: 'https://example.com/c', status: 'done', title: 'C', markdown: '# C' },
      ],
    );
    // A crawl: its pages with their depth, one read at another address, one failed, one skipped.
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
    await seeder.close();
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close(), site?.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  type Open = () => Promise<Page>;
  const panel =
    (hash: string, ready: string): Open =>
    async () => {
      const page = await ext.page(`sidepanel.html${hash}`);
      await page.locator(ready).first().waitFor();
      return page;
    };
  const views: [string, Open][] = [
    [
      'popup (advanced and parse options open)',
      async () => {
        const { popup } = await openPopupFor(ext, `${site.url}/page`);
        await popup.getByRole('checkbox', { name: 'JSON extraction', exact: true }).check();
        await popup.locator('summary', { hasText: 'Advanced' }).click();
        await popup.locator('summary', { hasText: 'Parse options' }).click();
        await popup.locator('#scrape-timeout').waitFor();
        return popup;
      },
    ],
    [
      'options',
      async () => {
        const page = await ext.page('options.html');
        await page.getByRole('button', { name: 'Save settings' }).waitFor();
        return page;
      },
    ],
    ['result: scrape', panel('#/result/scrape-1', '[data-field="metadata"]')],
    ['result: parse', panel('#/result/parse-1', '[data-field="menu"]')],
    ['result: failed job', panel('#/result/failed-1', '.banner-message')],
    ['result: empty', panel('#/result', '.sidepanel-view')],
    ['history', panel('#/history', '.history-row')],
    [
      'batch: chooser with a list',
      async () => {
        const page = await panel('#/batch', '.batch-chooser')();
        await page.getByRole('button', { name: 'Paste a list' }).click();
        await page
          .getByLabel('Addresses, one per line')
          .fill('https://example.com/a\nhttps://example.com/b\nnot a url');
        await page.getByRole('button', { name: 'Use these addresses' }).click();
        await page.locator('.batch-pages li').first().waitFor();
        return page;
      },
    ],
    ['batch: finished, one page failed', panel('#/result/batch-1', '.batch-item-error')],
    ['active crawls', panel('#/crawls', '.crawl')],
    [
      'whole site: crawl form, previewed, every section open',
      async () => {
        const page = await panel('#/crawl', '.crawl-form')();
        await page.getByLabel('Start address').first().fill(`${site.url}/page`);
        await page.getByLabel('Describe what to crawl').fill('Only the docs, at most 30 pages');
        await page.getByRole('button', { name: 'Preview options' }).click();
        await page.locator('[data-previewed]').first().waitFor();
        await page.locator('.crawl-more > summary').click();
        await page.locator('.crawl-page-options > summary').click();
        await page.getByLabel('Page limit (limit)').fill('0');
        await page.locator('[data-option="limit"] .field-error').waitFor();
        return page;
      },
    ],
    [
      'whole site: map list',
      async () => {
        const page = await panel('#/crawl', '.crawl-form')();
        await page.getByRole('tab', { name: 'Map the site' }).click();
        const map = page.locator('.map-form');
        await map.getByLabel('Start address').fill(`${site.url}/page`);
        await map.getByRole('button', { name: 'Map the site' }).click();
        await map.locator('.map-links li').first().waitFor();
        return page;
      },
    ],
    ['crawl: finished, one page failed, one skipped', panel('#/result/crawl-1', '.crawl-item-facts')],
    [
      'monitors: the watch form open',
      async () => {
        const web = await ext.context.newPage();
        await web.goto(`${site.url}/page`);
        const page = await panel('#/monitors', '.watch-section')();
        await web.bringToFront();
        await page.locator('.watch-section > summary').click();
        await page.locator('.watch-page button.primary').waitFor();
        await page.getByLabel('Check', { exact: true }).selectOption('day');
        await page.getByLabel('Time zone').waitFor();
        return page;
      },
    ],
    [
      'interact: a transcript (a prompt, failed code) and a timeout refused at its field',
      async () => {
        const page = await panel('#/history', '.sidepanel-view')();
        const started = await askBackground(page, 'startScrape', {
          engine: 'remote',
          request: { url: `${site.url}/page`, formats: ['markdown'] },
        });
        const { jobId } = started.value as { jobId: string };
        await waitForJobEnd(page, jobId);
        await page.evaluate((id) => (location.hash = `#/interact/${id}`), jobId);
        await page.getByLabel('Prompt').fill('What is the title?');
        await page.getByRole('button', { name: 'Send prompt' }).click();
        await page.locator('.interact-answer').first().waitFor();
        await page.getByLabel('Code', { exact: true }).fill('agent-browser frobnicate');
        await page.getByRole('button', { name: 'Run code' }).click();
        await page.locator('.interact-answer').nth(1).waitFor();
        await page.getByLabel('Timeout (seconds)').fill('0');
        await page.getByRole('button', { name: 'Run code' }).click();
        await page.locator('#interact-timeout-error').waitFor();
        return page;
      },
    ],
    [
      'token usage per key',
      async () => {
        const page = await panel('#/usage', '.usage svg')();
        await page.getByRole('button', { name: 'Per API key' }).click();
        await page.locator('.usage th', { hasText: 'CI key' }).waitFor();
        return page;
      },
    ],
  ];

  for (const scheme of ['light', 'dark'] as const) {
    it.each(views)(`%s has no violations (${scheme})`, async (_name, open) => {
      const page = await open();
      await page.emulateMedia({ colorScheme: scheme });
      const violations = await axe(page);
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
      await page.close();
    });
  }
});
