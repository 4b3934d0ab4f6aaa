import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { buildGranting127, pagePartsIn, tabIdOf } from './support/popup-helpers';
import { FixtureServer } from './support/fixture-server';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { richScrapeJob, seedJobs, showView } from './support/sidepanel-support';
import { configureRemote } from './support/ui-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

// The side panel at the width Chrome gives it (400 px), measured in the real browser: nothing
// wider than the panel, no word or number cut in two, the shared header kept short, and the
// Scrape button saying which engine it will use.
const PANEL = { width: 400, height: 900 };

/** Lines an element's text takes, from the boxes of its text (one per line, per text node). */
const lineCount = (cell: Locator) =>
  cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
const words = (text: string | null) => (text ?? '').trim().split(/\s+/).filter(Boolean).length;

describe('side panel at 400 px', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  let page: Page;
  const site = new FixtureServer();

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, api] = await Promise.all([launchExtension({ extensionDir: build.dir }), startContractServer(), site.start()]);
    const seeder = await ext.page('sidepanel.html#/history');
    const image = site.url('images/tide-pool.svg');
    // 17 earlier results of the page in front, named as a scrape names them: by the page's title.
    const earlier = Array.from({ length: 17 }, (_, i) => ({
      ...richScrapeJob(`page-${i}`, image),
      url: site.url('article.html'),
      title: 'How Tide Pools Work | Shoreline Notes',
      status: i === 0 ? 'interrupted' : 'done',
      createdAt: Date.now() - (i + 1) * 3_600_000,
    }));
    const described = richScrapeJob('described', image);
    described.result = {
      ...(described.result as object),
      metadata: {
        title: 'Tide pools',
        description:
          'Tide pools are rocky hollows on the shore that keep sea water when the tide goes out, home to anemones, crabs and starfish.',
        'og:description':
          'A long look at the small worlds the sea leaves behind twice a day, and the creatures that live in them.',
        sourceURL: 'https://example.com/tide-pools/a/very/long/path/that/goes/on/and/on?with=query&and=more',
      },
    };
    await seedJobs(seeder, [...earlier, described]);
    await seeder.close();
    // The panel follows the active tab: the fixture page is brought to the front once it has loaded.
    const web = await ext.context.newPage();
    await web.goto(site.url('article.html'));
    page = await ext.context.newPage();
    await page.setViewportSize(PANEL);
    await page.goto(ext.url('sidepanel.html#/result/described'));
    await page.locator('[data-field="metadata"]').waitFor();
    await web.bringToFront();
    await page.locator('.current-url', { hasText: '127.0.0.1' }).waitFor();
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close(), site.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  it('keeps the shared header short, so the view below starts near the top', async () => {
    const viewTop = await page.locator('.sidepanel-view').evaluate((el) => el.getBoundingClientRect().top);
    expect(viewTop).toBeLessThan(PANEL.height / 5);
    expect(await pageWidth()).toBeLessThanOrEqual(PANEL.width);
  });

  it('says which engine Scrape will use: the browser without a key', async () => {
    await expect.poll(() => page.locator('.current-scrape').textContent()).toBe('Scrape in the browser');
  });

  it('readies the tab for a local scrape when the pointer reaches Scrape, not while the tab is only shown', async () => {
    const tabId = await tabIdOf(ext, site.url('article.html'));
    expect(await pagePartsIn(ext, tabId)).not.toContain('practised');
    await page.locator('.current-scrape').hover();
    await expect
      .poll(() => pagePartsIn(ext, tabId), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['extract', 'practised']));
  });

  it('opens the earlier results of the page without widening the panel, counting them all', async () => {
    const earlier = page.locator('details.earlier');
    expect(await earlier.locator('summary').textContent()).toBe('Earlier results for this page (17)');
    await earlier.locator('summary').click();
    await earlier.locator('li').first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PANEL.width);
    // Every row, its status and its date inside the panel; the date shown whole.
    const boxes = await earlier.locator('.job-link').evaluateAll((links) =>
      links.map((link) => ({
        right: link.getBoundingClientRect().right,
        parts: [...link.children].map((c) => ({
          right: c.getBoundingClientRect().right,
          clipped: c.scrollWidth > c.clientWidth + 1,
        })),
      })),
    );
    expect(boxes).toHaveLength(5);
    for (const box of boxes) {
      expect(box.right).toBeLessThanOrEqual(PANEL.width);
      expect(box.parts.map((p) => p.right <= PANEL.width)).toEqual([true, true, true]);
      expect(box.parts.slice(1).map((p) => p.clipped)).toEqual([false, false]);
    }
    const zone = await page.locator('.current-tab .drop-zone').evaluate((el) => el.getBoundingClientRect().right);
    expect(zone).toBeLessThanOrEqual(PANEL.width);
    await earlier.locator('summary').click();
  });

  it('never breaks a metadata key inside a word', async () => {
    const keys = page.locator('[data-field="metadata"] th');
    expect(await keys.count()).toBe(4);
    for (const key of await keys.all())
      expect({ key: await key.textContent(), lines: await lineCount(key) }).toEqual({
        key: await key.textContent(),
        lines: 1,
      });
    expect(await pageWidth()).toBeLessThanOrEqual(PANEL.width);
  });

  it('labels the options of an active crawl', async () => {
    await configureRemote(ext, TEAM_A_KEY, api.url);
    await showView(page, '#/crawls');
    await page.locator('.crawl').first().waitFor();
    expect(await page.locator('.crawl .json-tree').first().textContent()).toMatch(/^▸Scrape options: \{\d+\}$/);
  });

  it('says Scrape will use the API once a key is saved', async () => {
    await expect.poll(() => page.locator('.current-scrape').textContent()).toBe('Scrape with the API');
  });

  it('shows token usage per key with whole numbers and headings, and readable month labels', async () => {
    await showView(page, '#/usage');
    await page.getByRole('button', { name: 'Per API key' }).click();
    await page.locator('.usage th', { hasText: 'CI key' }).waitFor();
    const cells = page.locator('.usage-table th, .usage-table td');
    for (const cell of await cells.all()) {
      const text = await cell.textContent();
      if (text?.trim()) expect({ text, fits: (await lineCount(cell)) <= words(text) }).toEqual({ text, fits: true });
    }
    expect(await pageWidth()).toBeLessThanOrEqual(PANEL.width);
    // Month labels at the page's text size, not shrunk or squeezed with the drawing: the width
    // their text takes against the width the same text takes in the same font, unscaled.
    const labels = await page.locator('.usage-label').evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const shown = [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        return {
          size: Number.parseFloat(style.fontSize),
          scale: shown / context.measureText(el.textContent ?? '').width,
        };
      }),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label.size).toBeGreaterThanOrEqual(12);
      expect(label.scale).toBeGreaterThan(0.9);
    }
  });
});
