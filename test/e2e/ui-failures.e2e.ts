import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { readJob } from './support/background-messages';
import { buildGranting127 } from './support/popup-helpers';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { restartServiceWorker } from './support/restart-service-worker';
import { configureRemote, openRemotePopup, openResult, scrapeFromPopup } from './support/ui-support';
import { expectNoErrorsAfterEach } from './support/console-errors';

// Failures as the user meets them: each one's plain message in the Result view, Retry, and
// jobs that outlive the popup and the service worker.
describe('failures and interruptions, as a user sees them', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  let site: FixtureSite;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  let reader: Page;
  let pageUrl: string;

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, api, site] = await Promise.all([
      launchExtension({ extensionDir: build.dir }),
      startContractServer(),
      startFixtureSite({ '/kelp': '<title>Kelp forests</title><h1>Kelp forests</h1><p>Giant kelp grows fast.</p>' }),
    ]);
    pageUrl = `${site.url}/kelp`;
    await configureRemote(ext, TEAM_A_KEY, api.url);
    reader = await ext.page('sidepanel.html#/history');
  });
  beforeEach(() => api.reset());
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close(), site?.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  const failedScrape = async () => {
    const popup = await openRemotePopup(ext, pageUrl);
    const page = await openResult(ext, await scrapeFromPopup(popup, reader));
    expect(await page.locator('.job-facts .badge').first().textContent()).toBe('Failed');
    return page;
  };

  it.each([
    [401, /does not accept this API key|refused|invalid/i, 'API key refused', 'Fix the key'],
    [402, /out of credits/i, 'Out of credits', 'Retry'],
    [500, /unexpected error/i, 'The service had a problem', 'Retry'],
  ])(
    'shows the plain message for a %i once, under a title naming it, with the action that helps',
    async (status, message, title, action) => {
      // retryAfter 0: the client's own retries of a 500 happen at once.
      api.failNext({
        status,
        times: 4,
        retryAfter: 0,
        ...(status === 401 ? { error: 'Unauthorized: Invalid token' } : {}),
      });
      const page = await failedScrape();
      const banner = page.locator('.banner-error');
      expect(await banner.locator('.banner-message').textContent()).toMatch(message);
      // A title naming the failure, one message, the status: nothing said twice in other words.
      expect(await banner.locator('p').allTextContents()).toEqual([
        title,
        expect.stringMatching(message),
        `HTTP status ${status}`,
      ]);
      // A refused key fails again on retry: the banner offers the way to the key, not Retry.
      expect(await banner.getByRole('button').allTextContents()).toEqual([action]);
      await page.close();
    },
  );

  it('counts down while it waits to try again after a 429', async () => {
    api.failNext({ status: 429, times: 1, retryAfter: 4 });
    const popup = await openRemotePopup(ext, pageUrl);
    const jobId = await scrapeFromPopup(popup, reader);
    const page = await ext.page(`sidepanel.html#/result/${jobId}`);
    const label = page.locator('.job-status .progress-label');
    const secondsShown = async () =>
      Number(/Trying again in (\d+) s/.exec((await label.textContent().catch(() => '')) ?? '')?.[1] ?? Number.NaN);
    await expect.poll(secondsShown, { timeout: 10_000 }).toBeGreaterThan(0);
    const first = await secondsShown();
    await expect.poll(secondsShown, { timeout: 10_000 }).toBeLessThan(first);
    await page.locator('.job-facts .badge.status-done').waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('shows the message for a 429, and Retry then succeeds', async () => {
    api.failNext({ status: 429, times: 4, retryAfter: 0 });
    const page = await failedScrape();
    expect(await page.locator('.banner-message').textContent()).toMatch(/rate limit|too many/i);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.job-facts .badge.status-done').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-field="markdown"]').textContent()).toContain('Kelp forests');
    await page.close();
  });

  it('cancels a running job from the Result view', async () => {
    api.failNext({ delayMs: 10_000 });
    const popup = await openRemotePopup(ext, pageUrl);
    const jobId = await scrapeFromPopup(popup, reader);
    const page = await ext.page(`sidepanel.html#/result/${jobId}`);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.locator('.job-facts .badge.status-cancelled').waitFor({ timeout: 10_000 });
    expect((await readJob(reader, jobId))?.status).toBe('cancelled');
    await page.close();
  });

  it('shows the message for a timeout', async () => {
    const popup = await openRemotePopup(ext, pageUrl);
    await popup.locator('summary', { hasText: 'Advanced' }).click();
    await popup.locator('#scrape-timeout').fill('1000');
    api.failNext({ delayMs: 30_000 });
    const page = await openResult(ext, await scrapeFromPopup(popup, reader));
    expect(await page.locator('.banner-message').textContent()).toMatch(/did not answer within 16 s/);
    expect(await page.locator('.banner-error p').count()).toBe(2); // the title and the message, said once
    await page.close();
  }, 45_000);

  it('finds the result in History after the popup closed mid-job', async () => {
    api.failNext({ delayMs: 2_000 });
    const popup = await openRemotePopup(ext, pageUrl);
    const jobId = await scrapeFromPopup(popup, reader);
    if (!popup.isClosed()) await popup.close();
    expect((await readJob(reader, jobId))?.status).toBe('running');
    const history = await ext.page('sidepanel.html#/history');
    const row = history.locator(`.history-row[data-job="${jobId}"]`);
    await row.locator('.badge.status-done').waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Kelp forests', exact: true }).click();
    await history.locator('[data-field="markdown"] h1', { hasText: 'Kelp forests' }).waitFor();
    await history.close();
  });

  it('finds a job interrupted (with a working Retry) or done after a service-worker restart, never missing', async () => {
    api.failNext({ delayMs: 4_000 });
    const popup = await openRemotePopup(ext, pageUrl);
    const jobId = await scrapeFromPopup(popup, reader);
    await expect.poll(async () => (await readJob(reader, jobId))?.status).toBe('running');
    await restartServiceWorker(ext);
    const history = await ext.page('sidepanel.html#/history');
    const row = history.locator(`.history-row[data-job="${jobId}"]`);
    await row.locator('.badge.status-interrupted, .badge.status-done').waitFor({ timeout: 15_000 });
    const status = await row.locator('.badge').first().textContent();
    expect(['Interrupted', 'Done']).toContain(status);
    await row.getByRole('button', { name: 'Kelp forests', exact: true }).click();
    if (status === 'Interrupted') {
      expect(await history.locator('.banner-message').textContent()).toMatch(/Retry it/);
      await history.getByRole('button', { name: 'Retry' }).click();
      await history.locator('.job-facts .badge.status-done').waitFor({ timeout: 15_000 });
    }
    await history.locator('[data-field="markdown"] h1', { hasText: 'Kelp forests' }).waitFor();
    await history.close();
  });
});
