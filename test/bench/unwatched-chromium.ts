import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_PATH, chromiumArgs } from '../e2e/support/launch-extension';

/**
 * Chromium with the extension, driven over DevTools through the extension's own page alone.
 * Playwright attaches to every tab and emulates focus: a tab the extension opens in the background
 * reports `visibilityState: 'visible'` and has focus, so it is drawn as if it were in front, and
 * each of its loads sends DevTools events to the test. A user's browser draws no background tab.
 * Here no page but the extension's is attached, so the extension's background tabs are hidden, as
 * a user has them (measured: 'hidden', no focus). The fixture server still runs in this process.
 */
export async function launchUnwatched(extensionDir: string): Promise<{ control: Page; close(): Promise<void> }> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'wde-bench-'));
  const attached = new Set<string>();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir,
    // puppeteer's own defaults, but for the one that turns extensions off.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: chromiumArgs(extensionDir),
    // The extension's pages and the first blank tab (which becomes the control page); no other tab.
    targetFilter: (target) => {
      const type = String(target.type());
      if (type !== 'page' && type !== 'tab') return true;
      if (target.url().startsWith('chrome-extension://')) return true;
      if (target.url() !== 'about:blank' || attached.has(type)) return false;
      attached.add(type);
      return true;
    },
  });
  try {
    const worker = await browser.waitForTarget(
      (target) => target.type() === 'service_worker' && target.url().startsWith('chrome-extension://'),
    );
    const control = (await browser.pages())[0]!;
    await control.goto(`chrome-extension://${new URL(worker.url()).host}/options.html`);
    // tsx keeps functions' names with a __name() helper that does not travel with them into the page.
    await control.evaluate('globalThis.__name ??= (fn) => fn');
    return {
      control,
      async close() {
        await browser.close();
        await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
      },
    };
  } catch (error) {
    await browser.close();
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }
}
