import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_COOKIE_NAME,
  LOGIN_COOKIE_VALUE,
  markerSentence,
  startCrawlSite,
  type CrawlSite,
} from '../server/crawl-site/index';
import { DOCX_LINK, DOCX_TITLE, makeDocx } from '../support/documents/docx';
import { REPO_ROOT } from './support/extension-dir';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';

// The bridge's own MCP server (bridge-host/mcp/server.mjs), started over stdio as an agent starts it,
// for what firecrawl-mcp cannot do through the bridge: a batch scrape and a local file parsed.

let site: CrawlSite;
let browser: BridgeBrowser;
let bridge: BridgeOn;
let mcp: Client;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wde-own-mcp-e2e-'));
  site = await startCrawlSite({ crawlDelay: 0 });
  browser = await launchWithBridge();
  bridge = await turnBridgeOn(browser.ext, await freePort());
  await allowSites(browser.ext, [site.origin]);
  await browser.ext.context.addCookies([{ name: LOGIN_COOKIE_NAME, value: LOGIN_COOKIE_VALUE, url: site.origin }]);
  mcp = new Client({ name: 'wde-e2e', version: '1.0.0' });
  await mcp.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(REPO_ROOT, 'bridge-host/mcp/server.mjs')],
      env: { PATH: process.env.PATH ?? '', FIRECRAWL_API_URL: bridge.apiUrl, FIRECRAWL_API_KEY: bridge.token },
      stderr: 'ignore',
    }),
  );
}, 120_000);

afterAll(async () => {
  await mcp?.close();
  await browser?.close();
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Each text part an MCP tool answered. */
const textsOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as { type: string; text?: string }[]).map((part) => part.text ?? '');

/** The client names on History's jobs. */
const jobClients = () =>
  browser.ext.serviceWorker.evaluate(async () => {
    const open = indexedDB.open('wde-history');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const all = db.transaction('jobs').objectStore('jobs').getAll();
    const jobs = await new Promise<{ client?: string }[]>((resolve) => (all.onsuccess = () => resolve(all.result)));
    db.close();
    return jobs.map((job) => job.client);
  });

describe('the bridge’s own MCP server in a real browser', () => {
  it('batch scrapes three pages, the one behind a login as the user sees it', async () => {
    const paths = ['/docs/team/onboarding', '/docs/api/auth', '/docs/guides/install'];
    const result = await mcp.callTool(
      { name: 'browser_batch_scrape', arguments: { urls: paths.map((p) => `${site.origin}${p}`) } },
      undefined,
      { timeout: 120_000 },
    );

    expect(result.isError).toBeFalsy();
    const [summary, ...pages] = textsOf(result);
    expect(summary).toBe('The batch is done: 3 of 3 pages read, 0 failed.');
    expect(pages).toHaveLength(3);
    for (const p of paths) {
      const page = pages.find((text) => text.startsWith(`# ${site.origin}${p}\n`));
      expect(page, p).toContain(markerSentence(p));
    }
    expect(pages.join('\n')).toContain('pair with a buddy');
    expect(pages.join('\n')).not.toContain('Please sign in');
  }, 120_000);

  it('parses a local Word file, as a job History marks with this server', async () => {
    const file = path.join(dir, 'report.docx');
    await writeFile(file, await makeDocx());

    const result = await mcp.callTool({ name: 'browser_parse_file', arguments: { path: file } }, undefined, {
      timeout: 120_000,
    });

    expect(result.isError).toBeFalsy();
    const [markdown] = textsOf(result);
    expect(markdown).toContain(`# ${DOCX_TITLE}`);
    expect(markdown).toContain(DOCX_LINK);
    expect(await jobClients()).toContain('Web Data Extractor MCP server');
  }, 120_000);
});
