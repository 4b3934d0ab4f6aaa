import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import Firecrawl from '@mendable/firecrawl-js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_SERVER_KEY, startModelServer, type ModelServer } from '../model-server/index';
import type { ChatRequest } from '../model-server/check-chat-request';
import { askBackground } from './support/background-messages';
import { readStore } from './support/history-access';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';
import { ALL_ROWS, APP_PASSWORD, APP_USER, startInteractApp, type InteractApp } from './support/interact-app';

// Interact in the user's own tab through the bridge (issue 61), as an agent uses it: firecrawl-mcp
// from npm, unchanged, over stdio, and the provider's JS SDK, against a fixture app with a login
// form, a paged list behind it and a "load more" button. Acting is off until the user turns it on,
// each site is asked for apart from reading it, and a password is typed only with its own yes.

/** The extension's APIs as its background sees them (inside serviceWorker.evaluate). */
declare const chrome: {
  tabs: { query(q: object): Promise<{ id: number; url?: string; groupId: number; active: boolean }[]> };
  tabGroups: { get(id: number): Promise<{ title?: string }> };
  action: { getBadgeText(details: { tabId?: number }): Promise<string> };
};

const FIRECRAWL_MCP = createRequire(import.meta.url).resolve('firecrawl-mcp/dist/index.js');
const LONG = { timeout: 180_000 };

let app: InteractApp;
let model: ModelServer;
let browser: BridgeBrowser;
let bridge: BridgeOn;
let panel: Page;
let mcp: Client;

beforeAll(async () => {
  [app, model] = await Promise.all([startInteractApp(), startModelServer({ key: MODEL_SERVER_KEY })]);
  browser = await launchWithBridge();
  bridge = await turnBridgeOn(browser.ext, await freePort());
  // Reading the app is allowed already: the asks in this file are the asks to act.
  await allowSites(browser.ext, [app.origin]);
  panel = await browser.ext.page('sidepanel.html');
  mcp = new Client({ name: 'wde-e2e', version: '1.0.0' });
  await mcp.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [FIRECRAWL_MCP],
      env: { PATH: process.env.PATH ?? '', FIRECRAWL_API_URL: bridge.apiUrl, FIRECRAWL_API_KEY: bridge.token },
      stderr: 'ignore',
    }),
  );
}, 120_000);

afterAll(async () => {
  await mcp?.close();
  await browser?.close();
  await Promise.all([app?.close(), model?.close()]);
});

type ToolAnswer = { isError?: boolean; text: string; data: Record<string, unknown> };

async function tool(name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await mcp.callTool({ name, arguments: args }, undefined, LONG);
  const text = (result.content as { text?: string }[]).map((part) => part.text ?? '').join('\n');
  return {
    isError: result.isError as boolean | undefined,
    text,
    data: (result.structuredContent ?? {}) as Record<string, unknown>,
  };
}

/** A local scrape through firecrawl_scrape, and its scrapeId (metadata.scrapeId, else the job History holds). */
async function scrapeId(path: string): Promise<string> {
  const scraped = await tool('firecrawl_scrape', { url: `${app.origin}${path}`, formats: ['markdown'] });
  expect(scraped.isError).toBeFalsy();
  const fromAnswer = (scraped.data.metadata as { scrapeId?: string } | undefined)?.scrapeId;
  if (fromAnswer) return fromAnswer;
  const jobs = (await readStore(panel, 'jobs')) as { id: string; url?: string; client?: string; createdAt: number }[];
  const mine = jobs
    .filter((job) => job.url === `${app.origin}${path}` && job.client)
    .sort((a, b) => b.createdAt - a.createdAt);
  return mine[0]!.id;
}

const banner = () => panel.locator('.bridge-asks');
const site = () => new URL(app.origin).host;

/** Answers the ask in the side panel, after checking what it says. */
async function answer(expected: { what: string; text: string | RegExp; detail?: string | RegExp }, button: string) {
  await expect.poll(() => banner().getAttribute('data-ask'), { timeout: 60_000 }).toBe(expected.what);
  await expect(banner().locator('.bridge-ask-text').textContent()).resolves.toMatch(expected.text);
  if (expected.detail)
    await expect(banner().locator('.bridge-ask-detail').textContent()).resolves.toMatch(expected.detail);
  await banner().getByRole('button', { name: button, exact: true }).click();
}

const sessionTabs = () => browser.ext.context.pages().filter((page) => page.url().startsWith(app.origin));

const LOG_IN_AND_PAGE = [
  `agent-browser fill "#user" ${APP_USER}`,
  `agent-browser fill "#pass" ${APP_PASSWORD}`,
  'agent-browser click "button[type=submit]"',
  'agent-browser wait --text "Row 5"',
  'agent-browser get text "#rows"',
  'agent-browser click "a.next" && agent-browser wait --text "Row 10"',
  'agent-browser click "#load-more"',
  'agent-browser wait --text "Row 13"',
  'agent-browser get text "#rows"',
].join('\n');

describe('firecrawl_interact with agent-browser commands', () => {
  let id: string;

  it('is refused while acting is off, with a code and words saying where to turn it on', async () => {
    id = await scrapeId('/login');
    const refused = await tool('firecrawl_interact', {
      scrapeId: id,
      code: 'agent-browser snapshot -i',
      language: 'bash',
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toMatch(/Acting on pages is off.*Settings, under Bridge/);
    // No session was opened: no tab is grouped under the program (the tab the scrape read may
    // still be parked in the pool, ungrouped, until its time runs out).
    const grouped = await browser.ext.serviceWorker.evaluate(async () =>
      (await chrome.tabs.query({})).filter((tab) => tab.groupId !== -1),
    );
    expect(grouped).toEqual([]);
  }, 120_000);

  it('asks for the site to act on, showing the commands; Block refuses it', async () => {
    await bridge.options.getByLabel('Let programs act on pages (click, type, go to other pages)').check();
    const pending = tool('firecrawl_interact', { scrapeId: id, code: 'agent-browser snapshot -i', language: 'bash' });
    await answer(
      {
        what: 'act',
        text: `Firecrawl MCP server wants to act on ${site()}: read the page`,
        detail: 'agent-browser snapshot -i',
      },
      `Block ${site()}`,
    );
    const refused = await pending;
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain(`The user did not allow Firecrawl MCP server to act on ${site()}.`);
  }, 120_000);

  it('once the block is removed and the site allowed once, answers the snapshot as the CLI prints it', async () => {
    await bridge.options
      .locator('[data-sites="act"]')
      .getByRole('button', { name: `Remove ${site()}: ask again next time` })
      .click();
    const pending = tool('firecrawl_interact', { scrapeId: id, code: 'agent-browser snapshot -i', language: 'bash' });
    await answer({ what: 'act', text: new RegExp(`wants to act on ${site()}`) }, 'Allow once');
    const shown = await pending;
    expect(shown.isError).toBeFalsy();
    expect(shown.data).toMatchObject({ success: true, exitCode: 0, stderr: '' });
    // The session took the tab the scrape read, parked in the pool; had the pool closed it (its
    // 15 s gone), the page would have been opened again, and stdout says so first.
    const lines = String(shown.data.stdout).split('\n');
    if (/^Note: the scrape's tab had closed/.test(lines[0] ?? '')) lines.shift();
    expect(lines).toEqual([
      '- heading "Sign in" [level=1, ref=e1]',
      '- textbox "User name" [ref=e2]',
      '- textbox "Password" [ref=e3]',
      '- button "Sign in" [ref=e4]',
      '',
    ]);
    expect(sessionTabs()).toHaveLength(1);
    // The user sees it: the tab grouped under the program's name, the badge on it, the session in the side panel.
    const marks = await browser.ext.serviceWorker.evaluate(async (origin) => {
      const tab = (await chrome.tabs.query({})).find((t) => t.url?.startsWith(origin))!;
      const group = tab.groupId >= 0 ? await chrome.tabGroups.get(tab.groupId) : undefined;
      return { group: group?.title, badge: await chrome.action.getBadgeText({ tabId: tab.id }), active: tab.active };
    }, app.origin);
    expect(marks).toEqual({ group: 'Firecrawl MCP server', badge: 'ACT', active: false });
    await expect
      .poll(() => panel.locator('.local-session-what').textContent())
      .toBe(`Firecrawl MCP server has a session on ${site()}`);
  }, 120_000);

  it('refuses to type the password until the user says yes to it', async () => {
    const pending = tool('firecrawl_interact', { scrapeId: id, code: LOG_IN_AND_PAGE, language: 'bash' });
    await answer(
      { what: 'act', text: new RegExp(`wants to act on ${site()}: click, type, read the page`) },
      `Always allow ${site()}`,
    );
    await answer(
      {
        what: 'password',
        text: `Firecrawl MCP server wants to type into a password field on ${site()}:`,
        detail: `fill "#pass" ${APP_PASSWORD}`,
      },
      'Refuse',
    );
    const refused = await pending;
    expect(refused.data).toMatchObject({ success: false, exitCode: 1, stdout: '✓ Done\n' });
    expect(refused.data.stderr).toBe(`✗ The user did not allow typing into a password field on ${site()}.\n`);
    expect(app.logins).toEqual([]);
  }, 180_000);

  it('with the password allowed, logs in, pages, loads more and returns the rows', async () => {
    const pending = tool('firecrawl_interact', { scrapeId: id, code: LOG_IN_AND_PAGE, language: 'bash' });
    // The site is always allowed now: only the password is asked about.
    await answer({ what: 'password', text: /password field/ }, 'Allow this once');
    const done = await pending;
    expect(done.isError).toBeFalsy();
    expect(done.data).toMatchObject({ success: true, exitCode: 0, stderr: '' });
    const out = String(done.data.stdout);
    expect(out.startsWith('✓ Done\n✓ Done\n✓ Done\nRow 5\n')).toBe(true);
    expect(out).toContain(ALL_ROWS.slice(0, 5).join('\n'));
    expect(out.trimEnd().endsWith(ALL_ROWS.slice(5).join('\n'))).toBe(true);
    expect(app.logins).toEqual([APP_USER]);
  }, 180_000);

  it('answers a stale ref, an unknown command and a selector that matches nothing as the CLI does', async () => {
    const stale = await tool('firecrawl_interact', { scrapeId: id, code: 'agent-browser click @e2', language: 'bash' });
    expect(stale.data).toMatchObject({ success: false, exitCode: 1 });
    expect(stale.data.stderr).toMatch(
      /^✗ @e2 is from an older snapshot, or the page has changed since: take a new snapshot/,
    );
    const unknown = await tool('firecrawl_interact', {
      scrapeId: id,
      code: 'get title\nagent-browser tap @e1',
      language: 'bash',
    });
    expect(unknown.data).toMatchObject({
      success: false,
      exitCode: 1,
      stdout: '',
      stderr: 'line 2: Unknown command: tap\n',
    });
    const missing = await tool('firecrawl_interact', { scrapeId: id, code: 'get text "#nothing"', language: 'bash' });
    expect(missing.data.stderr).toBe(
      '✗ Element not found: #nothing. Verify the selector, role, or name is correct and the element exists in the DOM.\n',
    );
  }, 120_000);

  it('keeps every command in the activity log', async () => {
    const entries = (await readStore(panel, 'bridgeActivity' as 'jobs')) as { command?: string; ok: boolean }[];
    const commands = entries.filter((e) => e.command).map((e) => e.command);
    expect(commands).toEqual(
      expect.arrayContaining(['snapshot -i', `fill "#pass" ${APP_PASSWORD}`, 'click "#load-more"', 'get text "#rows"']),
    );
  });

  it('firecrawl_interact_stop closes the tab; the session is gone after', async () => {
    expect(sessionTabs()).toHaveLength(1);
    const stopped = await tool('firecrawl_interact_stop', { scrapeId: id });
    expect(stopped).toMatchObject({ isError: undefined, data: { success: true } });
    await expect.poll(() => sessionTabs().length).toBe(0);
    const again = await tool('firecrawl_interact_stop', { scrapeId: id });
    expect(again.isError).toBe(true);
    // firecrawl-mcp calls DELETE itself and words a failed call by its status.
    expect(again.text).toContain('404');
  }, 60_000);
});

/** The test's model: it reads the snapshot or the tool's answer it was last sent and picks the next commands. */
function scriptedAgent(request: ChatRequest) {
  const last = request.messages.at(-1)!;
  // A tool's answer is JSON ({result} or {error}); the first message is the task with its snapshot.
  const answered = last.role === 'tool' ? (JSON.parse(last.content) as { result?: string; error?: string }) : undefined;
  const seen = answered ? (answered.result ?? answered.error ?? '') : 'tool_calls' in last ? '' : last.content;
  const ref = (role: string, name: string) => new RegExp(`- ${role} "${name}" \\[[^\\]]*ref=(e\\d+)`).exec(seen)?.[1];
  const run = (code: string) => ({ call: { name: 'browser', arguments: { code } } });
  if (ref('textbox', 'User name'))
    return run(
      `fill @${ref('textbox', 'User name')} ${APP_USER} && fill @${ref('textbox', 'Password')} ${APP_PASSWORD} && click @${ref('button', 'Sign in')} && wait --text "Row 1" && snapshot -i`,
    );
  if (ref('link', 'Next page'))
    return run(`get text "#rows" && click @${ref('link', 'Next page')} && wait --text "Row 6" && snapshot -i`);
  if (ref('button', 'Load more'))
    return run(`click @${ref('button', 'Load more')} && wait --text "Row 13" && get text "#rows"`);
  if (seen.includes('Row 13')) {
    // Every row the tool's answers showed (page 1's list, then page 2's once loaded), each once.
    const said = request.messages.flatMap((m) =>
      m.role === 'tool' ? [(JSON.parse(m.content) as { result?: string }).result ?? ''] : [],
    );
    const rows = [
      ...new Set(
        said
          .join('\n')
          .split('\n')
          .filter((line) => /^Row \d+$/.test(line)),
      ),
    ].sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
    return { content: `The list has ${rows.length} rows: ${rows.join(', ')}.` };
  }
  return { raw: `I do not know what to do with: ${seen.slice(0, 80)}` };
}

describe('firecrawl_interact with a prompt, carried out by the user’s model', () => {
  beforeAll(async () => {
    const settings = (await panel.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { get(k: string): Promise<Record<string, unknown>> } } };
        }
      ).chrome.storage.local.get('settings'),
    )) as { settings: Record<string, unknown> };
    await panel.evaluate(
      (value) =>
        (
          globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } }
        ).chrome.storage.local.set({ settings: value }),
      {
        ...settings.settings,
        modelProvider: { kind: 'endpoint', baseUrl: model.url, model: 'test-model', contextTokens: 32768 },
      },
    );
    expect((await askBackground(panel, 'setModelKey', { key: MODEL_SERVER_KEY })).ok).toBe(true);
    model.scriptAgent(scriptedAgent);
  });

  it('logs in, pages and loads more step by step, and answers with the rows in `output`', async () => {
    const id = await scrapeId('/login');
    const pending = tool('firecrawl_interact', {
      scrapeId: id,
      prompt: 'Sign in as ada and list every row of the items.',
    });
    await answer({ what: 'password', text: /password field/, detail: /fill @e\d+ lovelace/ }, 'Allow this once');
    const done = await pending;
    expect(done.isError).toBeFalsy();
    expect(done.data).toMatchObject({ success: true, exitCode: 0 });
    expect(done.data.output).toBe(`The list has 13 rows: ${ALL_ROWS.join(', ')}.`);
    expect(model.violations).toEqual([]);
    // The model was sent the page's snapshot first, then each command's answer as a tool result.
    const first = model.chats[0]!.body as ChatRequest;
    expect(first.messages[1]).toMatchObject({
      role: 'user',
      content: expect.stringMatching(/Page snapshot:\n- heading "Sign in"/),
    });
    expect(model.chats.length).toBe(4);
    await tool('firecrawl_interact_stop', { scrapeId: id });
  }, 240_000);

  it('a model answering nonsense is a failed run with its words attached', async () => {
    model.scriptAgent(() => ({ raw: '' }));
    const id = await scrapeId('/login');
    const failed = await tool('firecrawl_interact', { scrapeId: id, prompt: 'Do something.' });
    expect(failed.data).toMatchObject({ success: false, exitCode: 1 });
    expect(failed.data.output).toBeUndefined();
    expect(String(failed.data.stderr)).toMatch(
      /^The model at 127\.0\.0\.1:\d+ answered neither a command nor an answer/,
    );
    await tool('firecrawl_interact_stop', { scrapeId: id });
  }, 120_000);
});

/** Acting on, and the app allowed to act on, as the user leaves them after "Always allow" (idempotent). */
async function actingAllowed(): Promise<void> {
  await bridge.options.getByLabel('Let programs act on pages (click, type, go to other pages)').check();
  await panel.evaluate(
    (allowed) =>
      (
        globalThis as unknown as { chrome: { storage: { local: { set(v: unknown): Promise<void> } } } }
      ).chrome.storage.local.set({
        bridgeActPolicies: { [allowed]: 'allow' },
      }),
    site(),
  );
}

describe('the SDK’s sessions of their own (/v2/browser)', () => {
  beforeAll(actingAllowed);

  it('creates a session on a blank tab, opens the app in it, and deletes it', async () => {
    const sdk = new Firecrawl({ apiKey: bridge.token, apiUrl: bridge.apiUrl });
    const created = await sdk.browser({ ttl: 120 });
    expect(created).toMatchObject({ success: true, id: expect.any(String) });
    const ran = await sdk.browserExecute(created.id!, { code: `open ${app.origin}/elsewhere\nget title` });
    expect(ran).toMatchObject({
      success: true,
      exitCode: 0,
      stdout: `✓ Elsewhere\n  ${app.origin}/elsewhere\nElsewhere\n`,
    });
    const listed = await sdk.listBrowsers({ status: 'active' });
    expect(listed.sessions?.map((s) => s.id)).toContain(created.id);
    expect(await sdk.deleteBrowser(created.id!)).toMatchObject({ success: true, status: 'stopped' });
    await expect.poll(() => browser.ext.context.pages().some((p) => p.url().includes('/elsewhere'))).toBe(false);
    const gone = await sdk
      .browserExecute(created.id!, { code: 'get url' })
      .catch((error: { status?: number; message: string }) => error);
    expect(gone).toMatchObject({ status: 410 });
  }, 120_000);

  it('Stop in the side panel ends a session: its tab closes, and a program is told it has ended (410)', async () => {
    const sdk = new Firecrawl({ apiKey: bridge.token, apiUrl: bridge.apiUrl });
    const created = await sdk.browser({});
    expect(await sdk.browserExecute(created.id!, { code: `open ${app.origin}/elsewhere` })).toMatchObject({
      exitCode: 0,
    });
    const card = panel.locator(`[data-session="${created.id}"]`);
    await expect.poll(() => card.locator('.local-session-what').textContent()).toMatch(/has a session on/);
    await card.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => browser.ext.context.pages().some((p) => p.url().endsWith('/elsewhere'))).toBe(false);
    const gone = await sdk
      .browserExecute(created.id!, { code: 'get url' })
      .catch((error: { status?: number; code?: string }) => error);
    expect(gone).toMatchObject({ status: 410, code: 'INTERACT_SESSION_DESTROYED' });
  }, 120_000);

  it('a user closing the tab mid-run ends the run with words saying so', async () => {
    const sdk = new Firecrawl({ apiKey: bridge.token, apiUrl: bridge.apiUrl });
    const created = await sdk.browser({});
    const opened = await sdk.browserExecute(created.id!, { code: `open ${app.origin}/elsewhere` });
    expect(opened).toMatchObject({ exitCode: 0 });
    const running = sdk.browserExecute(created.id!, { code: 'wait 20000\nget title', timeout: 60 });
    const tab = browser.ext.context.pages().find((p) => p.url().endsWith('/elsewhere'));
    expect(tab).toBeDefined();
    // The run is waiting: the user closes its tab.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await tab!.close();
    const ended = await running;
    expect(ended).toMatchObject({
      exitCode: 1,
      killed: false,
      stderr: "✗ The session's tab was closed in the browser.\n",
    });
  }, 120_000);
});
