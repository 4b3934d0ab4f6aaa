import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, type ContractServer, TEAM_A_KEY } from '../server/index';
import { startFixtureSite, type FixturePage, type FixtureSite } from '../server/fixture-site';
import { askBackground, storeSettings } from './support/background-messages';
import { download, readBatch, readItems, shownBatchId, unzipped, waitForBatchEnd } from './support/batch-support';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { buildForLocal } from './support/local-support';
import { openPopupFor } from './support/popup-helpers';
import { restartServiceWorker } from './support/restart-service-worker';
import { expectNoErrorsAfterEach } from './support/console-errors';

// Many pages at once, through the side panel as a user drives it: 20 open tabs read in place by
// the local engine into a ZIP (files, front matter, results.jsonl, images); 30 pasted addresses
// through the service's batch scrape (one failing page, a 429 on status); Cancel mid-batch; the
// worker stopped mid-batch and every page still kept exactly once.
let ext: LaunchedExtension;
let build: Awaited<ReturnType<typeof buildForLocal>>;
let site: FixtureSite;
let server: ContractServer;
let panel: Page;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const title = (n: number) => (n >= 18 ? 'Same title' : `Page ${n}`);
const article = (n: number) => `<!doctype html><html lang="en"><head><title>${title(n)}</title>
<meta name="description" content="About page ${n}"><meta name="author" content="Author ${n}">
<meta property="article:published_time" content="2026-01-${String(n + 1).padStart(2, '0')}"></head>
<body><main><h1>${title(n)}</h1><p>The body of page ${n}, long enough to read as content for a reader.</p>
<p><img src="/img/${n}.png" alt="Picture ${n}"></p></main></body></html>`;

beforeAll(async () => {
  const pages: Record<string, FixturePage> = {};
  for (let n = 0; n < 40; n++) {
    pages[`/p/${n}`] = { body: article(n) };
    pages[`/img/${n}.png`] = { body: PNG, type: 'image/png' };
    pages[`/slow/${n}`] = { body: article(n), delayMs: 1_200 };
  }
  site = await startFixtureSite(pages);
  server = await startContractServer();
  build = await buildForLocal({ debuggerGranted: false });
  ext = await launchExtension({ extensionDir: build.dir });
  panel = await ext.page('sidepanel.html#/batch');
  await storeSettings(panel, { engine: 'local', onboarded: true, baseUrl: server.url, batchConcurrency: 3 });
  expect((await askBackground(panel, 'setApiKey', { apiKey: TEAM_A_KEY })).ok).toBe(true);
});
afterAll(async () => {
  await ext?.close();
  await build?.remove();
  await server?.close();
  await site?.close();
});
expectNoErrorsAfterEach(() => ext?.consoleErrors);

/** Opens the chooser afresh in the panel tab. */
async function chooser(): Promise<void> {
  await panel.goto(ext.url('sidepanel.html#/batch'));
  await panel.waitForSelector('.batch-chooser');
}

async function pasteAndStart(urls: string[]): Promise<string> {
  await chooser();
  await panel.getByRole('button', { name: 'Paste a list' }).click();
  await panel.getByLabel('Addresses, one per line').fill(urls.join('\n'));
  await expect.poll(() => panel.textContent('.batch-count')).toBe(`${urls.length} of ${urls.length} pages chosen`);
  await panel.getByRole('button', { name: `Scrape ${urls.length} pages` }).click();
  return shownBatchId(panel);
}

describe('batch scrape', () => {
  it('reads 20 open tabs in place with the local engine and exports them as a ZIP with images', async () => {
    const tabs: Page[] = [];
    for (let n = 0; n < 20; n++) {
      const tab = await ext.context.newPage();
      await tab.goto(`${site.url}/p/${n}`);
      tabs.push(tab);
    }
    await chooser();
    await panel.bringToFront();
    await panel.getByRole('button', { name: 'All tabs of this window' }).click();
    await expect.poll(() => panel.textContent('.batch-count')).toBe('20 of 20 pages chosen');
    // Untick one and tick it again: the count follows.
    const first = panel.locator('.batch-pages input[type="checkbox"]').first();
    await first.uncheck();
    expect(await panel.textContent('.batch-count')).toBe('19 of 20 pages chosen');
    await first.check();
    const hitsBefore = site.hits.length;
    await panel.getByRole('button', { name: 'Scrape 20 pages' }).click();
    const id = await shownBatchId(panel);
    expect(await waitForBatchEnd(panel, id)).toMatchObject({ status: 'done', total: 20, done: 20, failed: 0 });
    // Read in place: no page was loaded again.
    expect(site.hits.slice(hitsBefore).filter((h) => h.path.startsWith('/p/'))).toEqual([]);
    await expect.poll(() => panel.textContent('.progress-label')).toBe('20 of 20');

    await panel.getByLabel('with images').check();
    const zip = await download(panel, () => panel.getByRole('button', { name: 'Download ZIP' }).click());
    expect(zip.name).toMatch(/^batch-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipped(zip.bytes);
    const mds = [...files.keys()].filter((f) => f.endsWith('.md')).sort();
    expect(mds).toEqual(
      [...Array.from({ length: 18 }, (_, n) => `Page ${n}.md`), 'Same title (2).md', 'Same title.md'].sort(),
    );
    const page3 = files.text('Page 3.md');
    expect(page3).toMatch(
      new RegExp(
        `^---\\nurl: "${site.url}/p/3"\\ntitle: "Page 3"\\ndescription: "About page 3"\\nauthor: "Author 3"\\npublished: "2026-01-04"\\nscraped_at: "\\d{4}-[^"]+Z"\\n---\\n\\n`,
      ),
    );
    expect(page3).toContain('The body of page 3');
    expect(page3).toMatch(/!\[Picture 3\]\(<images\/\d+-3\.png>\)/);
    expect([...files.keys()].filter((f) => f.startsWith('images/'))).toHaveLength(20);
    expect(Buffer.from(files.get([...files.keys()].find((f) => f.endsWith('-3.png'))!)!)).toEqual(PNG);
    const lines = files
      .text('results.jsonl')
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as { url: string; success: boolean; data: { markdown: string; metadata: { title: string } } },
      );
    expect(lines.map((l) => l.url)).toEqual(Array.from({ length: 20 }, (_, n) => `${site.url}/p/${n}`));
    expect(lines.every((l) => l.success && l.data.markdown.includes('The body of page'))).toBe(true);
    expect(files.has('images-not-saved.txt')).toBe(false);

    // Each page opens in the Result view.
    await panel.locator('.batch-item a').nth(3).click();
    await panel.waitForSelector('.result-page');
    expect(await panel.textContent('.result-page')).toContain('The body of page 3');
    await panel.getByRole('link', { name: 'Back to the batch (page 4)' }).click();
    await panel.waitForSelector(`.batch-view[data-job="${id}"]`);
    for (const tab of tabs) await tab.close();
  });

  it('sends 30 pasted addresses to the service as one batch: one failure with its reason, a 429 on status retried', async () => {
    await storeSettings(panel, { engine: 'remote', onboarded: true, baseUrl: server.url });
    server.reset();
    server.failNext({ status: 429, path: '/v1/batch/scrape/*', retryAfter: 1 });
    const urls = Array.from({ length: 30 }, (_, n) => (n === 7 ? 'http://gone.invalid/p/7' : `${site.url}/p/${n}`));
    const id = await pasteAndStart(urls);
    expect(await waitForBatchEnd(panel, id)).toMatchObject({ status: 'done', total: 30, done: 29, failed: 1 });
    const starts = server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/batch/scrape');
    expect(starts).toHaveLength(1);
    expect((starts[0]!.body as { urls: string[] }).urls).toEqual(urls);
    // The 429 was answered, then the same status read again; `next` pages were followed.
    expect(server.pendingFailures).toBe(0);
    const statuses = server.requests.filter(
      (r) => r.method === 'GET' && r.path.startsWith('/v1/batch/scrape/') && !r.path.endsWith('/errors'),
    );
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses.some((r) => r.query.skip)).toBe(true);
    const items = await readItems(panel, id);
    expect(items.filter((i) => i.status === 'done')).toHaveLength(29);
    expect(items[7]).toMatchObject({ status: 'failed', error: { message: expect.stringContaining('gone.invalid') } });
    await expect
      .poll(() => panel.locator('.batch-item[data-index="7"] .batch-item-error').textContent())
      .toContain('gone.invalid');
    // Retry failed sends only the failed page, in the same batch.
    await panel.getByRole('button', { name: 'Retry failed (1)' }).click();
    await expect
      .poll(() => server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/batch/scrape').length)
      .toBe(2);
    expect(
      (
        server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/batch/scrape')[1]!.body as {
          urls: string[];
        }
      ).urls,
    ).toEqual([urls[7]]);
    expect(await waitForBatchEnd(panel, id)).toMatchObject({ status: 'done', done: 29, failed: 1 });
    await storeSettings(panel, { engine: 'local', onboarded: true, baseUrl: server.url });
  });

  it('takes the links of the page in front, narrowed by a pattern or to the selection, and unticked', async () => {
    site.pages.set('/links', {
      body: `<html><head><title>Links</title></head><body><p id="intro">Read <a href="/p/1">one</a> and <a href="/p/2#top">two</a>.</p>
      <ul><li><a href="/docs/a.pdf">A</a></li><li><a href="/p/3">three</a></li><li><a href="mailto:x@y.z">mail</a></li><li><a href="/p/1">one again</a></li></ul></body></html>`,
    });
    await chooser();
    const web = await ext.context.newPage();
    await web.goto(`${site.url}/links`);
    await web.bringToFront(); // the page in front of the panel's window
    await panel.getByRole('button', { name: 'Links of this page' }).click();
    await expect.poll(() => panel.textContent('.batch-count')).toBe('4 of 4 pages chosen');
    await panel.getByLabel(/Only links whose address contains/).fill('/p/*');
    await expect.poll(() => panel.textContent('.batch-count')).toBe('3 of 3 pages chosen');
    expect(await panel.locator('.batch-pages li').allTextContents()).toEqual([
      `${site.url}/p/1`,
      `${site.url}/p/2`,
      `${site.url}/p/3`,
    ]);
    await panel.locator('.batch-pages input[type="checkbox"]').nth(1).uncheck();
    await expect.poll(() => panel.textContent('.batch-count')).toBe('2 of 3 pages chosen');
    // Only the links inside the selection.
    await web.evaluate(() => getSelection()?.selectAllChildren(document.getElementById('intro')!));
    await panel.getByRole('button', { name: 'Links in the selection' }).click();
    await expect
      .poll(() => panel.locator('.batch-pages li').allTextContents())
      .toEqual([`${site.url}/p/1`, `${site.url}/p/2`]);
    await web.close();
  });

  it('opens with no source drawn as chosen, and its count follows a pasted list as it is typed', async () => {
    await chooser();
    await panel.reload(); // a fresh chooser, not the one the last test left
    await panel.waitForSelector('.batch-chooser');
    const pressed = () =>
      panel
        .locator('.batch-sources button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed')));
    expect(await pressed()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(await panel.locator('.batch-sources .btn-primary').count()).toBe(0);
    await panel.getByRole('button', { name: 'Paste a list' }).click();
    expect(await pressed()).toEqual(['false', 'false', 'false', 'false', 'true']);
    const urls = ['a', 'b', 'c', 'd', 'e'].map((p) => `https://example.com/${p}`);
    const list = panel.getByLabel('Addresses, one per line');
    await list.fill(urls.join('\n')); // pasted: no other step
    await expect.poll(() => panel.textContent('.batch-count')).toBe('5 of 5 pages chosen');
    expect(await panel.getByRole('button', { name: 'Scrape 5 pages' }).isEnabled()).toBe(true);
    await list.press('End');
    await list.pressSequentially('\nhttps://example.com/f');
    await expect.poll(() => panel.textContent('.batch-count')).toBe('6 of 6 pages chosen');
    // Unticked, a page stays unticked while the list is edited around it.
    await panel.locator('.batch-pages input[type="checkbox"]').first().uncheck();
    await expect.poll(() => panel.textContent('.batch-count')).toBe('5 of 6 pages chosen');
    await list.fill(urls.slice(0, 3).join('\n'));
    await expect.poll(() => panel.textContent('.batch-count')).toBe('2 of 3 pages chosen');
    await panel.getByRole('button', { name: 'All tabs of this window' }).click();
    await expect.poll(pressed).toEqual(['true', 'false', 'false', 'false', 'false']);
  });

  it("the popup's Many pages… hands this window's tabs to the side panel's chooser", async () => {
    await panel.goto(ext.url('sidepanel.html#/history'));
    const { web, popup } = await openPopupFor(ext, `${site.url}/p/5`);
    await popup.getByRole('button', { name: 'Many pages…' }).click();
    await expect.poll(() => panel.evaluate(() => location.hash)).toBe('#/batch');
    await expect
      .poll(() => panel.locator('.batch-pages li').allTextContents())
      .toContainEqual(expect.stringContaining(`${site.url}/p/5`));
    expect(await panel.textContent('.batch-count')).toMatch(/^(\d+) of \1 pages? chosen$/);
    await web.close();
    if (!popup.isClosed()) await popup.close();
  });

  it('Cancel stops the pool mid-batch: the pages not read are cancelled and its tabs closed', async () => {
    const urls = Array.from({ length: 12 }, (_, n) => `${site.url}/slow/${n}`);
    const id = await pasteAndStart(urls);
    await expect.poll(async () => (await readBatch(panel, id))?.done ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    const batch = await waitForBatchEnd(panel, id);
    expect(batch.status).toBe('cancelled');
    const items = await readItems(panel, id);
    expect(items.filter((i) => i.status === 'cancelled').length).toBeGreaterThan(0);
    expect(items.every((i) => ['done', 'cancelled'].includes(i.status))).toBe(true);
    // No background tab of the pool is left open.
    await expect
      .poll(
        async () =>
          await ext.serviceWorker.evaluate(
            async (origin) => (await chrome.tabs.query({})).filter((t) => t.url?.startsWith(origin)).length,
            site.url,
          ),
      )
      .toBe(0);
  });

  it('a worker stopped mid-batch resumes it: every page is kept exactly once', async () => {
    const urls = Array.from({ length: 10 }, (_, n) => `${site.url}/slow/${n + 20}`);
    const id = await pasteAndStart(urls);
    await expect
      .poll(async () => (await readBatch(panel, id))?.done ?? 0, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await restartServiceWorker(ext);
    const batch = await waitForBatchEnd(panel, id);
    expect(batch).toMatchObject({ status: 'done', total: 10, done: 10, failed: 0 });
    const items = await readItems(panel, id);
    expect(items.map((i) => [i.index, i.status])).toEqual(urls.map((_, n) => [n, 'done']));
    // The stopped worker's tabs are closed by the next one; the pool's own, parked after their
    // last read, when unused for PARK_MS (15 s, lib/browser/tab-pool.ts).
    await expect
      .poll(
        async () =>
          await ext.serviceWorker.evaluate(
            async (origin) => (await chrome.tabs.query({})).filter((t) => t.url?.startsWith(origin)).length,
            site.url,
          ),
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(0);
  });
});

declare const chrome: { tabs: { query(q: object): Promise<{ url?: string }[]> } };
