import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, type ContractServer, TEAM_A_KEY } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { runJob } from './support/firefox-jobs';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox';
import { expectNoAddonErrorsAfterEach } from './support/addon-errors';
import { click, fill, waitUntil } from './support/page-input';

// The remote engine in real Firefox ESR, against the contract server: the key and base URL saved
// on the options page as a user does, then a scrape, the active crawls and the token usage.
let ff: LaunchedFirefox;
let server: ContractServer;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({
    '/article': '<title>Tide pools</title><article><h1>Tide pools</h1><p>Anemones.</p></article>',
  });
  server = await startContractServer();
  ff = await launchFirefox();
  const options = ff.extension;
  await options.waitForSelector('#api-key');
  await options.type('#api-key', TEAM_A_KEY);
  await click(options, '::-p-text(Save key)');
  await waitUntil(options, () => document.querySelector('#key-state')?.textContent?.includes('A key is saved'), '');
  await fill(options, 'input[id$="-baseUrl"]', server.url);
  await click(options, '::-p-text(Save settings)');
  await waitUntil(
    options,
    () => [...document.querySelectorAll('.save-bar [role=status]')].some((s) => s.textContent?.includes('Saved')),
    '',
  );
});
afterAll(async () => {
  await ff?.close();
  await server?.close();
  await site?.close();
});
expectNoAddonErrorsAfterEach(() => ff);

describe('Firefox: the remote engine', () => {
  it('scrapes through the service and keeps the key out of the job', async () => {
    const job = await runJob(ff, 'startScrape', {
      engine: 'remote',
      request: { url: `${site.url}/article`, formats: ['markdown', 'links'] },
    });
    expect(job.status).toBe('done');
    expect(job.result?.markdown).toContain('Tide pools');
    expect(JSON.stringify(job)).not.toContain(TEAM_A_KEY);
    expect(server.requests.find((r) => r.path === '/v1/scrape')?.headers.authorization).toBe(`Bearer ${TEAM_A_KEY}`);
  });

  it('lists the active crawls', async () => {
    const reply = await ff.ask<{ crawls: unknown[] }>('activeCrawls', {});
    expect(reply.ok).toBe(true);
    expect(reply.value?.crawls).toHaveLength(2);
  });

  it('reads the token usage, per key', async () => {
    const reply = await ff.ask<{ success: boolean }>('tokenUsage', { byApiKey: true });
    expect(reply).toMatchObject({ ok: true, value: { success: true } });
  });
});
