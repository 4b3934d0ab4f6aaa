import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchWithBridge, turnBridgeOn, type BridgeBrowser, type BridgeOn } from './support/bridge-support';

// Per-site consent, as a user meets it: a program's request for a site not decided yet waits in
// the side panel until the user answers; "Allow once" lets that request through, "Block" refuses
// it and every later one with a 403 naming the site; "Always allow" lets later ones through unasked.

let browser: BridgeBrowser;
let bridge: BridgeOn;
let panel: Page;
const sites: Server[] = [];
/** Two sites, each `127.0.0.1:PORT` (the port makes a site). */
let first: string;
let second: string;

async function startSite(words: string): Promise<string> {
  const site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>${words}</title><main><h1>${words}</h1><p>${words} in full.</p></main>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sites.push(site);
  return `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  first = await startSite('First site');
  second = await startSite('Second site');
  browser = await launchWithBridge();
  bridge = await turnBridgeOn(browser.ext, await freePort());
  panel = await browser.ext.page('sidepanel.html');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(sites.map((site) => new Promise((resolve) => site.close(resolve))));
});

/** How many requests this file has sent: the activity log holds one row for each. */
let requestsSent = 0;

/** A scrape as curl sends it; the answer's status, and its markdown or error. */
async function scrape(url: string): Promise<{ status: number; markdown?: string; code?: string; error?: string }> {
  requestsSent += 1;
  const answer = await fetch(`${bridge.apiUrl}/v1/scrape`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bridge.token}`,
      'content-type': 'application/json',
      'user-agent': 'curl/8.5.0',
    },
    body: JSON.stringify({ url }),
  });
  const body = (await answer.json()) as { data?: { markdown?: string }; code?: string; error?: string };
  return { status: answer.status, markdown: body.data?.markdown, code: body.code, error: body.error };
}

/** A request under way, and whether it has been answered yet. */
function sent(url: string) {
  const state = { answered: false };
  const answer = scrape(url).finally(() => (state.answered = true));
  return { answer, state };
}

const banner = () => panel.locator('.bridge-asks');
const badgeText = () => browser.ext.serviceWorker.evaluate(() => chrome.action.getBadgeText({}));
const host = (origin: string) => new URL(origin).host;

describe('a site not decided yet', () => {
  it('waits for the side panel; "Allow once" lets that request through, and only that one', async () => {
    const request = sent(`${first}/page`);
    await expect
      .poll(() => banner().locator('.bridge-ask-text').textContent(), { timeout: 30_000 })
      .toBe(`curl wants to read ${first}/page (scrape)`);
    // The page is not read while the user has not answered; the toolbar badge points to the panel.
    expect(request.state.answered).toBe(false);
    expect(await badgeText()).toBe('?');
    await banner().getByRole('button', { name: 'Allow once' }).click();
    const answer = await request.answer;
    expect(answer.status).toBe(200);
    expect(answer.markdown).toContain('First site in full.');
    await expect.poll(() => banner().count()).toBe(0);

    // Once is that request only: the next one asks again, and "Block" refuses it.
    const again = sent(`${first}/other`);
    await banner()
      .getByRole('button', { name: `Block ${host(first)}` })
      .click({ timeout: 30_000 });
    expect(await again.answer).toEqual({
      status: 403,
      markdown: undefined,
      code: 'SITE_NOT_ALLOWED',
      error: expect.stringContaining(`The user did not allow curl to read ${host(first)}. Send the request again`),
    });
  }, 90_000);

  it('blocked, is refused at once with 403 naming it, without asking; Settings allows it again or forgets it', async () => {
    expect(await scrape(`${first}/page`)).toEqual({
      status: 403,
      markdown: undefined,
      code: 'SITE_BLOCKED',
      error: `${host(first)} is blocked for programs using the bridge. Change it in the extension's Settings, under Bridge.`,
    });
    expect(await banner().count()).toBe(0);
    // Options lists it, blocked.
    await bridge.options.reload();
    const policy = bridge.options.getByLabel(`What programs may do on ${host(first)}`);
    await expect.poll(() => policy.inputValue()).toBe('block');

    // Switched to Allow in Settings: served without asking.
    await policy.selectOption('allow');
    await expect.poll(async () => (await scrape(`${first}/page`)).status).toBe(200);
    expect(await banner().count()).toBe(0);
    // Removed: the next request asks again.
    await bridge.options.getByRole('button', { name: `Remove ${host(first)}: ask again next time` }).click();
    const asked = sent(`${first}/again`);
    await banner().getByRole('button', { name: 'Allow once' }).click({ timeout: 30_000 });
    expect((await asked.answer).markdown).toContain('First site in full.');
  }, 60_000);

  it('"Always allow" lets that request and every later one through', async () => {
    const request = sent(`${second}/a`);
    await banner()
      .getByRole('button', { name: `Always allow ${host(second)}` })
      .click({ timeout: 30_000 });
    expect((await request.answer).markdown).toContain('Second site in full.');
    const later = await scrape(`${second}/b`);
    expect(later.status).toBe(200);
    expect(await banner().count()).toBe(0);
  }, 60_000);
});

describe('what programs did', () => {
  it('History keeps an activity log: time, client, request, address, outcome', async () => {
    // Nothing runs now: the badge no longer shows the bridge.
    expect(await badgeText()).toBe('');
    const history = await browser.ext.page('sidepanel.html#/history');
    await history.getByRole('tab', { name: 'Bridge activity' }).click();
    const rows = history.locator('.activity-row');
    // One row per request sent (a poll above may have sent more than one while a setting was stored).
    await expect.poll(() => rows.count()).toBe(requestsSent);
    // Newest first: the last "Always allow" scrape, then the one it let through, then the earlier ones.
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain(`POST /v1/scrape${second}/b`);
    expect(texts[0]).toMatch(/ · curl · /);
    expect(texts[0]).toMatch(/200 OK$/);
    const refused = texts.find((text) => text.includes(`${first}/page`) && /403$/.test(text));
    expect(refused).toContain('is blocked for programs using the bridge');
    await history.close();
  }, 60_000);
});

declare const chrome: { action: { getBadgeText(details: object): Promise<string> } };
