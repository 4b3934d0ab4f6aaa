import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { askBackground, storeSettings } from './support/background-messages';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';

const PAGE = (price: string) =>
  `<html><title>Plans</title><body><main><h1>Plans</h1><p>Team: ${price}</p></main></body></html>`;

describe('remote monitors in the Monitors view', () => {
  let ext: LaunchedExtension;
  let server: ContractServer;
  let site: FixtureSite;
  beforeAll(async () => {
    [server, site, ext] = await Promise.all([
      startContractServer(),
      startFixtureSite({ '/plans': PAGE('9 EUR') }),
      launchExtension(),
    ]);
    const page = await ext.page('options.html');
    await storeSettings(page, { baseUrl: server.url, onboarded: true });
    expect(await askBackground(page, 'setApiKey', { apiKey: TEAM_A_KEY })).toEqual({
      ok: true,
      value: { hasKey: true },
    });
    await page.close();
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), server?.close(), site?.close()]);
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('are created, listed, run (with their checks and diffs shown), paused and deleted', async () => {
    const panel = await ext.page('sidepanel.html#/monitors');
    panel.on('dialog', (dialog) => void dialog.accept());
    await panel.getByText('New monitor on the service').click();
    await panel.getByLabel('Name').fill('Plans page');
    await panel.getByLabel('Check', { exact: true }).fill('every 15 minutes');
    await panel.getByLabel('Time zone').fill('Europe/Paris');
    await panel.getByLabel('What to watch').fill(`${site.url}/plans`);
    await panel.getByLabel('Goal').fill('Price changes');
    await panel.getByLabel('Email the changes to').fill('alerts@example.com');
    await panel.getByRole('button', { name: 'Create the monitor' }).click();

    const card = panel.locator('.monitor-card.remote', { hasText: 'Plans page' });
    await card.waitFor();
    const created = server.requests.find((r) => r.method === 'POST' && r.path === '/v2/monitor');
    expect(created?.body).toEqual({
      name: 'Plans page',
      schedule: { text: 'every 15 minutes', timezone: 'Europe/Paris' },
      targets: [{ type: 'scrape', urls: [`${site.url}/plans`] }],
      goal: 'Price changes',
      notification: { email: { enabled: true, recipients: ['alerts@example.com'], includeDiffs: true } },
    });
    expect(await card.locator('dd').first().textContent()).toBe('*/15 * * * * (Europe/Paris)');

    // Run now twice, the page changed between: the second check's page shows its diff.
    await card.getByRole('button', { name: 'Check now' }).click();
    const checks = card.locator('.check');
    await expect
      .poll(
        async () => {
          await card.getByRole('button', { name: 'Refresh' }).click();
          return card.locator('.check', { hasText: 'completed' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    site.pages.set('/plans', { body: PAGE('12 EUR') });
    await card.getByRole('button', { name: 'Check now' }).click();
    await expect
      .poll(
        async () => {
          await card.getByRole('button', { name: 'Refresh' }).click();
          return card.locator('.check', { hasText: '1 changed' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await checks.first().getByRole('button').first().click();
    await expect.poll(() => checks.first().locator('.diff').textContent()).toContain('+Team: 12 EUR');

    await card.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => card.locator('.remote-status').textContent()).toBe('paused');
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'paused' });
    await card.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => card.locator('.remote-status').textContent()).toBe('active');

    await card.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => panel.locator('.monitor-card.remote').count()).toBe(0);
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true);
    await panel.close();
  }, 90_000);
});
