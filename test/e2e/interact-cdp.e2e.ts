import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import Firecrawl from '@mendable/firecrawl-js';
import { chromium, type Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';
import { FixtureServer } from './support/fixture-server';
import { readStore } from './support/history-access';
import { APP_PASSWORD, APP_USER, startInteractApp, type InteractApp } from './support/interact-app';

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

// The same, wired into the interact sessions in the user's own tab: a program's local scrape, then
// POST /v2/scrape/{id}/interact with language "node" through firecrawl-mcp and the SDK, unchanged,
// on the fixture app (test/e2e/support/interact-app.ts), consented to as commands are.
describe('node and cdpUrl in an interact session on a local scrape', () => {
  const FIRECRAWL_MCP = createRequire(import.meta.url).resolve('firecrawl-mcp/dist/index.js');
  let app: InteractApp;
  let mcp: Client;
  let sdk: Firecrawl;

  beforeAll(async () => {
    app = await startInteractApp();
    await allowSites(browser.ext, [app.origin]);
    sdk = new Firecrawl({ apiKey: bridge.token, apiUrl: bridge.apiUrl });
    mcp = new Client({ name: 'wde-e2e', version: '1.0.0' });
    await mcp.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [FIRECRAWL_MCP],
        env: { PATH: process.env.PATH ?? '', FIRECRAWL_API_URL: bridge.apiUrl, FIRECRAWL_API_KEY: bridge.token },
        stderr: 'ignore',
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await mcp?.close();
    await app?.close();
  });

  const scrapeId = async (path: string): Promise<string> => {
    const scraped = await sdk.scrape(`${app.origin}${path}`, { formats: ['markdown'] });
    const fromAnswer = scraped.metadata?.scrapeId;
    if (fromAnswer) return fromAnswer;
    // Else the job History holds for it, as interact-local.e2e.ts finds it.
    const panel = await browser.ext.page('sidepanel.html');
    try {
      const jobs = (await readStore(panel, 'jobs')) as {
        id: string;
        url?: string;
        client?: string;
        createdAt: number;
      }[];
      const mine = jobs
        .filter((job) => job.url === `${app.origin}${path}` && job.client)
        .sort((x, y) => y.createdAt - x.createdAt);
      return mine[0]!.id;
    } finally {
      await panel.close();
    }
  };

  /** Acting on, and the app's site always allowed to act on, as the user leaves them. */
  const allowActing = async () => {
    await bridge.options.getByLabel('Let programs act on pages (click, type, go to other pages)').check();
    await browser.ext.serviceWorker.evaluate(async (allowed) => {
      const g = globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } };
      await g.chrome.storage.local.set({ bridgeActPolicies: { [allowed]: 'allow' } });
    }, new URL(app.origin).host);
  };

  it('refuses node code as acting while acting is off, with a code', async () => {
    const id = await scrapeId('/login');
    const refused = await sdk
      .interact(id, { code: 'console.log(1)', language: 'node' })
      .catch((error: { status?: number; code?: string }) => error);
    expect(refused).toMatchObject({ status: 403, code: 'ACTING_NOT_ALLOWED' });
  }, 60_000);

  it("firecrawl_interact: node code logs in through Playwright's page, and the answer carries cdpUrl", async () => {
    await allowActing();
    const id = await scrapeId('/login');
    const result = await mcp.callTool(
      {
        name: 'firecrawl_interact',
        arguments: {
          scrapeId: id,
          language: 'node',
          code: [
            `await page.fill('#user', '${APP_USER}');`,
            `await page.fill('#pass', '${APP_PASSWORD}');`,
            `await Promise.all([page.waitForURL(/items/), page.click('button[type=submit]')]);`,
            `console.log(await page.title(), (await page.locator('#rows li').allTextContents()).join(','));`,
          ].join('\n'),
        },
      },
      undefined,
      { timeout: 120_000 },
    );
    // The tool's text is the whole answer as JSON (its structured part keeps only the keys it lists).
    const text = (result.content as { text?: string }[]).map((part) => part.text ?? '').join('');
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      success: true,
      exitCode: 0,
      // The session took the tab the scrape read (parked in the pool); had it gone, the page would
      // have been opened again, and stdout's first line would say so.
      stdout: expect.stringMatching(/(^|\n)Items, page 1 Row 1,Row 2,Row 3,Row 4,Row 5\n$/),
    });
    expect(app.logins).toContain(APP_USER);
    const cdp = String(data.cdpUrl);
    expect(cdp).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${bridge.port}/cdp/[\\w-]+/[\\w-]+$`));

    // Playwright's connectOverCDP on the session's cdpUrl reads the page the code left.
    const pw = await chromium.connectOverCDP(cdp);
    try {
      const pages = pw.contexts().flatMap((context) => context.pages());
      expect(pages).toHaveLength(1);
      expect(await pages[0]!.title()).toBe('Items, page 1');
    } finally {
      await pw.close();
    }
    // A wrong token and a foreign Origin are refused on it.
    const wrong = cdp.replace(/\/cdp\/[^/]+\//, '/cdp/not-the-token-0123456789/');
    await expect(chromium.connectOverCDP(wrong, { timeout: 10_000 })).rejects.toThrow(/401/);
    await expect(
      chromium.connectOverCDP(cdp, { timeout: 10_000, headers: { Origin: 'https://evil.example' } }),
    ).rejects.toThrow(/403/);

    // A loop is killed on its timeout; the session goes on.
    const killed = await sdk.interact(id, { code: 'while (true) {}', language: 'node', timeout: 3 });
    expect(killed).toMatchObject({ success: false, killed: true, cdpUrl: cdp });
    expect(await sdk.interact(id, { code: 'console.log(await page.title())', language: 'node' })).toMatchObject({
      success: true,
      stdout: 'Items, page 1\n',
      cdpUrl: cdp,
    });

    // Stopping the session lets go of a program still connected, ends the address and closes the tab.
    const held = await chromium.connectOverCDP(cdp);
    const letGo = new Promise<void>((resolve) => held.on('disconnected', () => resolve()));
    await mcp.callTool({ name: 'firecrawl_interact_stop', arguments: { scrapeId: id } });
    await letGo;
    await expect(chromium.connectOverCDP(cdp, { timeout: 10_000 })).rejects.toThrow(/404|40\d/);
    await expect
      .poll(() => browser.ext.context.pages().some((page) => page.url().startsWith(`${app.origin}/items`)))
      .toBe(false);
  }, 180_000);

  it('refuses python at once, with a code and words naming what works', async () => {
    const id = await scrapeId('/login');
    const refused = await sdk
      .interact(id, { code: 'print(1)', language: 'python' })
      .catch((error: { status?: number; code?: string; message: string }) => error);
    expect(refused).toMatchObject({ status: 400, code: 'INTERACT_LANGUAGE_UNAVAILABLE' });
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
