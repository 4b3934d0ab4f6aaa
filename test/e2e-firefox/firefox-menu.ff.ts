import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox, type LaunchedFirefox } from './support/launch-firefox.ts';

// The context menu in real Firefox ESR.
let ff: LaunchedFirefox;
beforeAll(async () => {
  ff = await launchFirefox();
});
afterAll(async () => {
  await ff?.close();
});

describe('Firefox: the context menu', () => {
  it("builds every menu item, the toolbar button's included", async () => {
    // No API lists an add-on's menu items; updating one that does not exist fails. Firefox's
    // Manifest V2 calls the toolbar button's context `browser_action` and refuses `action`, which
    // left the menu half built.
    const ids = ['scrape-page', 'scrape-link', 'open-side-panel', 'convert-selection', 'send-rendered-page'];
    const missing = () =>
      ff.extension.evaluate(async (all: string[]) => {
        const out: string[] = [];
        for (const id of all) await browser.contextMenus.update(id, {}).catch(() => out.push(id));
        return out;
      }, ids);
    await expect.poll(missing, { timeout: 10_000 }).toEqual([]);
  });

  it('logs no errors, in the pages or in the background page', async () => {
    expect(await ff.errors()).toEqual([]);
  });
});

declare const browser: {
  contextMenus: { update(id: string, props: object): Promise<void> };
};
