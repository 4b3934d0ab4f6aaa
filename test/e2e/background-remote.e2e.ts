import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContractServer, type ContractServer, TEAM_A_KEY } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { askBackground, readJob, storeSettings, waitForJobEnd } from './support/background-messages';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { restartServiceWorker } from './support/restart-service-worker';
import { expectNoErrorsAfterEach } from './support/console-errors';

// The background as the pages drive it: key, connection test, remote jobs written to history,
// each failure kept as a plain message, and nothing lost across a service-worker restart.
let ext: LaunchedExtension;
let server: ContractServer;
let site: FixtureSite;
let page: Page;

beforeAll(async () => {
  site = await startFixtureSite({
    '/article': '<title>Tide pools</title><article><h1>Tide pools</h1><p>Anemones.</p></article>',
  });
  server = await startContractServer();
  ext = await launchExtension();
  page = await ext.page('options.html');
  await storeSettings(page, { baseUrl: server.url, engine: 'remote', onboarded: true });
  expect(await askBackground(page, 'setApiKey', { apiKey: TEAM_A_KEY })).toEqual({ ok: true, value: { hasKey: true } });
});
beforeEach(() => server.reset());
afterAll(async () => {
  await ext?.close();
  await server?.close();
  await site?.close();
});
expectNoErrorsAfterEach(() => ext?.consoleErrors);

const scrape = async (request: Record<string, unknown> = {}) => {
  const reply = await askBackground(page, 'startScrape', {
    engine: 'remote',
    request: { url: `${site.url}/article`, ...request },
  });
  expect(reply.ok).toBe(true);
  return (reply.value as { jobId: string }).jobId;
};

describe('background, remote engine', () => {
  it('keeps the key to itself: status shows only a masked form', async () => {
    const status = await askBackground(page, 'apiKeyStatus', {});
    expect(status.value).toEqual({ hasKey: true, masked: expect.stringMatching(/^fc-•+am-a$/), refused: false });
    expect(JSON.stringify(status)).not.toContain(TEAM_A_KEY);
  });

  it('tests the connection with a real call', async () => {
    const ok = await askBackground(page, 'testConnection', {});
    expect(ok.value).toMatchObject({ ok: true, message: expect.stringMatching(/key works \(2 active crawls/) });
    await askBackground(page, 'setApiKey', { apiKey: 'fc-wrong' });
    const wrong = await askBackground(page, 'testConnection', {});
    expect(wrong.value).toMatchObject({ ok: false, message: expect.stringMatching(/does not accept this API key/) });
    await askBackground(page, 'setApiKey', { apiKey: TEAM_A_KEY });
  });

  it('runs a scrape job and writes it to history', async () => {
    const job = await waitForJobEnd(page, await scrape({ formats: ['markdown', 'links'] }));
    expect(job.status).toBe('done');
    expect(job.result?.markdown).toContain('Tide pools');
    expect(JSON.stringify(job)).not.toContain(TEAM_A_KEY);
  });

  it.each([
    [402, /out of credits/],
    [500, /unexpected error/],
  ])('keeps a %i as a failed job with its message', async (status, message) => {
    server.failNext({ status, times: 5 });
    const job = await waitForJobEnd(page, await scrape());
    expect(job.status).toBe('failed');
    expect(job.error?.message).toMatch(message);
  });

  it('retries a 429 and succeeds', async () => {
    server.failNext({ status: 429, retryAfter: 1 });
    const job = await waitForJobEnd(page, await scrape());
    expect(job.status).toBe('done');
    expect(server.requests.filter((r) => r.path === '/v1/scrape')).toHaveLength(2);
  });

  it('refuses what the service would refuse, naming the field', async () => {
    const reply = await askBackground(page, 'startScrape', { engine: 'remote', request: { url: 'chrome://settings' } });
    expect(reply.ok).toBe(false);
    expect(reply.error?.message).toMatch(/Only http and https pages/);
  });

  it('cancels a running job', async () => {
    server.failNext({ delayMs: 10_000 });
    const jobId = await scrape();
    await expect.poll(async () => (await readJob(page, jobId))?.status).toBe('running');
    expect((await askBackground(page, 'cancelJob', { jobId })).value).toEqual({ cancelled: true });
    expect((await waitForJobEnd(page, jobId)).status).toBe('cancelled');
  });

  it('a service-worker restart mid-job leaves the job interrupted or done, never missing', async () => {
    server.failNext({ delayMs: 4_000 });
    const jobId = await scrape();
    await expect.poll(async () => (await readJob(page, jobId))?.status).toBe('running');
    await restartServiceWorker(ext);
    const job = await waitForJobEnd(page, jobId, 15_000);
    expect(['interrupted', 'done']).toContain(job.status);
    if (job.status === 'interrupted') {
      expect(job.error?.message).toMatch(/Retry it/);
      const retried = await askBackground(page, 'retryJob', { jobId });
      expect((await waitForJobEnd(page, (retried.value as { jobId: string }).jobId)).status).toBe('done');
    }
  });

  it('lists active crawls and token usage through the background', async () => {
    const crawls = await askBackground(page, 'activeCrawls', {});
    expect((crawls.value as { crawls: unknown[] }).crawls).toHaveLength(2);
    const usage = await askBackground(page, 'tokenUsage', { byApiKey: true });
    expect((usage.value as { periods: { apiKey?: string }[] }).periods.some((p) => p.apiKey === 'CI key')).toBe(true);
  });
});
