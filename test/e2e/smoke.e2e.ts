import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension } from './support/launch-extension';
import type { LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';

// Runs inside the worker; typed only as far as this test reads it (no global chrome types here).
declare const chrome: { runtime: { getManifest(): { name: string; permissions?: string[] } } };

const PAGES = ['popup.html', 'options.html', 'sidepanel.html'];
const PERMISSIONS = ['activeTab', 'scripting', 'storage', 'contextMenus', 'sidePanel'];

describe('built extension', () => {
  let ext: LaunchedExtension;
  beforeAll(async () => {
    ext = await launchExtension();
  });
  afterAll(async () => {
    await ext?.close();
  });
  expectNoErrorsAfterEach(() => ext?.consoleErrors);

  it('starts its service worker', async () => {
    await ext.worker.waitUntilReady();
    expect(ext.extensionId).toMatch(/^[a-p]{32}$/);
  });

  it('declares its name and permissions', async () => {
    // getManifest() resolves __MSG_extName__ from _locales.
    const manifest = await ext.serviceWorker.evaluate(() => chrome.runtime.getManifest());
    expect(manifest.name).toBe('Web Data Extractor');
    expect(manifest.permissions).toEqual(expect.arrayContaining(PERMISSIONS));
  });

  it.each(PAGES)('renders %s', async (pagePath) => {
    const page = await ext.page(pagePath);
    await page.waitForFunction(() => (document.getElementById('app')?.childElementCount ?? 0) > 0);
    await page.close();
  });
});
