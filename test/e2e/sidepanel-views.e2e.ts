import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FixtureServer } from './support/fixture-server';
import { launchExtension } from './support/launch-extension';
import type { LaunchedExtension } from './support/launch-extension';
import { readJob } from './support/history-access';
import { richParseJob, richScrapeJob, seedJobs, showView } from './support/sidepanel-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

// The side panel renders every part of a scrape and a parse result seeded into history.
describe('side panel views', () => {
  let ext: LaunchedExtension;
  let page: Page;
  const server = new FixtureServer();

  beforeAll(async () => {
    [ext] = await Promise.all([launchExtension(), server.start()]);
    page = await ext.page('sidepanel.html#/history');
    await page.waitForSelector('[role="tablist"]');
    await seedJobs(page, [
      richScrapeJob('scrape-1', server.url('images/tide-pool.svg')),
      richParseJob('parse-1', server.url('images/tide-pool.svg')),
    ]);
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), server.close()]);
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('has seven linkable views in an ARIA tab list', async () => {
    // The panel's own tab list (the Whole site view has a tab list of its own inside).
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    expect(await tabs.count()).toBe(7);
    for (const [hash, name] of [
      ['#/search', 'Search'],
      ['#/crawl', 'Whole site'],
      ['#/crawls', 'Active crawls'],
      ['#/usage', 'Token usage'],
      ['#/monitors', 'Monitors'],
      ['#/history', 'History'],
    ]) {
      await showView(page, hash!);
      await expect.poll(() => tabs.and(page.getByRole('tab', { selected: true })).textContent()).toBe(name);
    }
  });

  it('lists history newest first, searches it, and reopens a job in the Result view', async () => {
    await showView(page, '#/history');
    await page.waitForSelector('.history-row[data-job="parse-1"]');
    expect(await page.locator('.history-row').count()).toBe(2);
    await page.getByRole('searchbox').fill('report');
    await expect.poll(() => page.locator('.history-row').count()).toBe(1);
    await page.getByRole('button', { name: 'report.pdf', exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/result/parse-1');
    await page.waitForSelector('[data-field="pages"]');
  });

  it('renders every part of a rich scrape result', async () => {
    await showView(page, '#/result/scrape-1');
    await page.waitForSelector('[data-field="markdown"] h1');
    const fields = await page
      .locator('[data-field]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
    expect(fields).toEqual([
      'markdown',
      'json',
      'changeTracking',
      'html',
      'rawHtml',
      'links',
      'screenshot',
      'actions',
      'metadata',
      'extra',
    ]);
    expect(await page.locator('.banner-warning').first().textContent()).toContain('Some images could not be loaded.');
    expect(await page.locator('[data-field="markdown"] h1').textContent()).toBe('How Tide Pools Work');
    // Raw markdown toggle, and HTML shown as text, with a sandboxed preview on demand.
    await page.locator('[data-field="markdown"]').getByRole('button', { name: 'Raw' }).click();
    expect(await page.locator('[data-field="markdown"] pre').textContent()).toContain('# How Tide Pools Work');
    expect(await page.locator('[data-field="html"] pre').textContent()).toContain('<h1>How Tide Pools Work</h1>');
    await page.locator('[data-field="rawHtml"]').getByRole('button', { name: 'Preview' }).click();
    expect(await page.locator('[data-field="rawHtml"] iframe').getAttribute('sandbox')).toBe('');
    // Downloads are named after the page's title, not its URL.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-field="markdown"]').getByRole('button', { name: 'Download .md' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Tide pools.md');
    // Links, extraction tree, change tracking with diff, metadata with the truncation notice.
    expect(await page.locator('[data-field="links"] a').count()).toBe(2);
    expect(await page.locator('[data-field="json"] [aria-expanded]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-field="changeTracking"] .diff-add').textContent()).toContain('+New line');
    expect(await page.locator('[data-field="changeTracking"] .diff-del').textContent()).toContain('-Old line');
    expect(await page.locator('[data-field="metadata"] tr').count()).toBe(7);
    expect(await page.locator('[data-field="metadata"]').textContent()).toContain('Only 2 of 5 pages were parsed');
    // Screenshot countdown; action outputs in action order.
    expect(await page.locator('[data-field="screenshot"]').textContent()).toMatch(
      /Link expires in 2\d h|Link expires in 23 h/,
    );
    const kinds = await page
      .locator('[data-action]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
    expect(kinds).toEqual(['javascript', 'screenshot', 'scrape', 'pdf']);
    expect(await page.locator('[data-field="extra"] summary').textContent()).toContain('Other fields');
  });

  it('keeps an action screenshot in history and then shows the stored copy', async () => {
    const shot = page.locator('[data-action="screenshot"]');
    await shot.getByRole('button', { name: 'Keep in history' }).click();
    await expect.poll(() => shot.locator('img').getAttribute('src')).toMatch(/^blob:chrome-extension:/);
    expect(await shot.textContent()).toContain('Kept in history');
  });

  it('says so when an image cannot be fetched (no host permission)', async () => {
    const shot = page.locator('[data-field="screenshot"]');
    await shot.getByRole('button', { name: 'Keep in history' }).click();
    await expect.poll(() => shot.locator('.banner-error').textContent()).toContain('Could not fetch the image');
    ext.consoleErrors.clear(); // the refused fetch logs a CORS error, which is this test's point
  });

  it('renders every part of a rich parse result', async () => {
    await showView(page, '#/result/parse-1');
    await page.waitForSelector('[data-field="pages"]');
    const fields = await page
      .locator('[data-field]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
    expect(fields).toEqual([
      'markdown',
      'summary',
      'pages',
      'images',
      'blocks',
      'branding',
      'product',
      'menu',
      'metadata',
    ]);
    expect(await page.locator('[data-field="pages"] details.page').count()).toBe(2);
    // Block outlines: absolute bbox scaled by the page size, normalised bbox as is.
    const boxes = await page.locator('.block-box').evaluateAll((els) => els.map((e) => (e as HTMLElement).style.left));
    expect(boxes.map((l) => Number.parseFloat(l).toFixed(2))).toEqual([((50 / 612) * 100).toFixed(2), '10.00']);
    const swatches = await page
      .locator('.swatch-item .swatch')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
    expect(swatches).toEqual(['rgb(10, 91, 211)', 'rgb(209, 87, 11)', 'rgb(255, 255, 255)']);
    expect(await page.locator('[data-field="branding"]').textContent()).toContain('Inter, Georgia');
    expect(await page.locator('[data-field="product"]').textContent()).toMatch(/€15\.00.*€12\.50/);
    expect(await page.locator('[data-field="product"]').textContent()).toContain('Out of stock');
    expect(await page.locator('[data-field="menu"]').textContent()).toContain('Soup of the day');
    expect(await page.locator('[data-field="menu"]').textContent()).toContain('vegetarian');
  });

  it('deletes the selected jobs at once, results and all', async () => {
    const image = server.url('images/tide-pool.svg');
    await seedJobs(page, [
      { ...richScrapeJob('bulk-a', image), title: 'Bulk one' },
      { ...richScrapeJob('bulk-b', image), title: 'Bulk two' },
    ]);
    await showView(page, '#/history');
    await page.locator('.history-row[data-job="bulk-b"]').waitFor();
    await page.getByRole('checkbox', { name: 'Select Bulk one' }).check();
    await page.getByRole('checkbox', { name: 'Select Bulk two' }).check();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete 2 selected' }).click();
    await expect.poll(() => page.locator('.history-row[data-job^="bulk-"]').count()).toBe(0);
    expect(await page.locator('.history-row').count()).toBe(2);
    expect(await readJob(page, 'bulk-a')).toBeUndefined();
    expect(await readJob(page, 'bulk-b')).toBeUndefined();
  });

  it('deletes a job from history', async () => {
    await showView(page, '#/history');
    page.once('dialog', (d) => void d.accept());
    await page
      .locator('.history-row[data-job="scrape-1"]')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => page.locator('.history-row').count()).toBe(1);
  });

  it("marks a program's job with its name, and shows the bridge's activity log beside the jobs", async () => {
    await seedJobs(page, [{ ...richScrapeJob('by-mcp', server.url('images/tide-pool.svg')), client: 'curl' }]);
    // Two requests in the log (store `bridgeActivity`, lib/bridge/activity/activity-log.ts), then the news.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('wde-history');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const entry = { client: 'curl', method: 'POST', urlCount: 1, durationMs: 40 };
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('bridgeActivity', 'readwrite');
        const store = tx.objectStore('bridgeActivity');
        store.add({ ...entry, time: 1, path: '/v1/map', urls: ['https://e.com/'], status: 200, ok: true });
        store.add({
          ...entry,
          time: 2,
          path: '/v1/scrape',
          urls: ['https://e.com/<img src=x onerror=alert(1)>'],
          status: 403,
          ok: false,
          error: 'No access to e.com',
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      new BroadcastChannel('wde-bridge-activity').postMessage({});
    });
    await showView(page, '#/history');
    expect(await page.locator('.history-row[data-job="by-mcp"] .history-client').textContent()).toBe('by curl');
    await page.getByRole('tab', { name: 'Bridge activity' }).click();
    const rows = page.locator('.activity-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().locator('.activity-request').textContent()).toBe('POST /v1/scrape');
    expect(await rows.first().locator('.activity-address').textContent()).toBe(
      'https://e.com/<img src=x onerror=alert(1)>',
    );
    expect(await rows.first().locator('.activity-error').textContent()).toBe('No access to e.com');
    expect(await rows.nth(1).locator('.badge').textContent()).toBe('200 OK');
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.locator('.history-row[data-job="by-mcp"]').waitFor();
  });

  it('exports all of history, or all the search finds, and shows a partial selection as partial', async () => {
    const image = server.url('images/tide-pool.svg');
    const url = 'https://news.example.com/shore/tide-pools/a/rather/long/path/of/the/page?utm_source=letter';
    const many = Array.from({ length: 56 }, (_, n) => ({
      ...richScrapeJob(`many-${n}`, image),
      title: `Many ${n}`,
      url,
      createdAt: Date.now() - (n + 1) * 3_600_000,
    }));
    await seedJobs(page, many);
    await page.setViewportSize({ width: 400, height: 900 });
    await showView(page, '#/history');
    await page.locator('.history-row[data-job="many-0"]').waitFor();
    const total = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('wde-history');
          open.onsuccess = () => {
            const count = open.result.transaction('jobs').objectStore('jobs').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(await page.locator('.history-row').count()).toBeLessThan(total); // a page at a time
    const exported = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name, exact: true }).click(),
      ]);
      return (JSON.parse(await readFile((await download.path())!, 'utf8')) as { jobs: unknown[] }).jobs.length;
    };
    expect(await exported('Export all')).toBe(total);
    await page.getByRole('searchbox').fill('Many 1');
    await expect.poll(() => page.locator('.history-row').count()).toBe(11); // Many 1, Many 10 to 19
    expect(await exported('Export all found')).toBe(11);

    // Some selected: "Select all shown" is partly ticked; all, ticked; none, clear.
    const all = page.getByRole('checkbox', { name: 'Select all shown' });
    const state = () => all.evaluate((box: HTMLInputElement) => ({ checked: box.checked, partial: box.indeterminate }));
    expect(await state()).toEqual({ checked: false, partial: false });
    await page.getByRole('checkbox', { name: 'Select Many 10' }).check();
    expect(await state()).toEqual({ checked: false, partial: true });
    await all.check();
    expect(await state()).toEqual({ checked: true, partial: false });
    await all.uncheck();
    expect(await state()).toEqual({ checked: false, partial: false });

    // At 400 px, four jobs of one long address are told apart by their times, shown whole.
    const times = await page.locator('.history-row').evaluateAll((rows) =>
      rows.slice(0, 4).map((row) => {
        const when = row.querySelector('.history-when')!;
        const box = when.getBoundingClientRect();
        return {
          whole: when.scrollWidth <= when.clientWidth && box.right <= row.getBoundingClientRect().right,
          text: when.textContent,
        };
      }),
    );
    expect(times.every((t) => t.whole)).toBe(true);
    expect(new Set(times.map((t) => t.text)).size).toBe(4);
    await page.getByRole('searchbox').fill('');
  });
});
