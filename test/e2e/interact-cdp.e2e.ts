import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchWithBridge, turnBridgeOn, type BridgeBrowser, type BridgeOn } from './support/bridge-support';
import { FixtureServer } from './support/fixture-server';

// Interact's node and cdpUrl in Chromium (docs/interact.md, "node and cdpUrl"): the extension's
// DevTools relay on one tab, served by the real bridge program. The interact sessions and their
// consent are another part's; this test opens a relay session on a tab directly, through the
// worker's `wdeCdpRelay` (lib/cdp-relay/index.ts), as that part calls the same functions.

type NodeRun = { stdout: string; result: string; stderr: string; exitCode: number; killed: boolean };
type Relay = {
  startCdpRelay(session: { id: string; tabId: number }): Promise<{ cdpUrl: string }>;
  runNodeInSession(session: { id: string; tabId: number }, code: string, timeoutSeconds: number): Promise<NodeRun>;
};
declare const chrome: { tabs: { query(q: { url: string }): Promise<{ id?: number }[]> } };
declare const wdeCdpRelay: Relay;

const SESSION = 'e2e-session';

let browser: BridgeBrowser;
let bridge: BridgeOn;
let fixtures: FixtureServer;
let tab: Page;
let session: { id: string; tabId: number };
let cdpUrl: string;

/** Runs node code in the session as the interact route does, from the worker. */
const runNode = (code: string, timeoutSeconds = 30): Promise<NodeRun> =>
  browser.ext.serviceWorker.evaluate(([s, c, tm]) => wdeCdpRelay.runNodeInSession(s, c, tm), [
    session,
    code,
    timeoutSeconds,
  ] as const);

beforeAll(async () => {
  fixtures = new FixtureServer();
  await fixtures.start();
  browser = await launchWithBridge({ permissions: ['debugger'] });
  bridge = await turnBridgeOn(browser.ext, await freePort());
  // A tab of the user's that no program may reach, and the session's own tab.
  const other = await browser.ext.context.newPage();
  await other.goto(fixtures.url('interact/other.html'));
  tab = await browser.ext.context.newPage();
  await tab.goto(fixtures.url('interact/form.html'));
  const tabId = await browser.ext.serviceWorker.evaluate(
    async (url) => (await chrome.tabs.query({ url }))[0]?.id,
    fixtures.url('interact/form.html'),
  );
  if (tabId === undefined) throw new Error('The form tab is not there');
  session = { id: SESSION, tabId };
  ({ cdpUrl } = await browser.ext.serviceWorker.evaluate((s) => wdeCdpRelay.startCdpRelay(s), session));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await fixtures?.close();
});

describe('node code in the session', () => {
  it("fills and submits the form through Playwright's page, and prints the result", async () => {
    const run = await runNode(`
      await page.fill('input[name=name]', 'Ada');
      await page.fill('input[name=email]', 'ada@example.org');
      await Promise.all([page.waitForURL(/thanks/), page.click('button[type=submit]')]);
      console.log(await page.textContent('#result'));
      console.error('to stderr');
    `);
    expect(run).toEqual({
      stdout: 'Signed up Ada <ada@example.org>\n',
      result: 'Signed up Ada <ada@example.org>\n',
      stderr: 'to stderr\n',
      exitCode: 0,
      killed: false,
    });
    // The user's own tab went there: the program acted on it, not on a copy.
    await expect.poll(() => tab.textContent('#result')).toBe('Signed up Ada <ada@example.org>');
    await tab.goto(fixtures.url('interact/form.html'));
  }, 60_000);

  it('answers a throw with exit code 1 and the error on stderr; process.exit keeps its code', async () => {
    const thrown = await runNode(`console.log(await page.title()); throw new Error('no such button');`);
    expect(thrown).toMatchObject({ stdout: 'Sign-up form\n', exitCode: 1, killed: false });
    expect(thrown.stderr).toContain('no such button');
    expect(await runNode('process.exit(3)')).toMatchObject({ exitCode: 3, killed: false });
  }, 60_000);

  it('kills a looping script on its timeout, with every process it started', async () => {
    const run = await runNode(
      `const { spawn } = await import('node:child_process');
       const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
       console.log('child ' + child.pid);
       while (true) {}`,
      2,
    );
    expect(run).toMatchObject({ killed: true, exitCode: 137 });
    expect(run.stderr).toContain('timeout of 2 seconds');
    const pid = Number(/child (\d+)/.exec(run.stdout)?.[1]);
    expect(pid).toBeGreaterThan(0);
    await expect.poll(() => isAlive(pid)).toBe(false);
    // The session goes on: the next run reaches the tab again.
    expect(await runNode('console.log(await page.title())')).toMatchObject({ stdout: 'Sign-up form\n', exitCode: 0 });
  }, 60_000);
});

describe('cdpUrl', () => {
  it("lets Playwright's connectOverCDP read the page title, and nothing but that tab", async () => {
    expect(cdpUrl).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${bridge.port}/cdp/[\\w-]+/${SESSION}$`));
    const cdp = await chromium.connectOverCDP(cdpUrl);
    try {
      const pages = cdp.contexts().flatMap((context) => context.pages());
      expect(pages).toHaveLength(1);
      expect(await pages[0]!.title()).toBe('Sign-up form');
      expect(cdp.version()).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      // Other tabs, new tabs and other contexts are refused.
      await expect(cdp.contexts()[0]!.newPage()).rejects.toThrow(/Target\.createTarget is refused/);
      await expect(cdp.newContext()).rejects.toThrow(/Target\.createBrowserContext is refused/);
      // One program at a time on a session: a node run waits its turn.
      await expect(runNode('console.log(1)')).rejects.toThrow(/one connection at a time/);
    } finally {
      await cdp.close();
    }
    // Closing Playwright's connection leaves the user's tab open.
    expect(tab.isClosed()).toBe(false);
    expect(await tab.title()).toBe('Sign-up form');
  }, 60_000);

  it('is what /json/version under the session names, which Playwright follows from the http address', async () => {
    const http = cdpUrl.replace(/^ws:/, 'http:');
    const version = (await (await fetch(`${http}/json/version`)).json()) as Record<string, string>;
    expect(version).toMatchObject({ webSocketDebuggerUrl: cdpUrl, 'Protocol-Version': '1.3' });
    expect(version.Browser).toMatch(/Chrome\/\d+\.\d+\.\d+\.\d+$/);
    const cdp = await chromium.connectOverCDP(http);
    try {
      expect(await cdp.contexts()[0]!.pages()[0]!.title()).toBe('Sign-up form');
    } finally {
      await cdp.close();
    }
  }, 60_000);

  it("lets Puppeteer's connect read the page title", async () => {
    const pptr = await puppeteer.connect({ browserWSEndpoint: cdpUrl, defaultViewport: null });
    try {
      const pages = await pptr.pages();
      expect(pages).toHaveLength(1);
      expect(await pages[0]!.title()).toBe('Sign-up form');
      expect(await pptr.version()).toMatch(/Chrome\/\d+/);
    } finally {
      await pptr.disconnect();
    }
  }, 60_000);

  it('refuses a wrong token and a foreign Origin', async () => {
    const wrong = cdpUrl.replace(/\/cdp\/[^/]+\//, '/cdp/not-the-token-0123456789/');
    await expect(chromium.connectOverCDP(wrong, { timeout: 10_000 })).rejects.toThrow(/401/);
    const wrongVersion = await fetch(`${wrong.replace(/^ws:/, 'http:')}/json/version`);
    expect(wrongVersion.status).toBe(401);
    await expect(
      chromium.connectOverCDP(cdpUrl, { timeout: 10_000, headers: { Origin: 'https://evil.example' } }),
    ).rejects.toThrow(/403/);
    // The token by header works too, and Playwright sends no Origin at all.
    const bare = cdpUrl.replace(/\/cdp\/[^/]+\//, '/cdp/');
    const cdp = await chromium.connectOverCDP(bare, { headers: { Authorization: `Bearer ${bridge.token}` } });
    try {
      expect(await cdp.contexts()[0]!.pages()[0]!.title()).toBe('Sign-up form');
    } finally {
      await cdp.close();
    }
  }, 60_000);
});

/** Whether a process runs: one killed whose parent has not reaped it yet (a zombie) does not. */
function isAlive(pid: number): boolean {
  try {
    // The state follows the command's closing parenthesis: R, S, D… or Z for a zombie.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
