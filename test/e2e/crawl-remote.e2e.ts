import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixturePage, type FixtureSite } from '../server/fixture-site';
import { askBackground, storeSettings } from './support/background-messages';
import { download, readBatch, readItems, shownBatchId, waitForBatchEnd } from './support/batch-support';
import { expectNoErrorsAfterEach } from './support/console-errors';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { buildGranting127, openPopupFor } from './support/popup-helpers';
import { saveScreenshot } from './support/screenshot';

// Whole sites with the service, as a user drives the side panel at its own width: a described
// crawl previewed into options, edited, started and followed across the status pages, its failed
// page said why; a crawl cancelled while it runs; a listed crawl opened and cancelled; a map whose
// chosen addresses go to the batch chooser.
const PANEL = { width: 400, height: 900 };
const SHOTS = process.env.CRAWL_SHOTS_DIR ?? path.join(tmpdir(), 'wde-crawl-shots');
const DOCS = 14;

const page = (title: string, links: string[] = []) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="About ${title}"></head>
<body><main><h1>${title}</h1><p>${title} explains one part of the product, in enough words to read.</p>
<ul>${links.map((href) => `<li><a href="${href}">${href}</a></li>`).join('')}</ul></main></body></html>`;

function sitePages(): Record<string, FixturePage> {
  const docs = Array.from({ length: DOCS }, (_, i) => `/docs/page-${i + 1}`);
  const pages: Record<string, FixturePage> = {
    '/': { body: page('Home', ['/docs/', '/blog/post-1']) },
    '/docs/': { body: page('Docs', [...docs, '/docs/broken', '/docs/old/legacy', '/docs/private/secret']) },
    '/docs/broken': { body: page('Broken'), status: 500 },
    '/docs/old/legacy': { body: page('Legacy') },
    '/docs/private/secret': { body: page('Secret') },
    '/blog/post-1': { body: page('Post one', ['/']) },
    '/robots.txt': { body: 'User-agent: *\nDisallow: /docs/private/\n', type: 'text/plain' },
  };
  for (const [i, href] of docs.entries()) pages[href] = { body: page(`Docs page ${i + 1}`, ['/docs/']) };
  return pages;
}

describe('whole sites with the service, in the side panel', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  let site: FixtureSite;
  let panel: Page;
  // Granted 127.0.0.1 at install: the popup, opened as a page, finds the fixture tab by its address.
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  const requests = (method: string, pathStart: string) =>
    api.requests.filter((r) => r.method === method && r.path.startsWith(pathStart));

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, api, site] = await Promise.all([
      launchExtension({ extensionDir: build.dir }),
      startContractServer(),
      startFixtureSite(sitePages()),
    ]);
    panel = await ext.context.newPage();
    await panel.setViewportSize(PANEL);
    await panel.goto(ext.url('sidepanel.html#/history'));
    await storeSettings(panel, { engine: 'remote', onboarded: true, baseUrl: api.url });
    expect((await askBackground(panel, 'setApiKey', { apiKey: TEAM_A_KEY })).ok).toBe(true);
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close(), site?.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  /** The Whole site view, afresh, on one of its two tabs, with the service chosen. */
  async function wholeSite(tab: 'Crawl the site' | 'Map the site', url: string): Promise<void> {
    await panel.goto(ext.url('sidepanel.html#/crawl'));
    await panel.getByRole('tab', { name: tab }).click();
    const form = panel.locator(`.crawl-page [role="tabpanel"]:not([hidden])`);
    await expect.poll(() => panel.getByRole('radio', { name: 'The service' }).isChecked()).toBe(true);
    await form.getByLabel('Start address').fill(url);
  }
  /** The whole panel, from its top (a scrolled page draws its sticky tabs midway). */
  const shot = async (name: string) => {
    await panel.evaluate(() => scrollTo(0, 0));
    await saveScreenshot(panel, path.join(SHOTS, `${name}.png`), { fullPage: true });
  };
  const crawlForm = () => panel.locator('.crawl-page [role="tabpanel"]:not([hidden]) .crawl-form');

  it('previews a description into the options, takes the edits, and follows the crawl across its status pages', async () => {
    await wholeSite('Crawl the site', `${site.url}/docs/`);
    const form = crawlForm();
    await form.getByLabel('Describe what to crawl').fill('Only the docs, at most 30 pages');
    // Words nobody has seen turned into options do not start a crawl.
    await form.getByRole('button', { name: 'Crawl with the service' }).click();
    await form.locator('.field-error', { hasText: 'Preview the options first' }).waitFor();
    expect(requests('POST', '/v2/crawl')).toEqual([]);

    await form.getByRole('button', { name: 'Preview options' }).click();
    await expect.poll(() => form.getByLabel('Include paths (includePaths)').inputValue()).toBe('^/docs(/.*)?$');
    expect(await form.getByLabel('Page limit (limit)').inputValue()).toBe('30');
    expect(
      await form.locator('[data-option][data-previewed]').evaluateAll((els) => els.map((e) => e.dataset.option)),
    ).toEqual(['includePaths', 'limit']);
    expect(await form.locator('.crawl-prompt [role="status"]').textContent()).toBe(
      'Set from your description: includePaths, limit. Check them below.',
    );

    // Edited before starting: a pattern that is no regular expression is named with its line.
    const exclude = form.getByLabel('Exclude paths (excludePaths)');
    await exclude.fill('^/docs/old/\n(');
    await form
      .locator('[data-option="excludePaths"] .field-error', {
        hasText: 'Line 2: "(" is not a valid regular expression',
      })
      .waitFor();
    await exclude.fill('^/docs/old/');
    await form.getByLabel('Page limit (limit)').fill('25');
    await shot('crawl-form');

    await form.getByRole('button', { name: 'Crawl with the service' }).click();
    const id = await shownBatchId(panel);
    await expect.poll(() => requests('POST', '/v2/crawl').filter((r) => r.path === '/v2/crawl').length).toBe(1);
    const started = requests('POST', '/v2/crawl').find((r) => r.path === '/v2/crawl')!.body as Record<string, unknown>;
    expect(started).toMatchObject({
      url: `${site.url}/docs/`,
      includePaths: ['^/docs(/.*)?$'],
      excludePaths: ['^/docs/old/'],
      limit: 25,
    });
    expect(started).not.toHaveProperty('prompt');

    const crawl = await waitForBatchEnd(panel, id, 60_000);
    expect(crawl.status).toBe('done');
    // The docs index and its 14 pages: more than one status page holds, so `next` was followed.
    // Where it points depends on how far the crawl had got at each poll; only `next` has a skip.
    const items = await readItems(panel, id);
    expect(items.filter((i) => i.status === 'done')).toHaveLength(DOCS + 1);
    expect(requests('GET', '/v2/crawl/').some((r) => Number(r.query.skip) > 0)).toBe(true);
    expect(items.some((i) => i.url.includes('/docs/old/'))).toBe(false);

    // Each page that was not read says why: the one that failed, the one robots.txt kept out.
    const broken = panel.locator('.batch-item', { hasText: '/docs/broken' });
    await expect.poll(() => broken.getAttribute('data-status')).toBe('failed');
    expect(await broken.locator('.batch-item-error').textContent()).toContain('500');
    const secret = panel.locator('.batch-item', { hasText: '/docs/private/secret' });
    expect(await secret.getAttribute('data-status')).toBe('skipped');
    expect(await secret.locator('.batch-item-error').textContent()).toContain('robots.txt');
    await expect
      .poll(() => panel.locator('.crawl-counts').textContent())
      .toBe(`${DOCS + 1} read · 1 failed · 1 skipped (robots.txt, duplicates)`);
    expect(await panel.locator('h2.view-title').textContent()).toBe(`Crawl of ${new URL(site.url).host}`);
    await shot('crawl-done');

    // llms.txt, under the convention's own name, titled from the start page.
    const llms = await download(panel, () => panel.getByRole('button', { name: 'llms.txt', exact: true }).click());
    expect(llms.name).toBe('llms.txt');
    expect(new TextDecoder().decode(llms.bytes)).toMatch(/^# Docs\n/);
  });

  it('cancels a crawl while it runs, at the service too', async () => {
    await wholeSite('Crawl the site', `${site.url}/docs/`);
    const form = crawlForm();
    await form.locator('.crawl-more > summary').click();
    await form.getByLabel('Delay, in seconds (delay)').fill('1');
    await form.getByRole('button', { name: 'Crawl with the service' }).click();
    const id = await shownBatchId(panel);
    await expect.poll(async () => (await readBatch(panel, id))?.done ?? 0, { timeout: 30_000 }).toBeGreaterThan(1);
    await panel.locator('.progress-label', { hasText: /pages? found so far/ }).waitFor();
    // The list follows the pages as they arrive.
    await expect.poll(() => panel.locator('.batch-item').count()).toBeGreaterThan(1);
    await shot('crawl-running');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    expect((await waitForBatchEnd(panel, id)).status).toBe('cancelled');
    const remoteId = (await readBatch(panel, id))?.remoteId;
    await expect.poll(() => requests('DELETE', `/v2/crawl/${remoteId}`).length).toBe(1);
  });

  it('opens a crawl listed in Active crawls, then cancels it there', async () => {
    await panel.goto(ext.url('sidepanel.html#/crawls'));
    const listed = panel.locator('.crawl-list > li').first();
    await listed.waitFor();
    const remoteId = (await listed.getAttribute('data-crawl'))!;
    await listed.getByRole('button', { name: 'Open' }).click();
    // Its pages as they arrive: the seeded crawl has read twelve.
    const id = await shownBatchId(panel);
    expect(id).toBe(`crawl-${remoteId}`);
    await expect.poll(() => panel.locator('.batch-item').count(), { timeout: 20_000 }).toBe(12);
    expect(await panel.locator('.batch-item').first().textContent()).toContain('Seeded page');

    await panel.goto(ext.url('sidepanel.html#/crawls'));
    const again = panel.locator(`.crawl-list > li[data-crawl="${remoteId}"]`);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.getByText('Stop this crawl at the service?').waitFor();
    await again.getByRole('button', { name: 'Stop it' }).click();
    await expect.poll(() => requests('DELETE', `/v2/crawl/${remoteId}`).length).toBe(1);
    await expect
      .poll(async () => {
        await panel.getByRole('button', { name: 'Refresh' }).click();
        return panel.locator(`.crawl-list > li[data-crawl="${remoteId}"]`).count();
      })
      .toBe(0);
    expect((await waitForBatchEnd(panel, id)).status).toBe('cancelled');
  });

  it('maps the site and hands the chosen addresses to the batch chooser', async () => {
    await wholeSite('Map the site', `${site.url}/docs/`);
    const form = panel.locator('.map-form');
    await form.getByRole('button', { name: 'Map the site' }).click();
    await form.locator('.map-links li').first().waitFor();
    await form.getByRole('searchbox').fill('docs page');
    await expect
      .poll(() => form.locator('.batch-count').textContent())
      .toMatch(/^\d+ addresses · 14 shown · 14 chosen$/);
    await form.locator('.map-links li', { hasText: 'Docs page 2' }).getByRole('checkbox').uncheck();
    await shot('map-list');
    const chosen = await form
      .locator('.map-links li')
      .evaluateAll((rows) =>
        rows.filter((r) => r.querySelector<HTMLInputElement>('input')!.checked).map((r) => r.getAttribute('data-url')!),
      );
    expect(chosen).toHaveLength(13);
    await form.getByRole('button', { name: 'Scrape these 13 pages…' }).click();
    await expect.poll(() => panel.evaluate(() => location.hash)).toBe('#/batch');
    await expect.poll(() => panel.textContent('.batch-count')).toBe('13 of 13 pages chosen');
    const inChooser = await panel.locator('.batch-pages .batch-page-url').allTextContents();
    expect(inChooser.sort()).toEqual([...chosen].sort());
  });

  it("the popup's Whole site… opens the panel's crawl view on the page's address", async () => {
    await panel.goto(ext.url('sidepanel.html#/history'));
    const { web, popup } = await openPopupFor(ext, `${site.url}/docs/page-3`);
    await saveScreenshot(popup, path.join(SHOTS, 'popup.png'));
    await popup.getByRole('button', { name: 'Whole site…' }).click();
    await expect.poll(() => panel.evaluate(() => location.hash)).toBe('#/crawl');
    await expect.poll(() => crawlForm().getByLabel('Start address').inputValue()).toBe(`${site.url}/docs/page-3`);
    await web.close();
    if (!popup.isClosed()) await popup.close();
  });
});
