import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';

// What keeps the bridge to the user's own programs, and the service's answers to what goes wrong:
// token, Origin, bad bodies, a page that never loads, the extension reloaded mid-request, off.

let browser: BridgeBrowser;
let bridge: BridgeOn;
let site: Server;
let siteOrigin: string;

beforeAll(async () => {
  // /slow answers after 3 s; /hang never answers.
  site = createServer((req, res) => {
    if (req.url === '/hang') return;
    const page = '<!doctype html><title>Slow page</title><main><h1>Slow page</h1><p>It came at last.</p></main>';
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(page), req.url === '/slow' ? 3000 : 0);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launchWithBridge();
  bridge = await turnBridgeOn(browser.ext, await freePort());
  await allowSites(browser.ext, [siteOrigin]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

/** A POST to the bridge as a program sends it. */
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${bridge.apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bridge.token}`, 'content-type': 'application/json', ...headers },
    body,
  });

const scrape = (url: string, more: object = {}) => post('/v1/scrape', JSON.stringify({ url, ...more }));

describe('the bridge refuses what is not the user’s program', () => {
  it('answers 401 to a wrong or missing token, 403 to any Origin', async () => {
    const url = `${siteOrigin}/`;
    const wrong = await post('/v1/scrape', JSON.stringify({ url }), { authorization: 'Bearer not-the-token' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ success: false, code: 'TOKEN_INVALID' });
    const none = await fetch(`${bridge.apiUrl}/v1/scrape`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    const fromPage = await post('/v1/scrape', JSON.stringify({ url }), { origin: 'https://example.com' });
    expect(fromPage.status).toBe(403);
  });

  it('a regenerated token revokes the old one at once', async () => {
    const section = bridge.options.locator('section[aria-labelledby="bridge-heading"]');
    await section.getByRole('button', { name: 'Regenerate token' }).click();
    await expect.poll(() => bridge.options.locator('#bridge-token').inputValue()).not.toBe(bridge.token);
    const fresh = await bridge.options.locator('#bridge-token').inputValue();
    expect((await scrape(`${siteOrigin}/`)).status).toBe(401);
    bridge = { ...bridge, token: fresh };
    const ok = await scrape(`${siteOrigin}/`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { markdown: string } }).data.markdown).toContain('It came at last.');
  }, 60_000);
});

describe('faults get the service’s answers', () => {
  it('malformed JSON, an unknown field and an invalid option: 400 with the service’s body', async () => {
    const broken = await post('/v1/scrape', '{"url": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST_INVALID_JSON' });
    const unknown = await scrape(`${siteOrigin}/`, { notAnOption: true });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/^Unrecognized key in body/);
    const invalid = await scrape('not an address');
    expect(invalid.status).toBe(400);
    // Local files and the browser's own pages are never served.
    for (const address of [
      'file:///etc/passwd',
      'chrome://settings/',
      `chrome-extension://${browser.ext.extensionId}/options.html`,
    ]) {
      const refused = await scrape(address);
      expect([400, 403]).toContain(refused.status);
      expect(JSON.stringify(await refused.json())).not.toContain('root:');
    }
    const huge = await post('/v1/scrape', JSON.stringify({ url: `${siteOrigin}/`, pad: 'x'.repeat(51 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
  }, 60_000);

  it('a page that never loads: 408 once the request’s timeout has passed', async () => {
    const pending = scrape(`${siteOrigin}/hang`, { timeout: 3000 });
    // While it runs, the toolbar badge shows one request.
    await expect.poll(() => browser.ext.serviceWorker.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');
    const answer = await pending;
    expect(answer.status).toBe(408);
    expect(await answer.json()).toMatchObject({ success: false, code: 'SCRAPE_TIMEOUT' });
  }, 60_000);

  // Chromium started with --load-extension does not bring an unpacked extension back after
  // chrome.runtime.reload() (its pages then answer ERR_BLOCKED_BY_CLIENT), so the background is
  // stopped and started through DevTools: for the bridge the same event, the background gone and back.
  it('the background restarted mid-request: that request fails with words, the next one works', async () => {
    const pending = scrape(`${siteOrigin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await browser.ext.worker.stop();
    const cut = await pending;
    expect(cut.status).toBe(503);
    expect(((await cut.json()) as { error: string }).error).toMatch(/extension/i);
    // The background starts again with the bridge still on, and the bridge listens again.
    await browser.ext.worker.start();
    await expect
      .poll(async () => (await scrape(`${siteOrigin}/`).catch(() => undefined))?.status, { timeout: 30_000 })
      .toBe(200);
  }, 90_000);

  it('turned off, nothing listens', async () => {
    const options = await browser.ext.page('options.html');
    await options.getByLabel('Let programs on this computer use this browser (the bridge)').uncheck();
    await expect.poll(() => options.locator('#bridge-status').textContent()).toBe('Off: nothing listens.');
    await expect
      .poll(() =>
        scrape(`${siteOrigin}/`).then(
          () => 'answered',
          (e: Error) => String(e.cause),
        ),
      )
      .toMatch(/ECONNREFUSED/);
  }, 60_000);
});

declare const chrome: { action: { getBadgeText(details: object): Promise<string> } };
