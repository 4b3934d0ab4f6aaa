import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';

declare const chrome: { storage: { local: { clear(): Promise<void> } } };

describe('popup onboarding', () => {
  let ext: LaunchedExtension;
  beforeAll(async () => {
    ext = await launchExtension();
  });
  afterAll(async () => {
    await ext?.close();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  /** A fresh install: no settings and no key. */
  async function reset() {
    await ext.serviceWorker.evaluate(async () => {
      await chrome.storage.local.clear();
      // The worker holds the key database open, so the key is deleted rather than the database;
      // and a database not created yet is left alone (opening it here would create it empty).
      if (!(await indexedDB.databases()).some((d) => d.name === 'wde-secrets')) return;
      await new Promise((resolve, reject) => {
        const open = indexedDB.open('wde-secrets');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('secrets')) return resolve(undefined);
          const tx = db.transaction('secrets', 'readwrite');
          tx.objectStore('secrets').clear();
          tx.oncomplete = () => resolve(db.close());
          tx.onerror = () => reject(tx.error);
        };
      });
    });
  }

  it('offers the local engine without a key, and remembers the choice', async () => {
    await reset();
    const popup = await ext.page('popup.html');
    await popup.getByRole('heading', { name: 'Welcome' }).waitFor();
    await popup.getByRole('button', { name: 'Continue with the local engine (no key)' }).click();

    const local = popup.getByRole('radio', { name: 'Local (in this browser)' });
    await local.waitFor();
    expect(await local.isChecked()).toBe(true);
    const remote = popup.getByRole('radio', { name: 'Remote (the API)' });
    expect(await remote.isDisabled()).toBe(true);
    expect(await popup.locator('#engine-remote-why').textContent()).toMatch(/needs an API key/);

    await popup.reload();
    await local.waitFor();
    expect(await popup.getByRole('heading', { name: 'Welcome' }).count()).toBe(0);
    await popup.close();
  });

  it('saves a pasted key through the background, then offers the remote engine', async () => {
    await reset();
    const popup = await ext.page('popup.html');
    await popup.getByLabel('API key').fill('fc-e2e-onboarding-key-1234');
    await popup.getByRole('button', { name: 'Save key' }).click();

    const remote = popup.getByRole('radio', { name: 'Remote (the API)' });
    await remote.waitFor();
    expect(await remote.isDisabled()).toBe(false);
    // auto: local until a key is set, then remote.
    expect(await remote.isChecked()).toBe(true);
    expect(await popup.content()).not.toContain('fc-e2e-onboarding-key-1234');
    await popup.close();
  });
});
