import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, installBridge, launchWithBridge, type BridgeBrowser } from './support/bridge-support';

// A user who turns the bridge on before installing its program: Settings says what is missing and
// shows the install command with this extension's id; once installed, "Try again" starts it.

let browser: BridgeBrowser;

beforeAll(async () => {
  browser = await launchWithBridge({ install: false });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the bridge program not installed yet', () => {
  it('says so with the install command, and "Try again" starts it once installed', async () => {
    const options = await browser.ext.page('options.html');
    const port = await freePort();
    await options.getByLabel('Port', { exact: true }).fill(String(port));
    await options.getByRole('button', { name: 'Use this port' }).click();
    await options.getByLabel('Let programs on this computer use this browser (the bridge)').check();
    const status = options.locator('#bridge-status');
    await expect
      .poll(() => status.textContent(), { timeout: 20_000 })
      .toMatch(/^The browser could not start the bridge program: .+ Install it with the command shown in Settings/);
    expect(await options.locator('#bridge-install-command').textContent()).toBe(
      `npm run bridge:install -- --extension-id ${browser.ext.extensionId}`,
    );
    // Nothing listens meanwhile.
    await expect(fetch(`http://127.0.0.1:${port}/v1/scrape`, { method: 'POST' })).rejects.toThrow();

    await installBridge(browser.ext);
    await options.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => status.textContent(), { timeout: 20_000 })
      .toContain(`Listening at http://127.0.0.1:${port}`);
    const refused = await fetch(`http://127.0.0.1:${port}/v1/scrape`, { method: 'POST' });
    expect(refused.status).toBe(401);
  }, 90_000);
});
