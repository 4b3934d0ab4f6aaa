import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, TEAM_B_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { buildGranting127 } from './support/popup-helpers';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import {
  configureRemote,
  jobIds,
  minimalDocx,
  minimalPdf,
  openRemotePopup,
  openResult,
  scrapeFromPopup,
  waitForNewJob,
} from './support/ui-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

// As a user: settings typed into the options page, work started from the popup with the remote
// engine against the contract server, results read in the side panel's views.
const ARTICLE = `<!doctype html><html lang="en"><head><title>Tide pools</title>
<meta name="description" content="How tide pools work"></head><body><article>
<h1>How Tide Pools Work</h1><p>Tide pools are rocky hollows that keep sea water at low tide.</p>
<p>Species: anemone</p><p><a href="/crabs">Crabs</a> and <a href="https://example.com/snails">snails</a>.</p>
</article></body></html>`;

describe('the extension against the service, as a user clicks it', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  // The last request to one endpoint: other views and start-up work may call the service too.
  const lastTo = (path: string) => api.requests.filter((r) => r.path === path).at(-1);
  let site: FixtureSite;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  let reader: Page;

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, api, site] = await Promise.all([
      launchExtension({ extensionDir: build.dir }),
      startContractServer(),
      startFixtureSite({ '/tide-pools': ARTICLE }),
    ]);
    reader = await ext.page('sidepanel.html#/history');
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close(), site?.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  const popupWithRemote = () => openRemotePopup(ext, `${site.url}/tide-pools`);

  it('takes the key and the base URL typed into the options page', async () => {
    await configureRemote(ext, TEAM_A_KEY, api.url);
    const popup = await popupWithRemote();
    expect(await popup.getByRole('radio', { name: 'Remote (the API)' }).isChecked()).toBe(true);
    await popup.close();
  });

  it('scrapes a page with every format and shows each part in the Result view', async () => {
    const popup = await popupWithRemote();
    for (const name of [
      'Markdown',
      'Clean HTML',
      'Raw HTML',
      'Links',
      'Screenshot',
      'JSON extraction',
      'Change tracking',
    ]) {
      await popup.getByRole('checkbox', { name, exact: true }).check();
    }
    await popup.locator('#scrape-jsonOptions-prompt').fill('Extract the species');
    const jobId = await scrapeFromPopup(popup, reader);
    // The job is in history before its request leaves: wait for the request.
    await expect
      .poll(() => lastTo('/v1/scrape')?.body)
      .toMatchObject({
        formats: ['markdown', 'html', 'rawHtml', 'links', 'screenshot', 'json', 'changeTracking'],
        jsonOptions: { prompt: 'Extract the species' },
      });

    const page = await openResult(ext, jobId);
    expect(await page.locator('.job-facts .badge').first().textContent()).toBe('Done');
    // The fields render progressively: poll until every one is there.
    await expect
      .poll(() => page.locator('[data-field]').evaluateAll((els) => els.map((e) => e.getAttribute('data-field'))))
      .toEqual(
        expect.arrayContaining([
          'markdown',
          'json',
          'changeTracking',
          'html',
          'rawHtml',
          'links',
          'screenshot',
          'metadata',
        ]),
      );
    expect(await page.locator('[data-field="markdown"] h1').textContent()).toBe('How Tide Pools Work');
    expect(await page.locator('[data-field="json"]').textContent()).toContain('Tide pools');
    expect(await page.locator('[data-field="changeTracking"]').textContent()).toMatch(/new/i);
    expect(await page.locator('[data-field="html"] pre').textContent()).toContain('How Tide Pools Work');
    expect(await page.locator('[data-field="rawHtml"] pre').textContent()).toContain('<meta name="description"');
    expect(await page.locator('[data-field="links"] a').allTextContents()).toEqual(
      expect.arrayContaining([`${site.url}/crabs`, 'https://example.com/snails']),
    );
    await expect
      .poll(() => page.locator('[data-field="screenshot"] img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    const metadata = await page.locator('[data-field="metadata"]').textContent();
    expect(metadata).toContain('How tide pools work');
    expect(metadata).toContain('200');
    await page.close();
  });

  it('takes a full-page screenshot instead of the viewport one', async () => {
    const popup = await popupWithRemote();
    await popup.getByRole('checkbox', { name: 'Full-page screenshot', exact: true }).check();
    expect(await popup.getByRole('checkbox', { name: 'Screenshot', exact: true }).isChecked()).toBe(false);
    const page = await openResult(ext, await scrapeFromPopup(popup, reader));
    await expect
      .poll(() => lastTo('/v1/scrape')?.body)
      .toMatchObject({ formats: expect.arrayContaining(['screenshot@fullPage']) });
    await page.locator('[data-field="screenshot"] img').waitFor();
    await page.close();
  });

  it.each([
    ['report.pdf', 'application/pdf', () => minimalPdf(['First page', 'Second page'])],
    [
      'notes.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      () => minimalDocx('Meeting notes'),
    ],
  ])('parses a dropped %s and shows its pages and metadata', async (name, mimeType, bytes) => {
    const popup = await popupWithRemote();
    const known = await jobIds(reader);
    const buffer = bytes();
    await popup.locator('.drop-zone input[type=file]').setInputFiles({ name, mimeType, buffer });
    const page = await openResult(ext, await waitForNewJob(reader, known));
    expect(await page.locator('.job-facts .badge').first().textContent()).toBe('Done');
    expect(await page.locator('.job-header').textContent()).toContain(name);
    const upload = lastTo('/v2/parse');
    expect(upload?.path).toBe('/v2/parse');
    expect(upload?.body).toMatchObject({ fileName: name, fileSize: buffer.length });
    if (name.endsWith('.pdf')) expect(await page.locator('[data-field="pages"] details.page').count()).toBe(2);
    else expect(await page.locator('[data-field="markdown"]').textContent()).toContain(name);
    await page.locator('[data-field="metadata"]').waitFor();
    await page.close();
  });

  it("lists team A's two active crawls", async () => {
    const page = await ext.page('sidepanel.html#/crawls');
    await expect.poll(() => page.locator('.crawl').count()).toBe(2);
    expect(await page.locator('.crawl').first().textContent()).toMatch(/Crawl id.*Started/);
    await page.close();
  });

  it('shows token usage month by month, then split per API key', async () => {
    const page = await ext.page('sidepanel.html#/usage');
    await page.locator('.usage svg').waitFor();
    const months = await page.locator('.usage table tbody tr').count();
    expect(months).toBeGreaterThanOrEqual(4);
    expect(await page.locator('.usage').textContent()).toContain('in progress');
    expect(await page.locator('.usage').textContent()).not.toContain('CI key');
    await page.getByRole('button', { name: 'Per API key' }).click();
    await expect.poll(() => page.locator('.usage').textContent()).toContain('CI key');
    expect(api.requests.filter((r) => r.path.includes('token-usage')).at(-1)?.query).toMatchObject({
      byApiKey: 'true',
    });
    await page.close();
  });

  it("shows team B's empty state for active crawls", async () => {
    await configureRemote(ext, TEAM_B_KEY, api.url);
    const page = await ext.page('sidepanel.html#/crawls');
    await page.getByText('No crawls running for this team').waitFor();
    expect(await page.locator('.crawl').count()).toBe(0);
    await page.close();
  });
});
