import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_SERVER_KEY, startModelServer, type ModelServer } from '../model-server/index';
import { buildGranting127, openPopupFor } from './support/popup-helpers';
import { startSite } from './support/local-support';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';

declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, { modelProvider?: unknown } | undefined>> } };
};

// Options → Language model, against the model test server on 127.0.0.1 (pre-granted by
// buildGranting127: headless Chromium cannot answer the permission prompt the click asks).
describe('options: the language model', () => {
  let ext: LaunchedExtension;
  let model: ModelServer;
  let build: Awaited<ReturnType<typeof buildGranting127>>;
  let page: Page;
  const stored = async () =>
    (await ext.serviceWorker.evaluate(() => chrome.storage.local.get('settings'))).settings?.modelProvider;

  beforeAll(async () => {
    build = await buildGranting127();
    [ext, model] = await Promise.all([
      launchExtension({ extensionDir: build.dir }),
      startModelServer({ key: MODEL_SERVER_KEY }),
    ]);
    page = await ext.page('options.html');
    await page.locator('#model-heading').waitFor();
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), model?.close()]);
    await build?.remove();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('chooses none until told, and says what Chrome built-in AI is on this browser', async () => {
    expect(await page.getByLabel('None', { exact: true }).isChecked()).toBe(true);
    await page.getByLabel(/Chrome's built-in AI/).check();
    // This Chromium has no Prompt API: the section says so instead of offering a download.
    await expect
      .poll(() => page.locator('#built-in-state').textContent())
      .toBe("Chrome's built-in AI is not available in this browser or on this device. Choose an endpoint instead.");
    await expect.poll(stored).toEqual({ kind: 'built-in' });
    await page.getByLabel('None', { exact: true }).check();
    await expect.poll(stored).toEqual({ kind: 'none' });
  });

  it('shows an endpoint that does not answer next to the base URL', async () => {
    await page.getByLabel(/OpenAI-compatible endpoint/).check();
    await page.getByLabel('Endpoint base URL').fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Load models' }).click();
    await expect
      .poll(() => page.locator('#model-base-url-error').textContent(), { timeout: 20_000 })
      .toContain('127.0.0.1:9');
    expect(await page.getByLabel('Endpoint base URL').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a wrong key next to the key field', async () => {
    await page.getByLabel('Endpoint base URL').fill(model.url);
    await page.getByLabel('Endpoint key (optional)').fill('sk-wrong');
    await page.getByRole('button', { name: 'Load models' }).click();
    await expect.poll(() => page.locator('#model-key-error').count()).toBe(1);
    expect(await page.locator('#model-key-error').textContent()).toMatch(/key/i);
    expect(await page.locator('#model-base-url-error').count()).toBe(0);
    expect(await stored()).toEqual({ kind: 'none' }); // nothing saved on a failure
  });

  it('shows a model the endpoint does not have next to the model field', async () => {
    await page.getByLabel('Endpoint key (optional)').fill(MODEL_SERVER_KEY);
    await page.getByLabel('Model', { exact: true }).fill('no-such-model');
    await page.getByRole('button', { name: 'Save the endpoint' }).click();
    await expect.poll(() => page.locator('#model-name-error').textContent()).toContain('no-such-model');
    expect(await stored()).toEqual({ kind: 'none' });
  });

  it('lists the endpoint models to pick from, saves the choice and keeps only a masked key', async () => {
    await page.getByRole('button', { name: 'Load models' }).click();
    await expect.poll(() => page.locator('#model-endpoint-status').textContent()).toBe('The endpoint offers 2 models.');
    const picker = page.locator('select#model-name');
    // The typed name the endpoint lacks gives way to its first model.
    expect(await picker.locator('option').allTextContents()).toEqual(['test-model', 'tiny-model']);
    expect(await picker.inputValue()).toBe('test-model');
    await picker.selectOption('tiny-model');
    await page.getByLabel('Context size (tokens)').fill('4096');
    await page.getByRole('button', { name: 'Save the endpoint' }).click();
    const host = new URL(model.url).host;
    await expect.poll(() => page.locator('#model-endpoint-status').textContent()).toContain(host);
    expect(await stored()).toEqual({
      kind: 'endpoint',
      baseUrl: `${model.url}/`, // as the settings schema keeps a URL
      model: 'tiny-model',
      contextTokens: 4096,
    });
    expect(await page.locator('#model-saved').textContent()).toContain(`tiny-model at ${host}`);
    expect(await page.locator('#model-key-hint').textContent()).toMatch(/^A key is saved: .+•+.+\./);
    expect(await page.getByLabel('Endpoint key (optional)').inputValue()).toBe('');
    expect(await page.content()).not.toContain(MODEL_SERVER_KEY);
    // Every listing carried the key typed at the time; the one kept is the right one.
    const keys = model.requests.filter((r) => r.path === '/v1/models').map((r) => r.headers.authorization);
    expect(keys.at(-1)).toBe(`Bearer ${MODEL_SERVER_KEY}`);
    expect(keys).toContain('Bearer sk-wrong');
  });

  it('names the host in the scrape form before a page is sent', async () => {
    const site = await startSite({ '/page': '<title>A page</title><p>Price: 3</p>' });
    const { popup } = await openPopupFor(ext, site.url('/page'));
    const json = popup.getByLabel('JSON extraction', { exact: true });
    expect(await json.isDisabled()).toBe(false); // the local engine, with a model chosen
    expect(await popup.locator('.model-destination').count()).toBe(0);
    await json.check();
    await expect
      .poll(() => popup.locator('.model-destination').textContent())
      .toBe(`The page's text goes to ${new URL(model.url).host} for this.`);
    await site.close();
  });
});
