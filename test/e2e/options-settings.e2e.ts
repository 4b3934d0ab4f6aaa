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

  it('checks a key as it is saved: refused keys are kept but marked, and the engine stays local', async () => {
    const field = page.getByLabel('New API key');
    await field.fill('not-a-real-key');
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect
      .poll(() => page.locator('#key-result').textContent(), { timeout: 20_000 })
      .toBe(
        'Key saved, but the service refused it (401): copy it again from your dashboard and save it again. Until a key is accepted, the local engine is used.',
      );
    await expect
      .poll(() => page.locator('#key-state').textContent())
      .toMatch(/^A key is saved: .+ The service refused it/);
    // The popup keeps to the local engine and says why.
    const popup = await ext.page('popup.html');
    await popup.getByText('The service refused the saved API key, so the local engine is used').waitFor();
    expect(await popup.getByRole('radio', { name: 'Remote (the API)' }).isDisabled()).toBe(true);
    await popup.close();

    await field.fill(TEAM_A_KEY);
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect
      .poll(() => page.locator('#key-result').textContent(), { timeout: 20_000 })
      .toBe('Key saved: the service accepted it.');
    await expect.poll(() => page.locator('#key-state').textContent()).not.toContain('refused');
  });

  it('says a settings error in words, naming the field by its label, and does not save', async () => {
    const days = page.getByLabel('Keep history for (days)');
    await days.fill('-3');
    await page.getByLabel('Background tabs a local batch reads at once').fill('11');
    expect(await days.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await days.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    expect(await page.locator(`#${errorId}`).textContent()).toBe(
      'Keep history for a whole number of days from 0 to 3650 (0 keeps everything).',
    );
    expect(await page.locator('#settings-batchConcurrency-error').textContent()).toBe(
      'A local batch reads a whole number of pages at once, from 1 to 10.',
    );
    const summary = page.locator('.error-summary', { hasText: 'Fix these to save' });
    expect(await summary.locator('li').allTextContents()).toEqual([
      'Keep history for (days): Keep history for a whole number of days from 0 to 3650 (0 keeps everything).',
      'Background tabs a local batch reads at once: A local batch reads a whole number of pages at once, from 1 to 10.',
    ]);
    expect(await page.locator('main').textContent()).not.toMatch(/batchConcurrency|Too (small|big)|expected number/);
    expect(await page.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
    await days.fill('0');
    await page.getByLabel('Background tabs a local batch reads at once').fill('3');
    expect(await page.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(false);
  });

  it('marks edits not saved yet, and asks before a reload would lose them', async () => {
    const save = page.getByRole('button', { name: 'Save settings' });
    const status = page.locator('.save-bar [role=status]');
    await save.click();
    await expect.poll(() => status.textContent()).toBe('Saved');
    // A new edit: "Saved" no longer holds.
    await page.getByLabel('Keep history for (days)').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('45');
    await expect
      .poll(() => status.textContent())
      .toBe('Unsaved changes: save them, or they are lost when you leave this page.');
    // Reloading asks first; dismissed, the page and its edit stay.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    const reloaded = page.reload({ timeout: 3_000 }).then(
      () => 'reloaded without asking',
      () => 'reload cancelled',
    );
    expect(await Promise.race([asked, reloaded])).toBe('beforeunload');
    await reloaded;
    expect(await page.getByLabel('Keep history for (days)').inputValue()).toBe('45');
    // Saved, nothing is asked and the value is kept.
    await save.click();
    await expect.poll(() => status.textContent()).toBe('Saved');
    await page.reload();
    await page.getByRole('button', { name: 'Save settings' }).waitFor();
    expect(await page.getByLabel('Keep history for (days)').inputValue()).toBe('45');
  });

  it('removes the saved key', async () => {
    await page.getByRole('button', { name: 'Remove the saved key' }).click();
    await expect.poll(() => page.locator('#key-state').textContent()).toMatch(/^No key is saved/);
  });
});
