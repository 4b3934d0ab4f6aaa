import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { buildGranting127 } from './support/popup-helpers';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';

declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, { baseUrl?: string } | undefined>> } };
  permissions: { contains(p: { origins: string[] }): Promise<boolean> };
  runtime: { getManifest(): { options_ui?: { open_in_tab?: boolean } } };
};

describe('options page', () => {
  let ext: LaunchedExtension;
  let api: ContractServer;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  let page: Page;
  beforeAll(async () => {
    // The base URL is the contract server on 127.0.0.1: see buildGranting127 for why it is pre-granted.
    build = await buildGranting127();
    [ext, api] = await Promise.all([launchExtension({ extensionDir: build.dir }), startContractServer()]);
    page = await ext.page('options.html');
    await page.getByRole('button', { name: 'Save settings' }).waitFor();
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), api?.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('opens in a tab', async () => {
    const manifest = await ext.serviceWorker.evaluate(() => chrome.runtime.getManifest());
    expect(manifest.options_ui?.open_in_tab).toBe(true);
  });

  it('saves the API key and shows only its masked form', async () => {
    const field = page.getByLabel('New API key');
    await field.fill(TEAM_A_KEY);
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect.poll(() => page.locator('#key-state').textContent()).toMatch(/^A key is saved: .+•+.+$/);
    expect(await field.inputValue()).toBe('');
    expect(await page.content()).not.toContain(TEAM_A_KEY);
  });

  it('saves a custom base URL once its origin is allowed, and tests the connection', async () => {
    await page.getByLabel('Base URL', { exact: true }).fill(api.url);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(() => page.locator('#connection-result').textContent(), { timeout: 20_000 })
      .toMatch(/^Connected/);

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.locator('.save-bar [role=status]').textContent()).toBe('Saved');
    const stored = await ext.serviceWorker.evaluate(() => chrome.storage.local.get('settings'));
    expect(stored.settings?.baseUrl).toBe(api.url);
    const origin = `${api.url}/*`;
    expect(await ext.serviceWorker.evaluate((o) => chrome.permissions.contains({ origins: [o] }), origin)).toBe(true);
  });

  it('shows a field message next to an invalid value and does not save', async () => {
    const days = page.getByLabel('Keep history for (days)');
    await days.fill('-1');
    expect(await days.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await days.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    expect(await page.locator(`#${errorId}`).textContent()).toMatch(/>=\s*0|at least 0|too small/i);
    expect(await page.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
    await days.fill('0');
    expect(await page.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(false);
  });

  it('removes the saved key', async () => {
    await page.getByRole('button', { name: 'Remove the saved key' }).click();
    await expect.poll(() => page.locator('#key-state').textContent()).toMatch(/^No key is saved/);
  });
});
