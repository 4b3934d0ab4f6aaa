import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_COOKIE_NAME,
  LOGIN_COOKIE_VALUE,
  markerSentence,
  startCrawlSite,
  type CrawlSite,
} from '../server/crawl-site/index';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';

// The provider's MCP server, firecrawl-mcp from npm, unchanged, as an agent (Claude, Cursor)
// starts it: over stdio, with FIRECRAWL_API_URL and FIRECRAWL_API_KEY set to the bridge's.

const FIRECRAWL_MCP = createRequire(import.meta.url).resolve('firecrawl-mcp/dist/index.js');

let site: CrawlSite;
let browser: BridgeBrowser;
let bridge: BridgeOn;
let mcp: Client;

beforeAll(async () => {
  site = await startCrawlSite({ crawlDelay: 0 });
  browser = await launchWithBridge();
  bridge = await turnBridgeOn(browser.ext, await freePort());
  await allowSites(browser.ext, [site.origin]);
  await browser.ext.context.addCookies([{ name: LOGIN_COOKIE_NAME, value: LOGIN_COOKIE_VALUE, url: site.origin }]);
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
  await site?.close();
});

/** The text an MCP tool answered. */
const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as { type: string; text?: string }[]).map((part) => part.text ?? '').join('\n');

describe('firecrawl-mcp through the bridge', () => {
  it('answers firecrawl_scrape with the logged-in page’s markdown', async () => {
    const result = await mcp.callTool({
      name: 'firecrawl_scrape',
      arguments: { url: `${site.origin}/docs/team/onboarding`, formats: ['markdown'] },
    });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).toContain(markerSentence('/docs/team/onboarding'));
    expect(text).toContain('pair with a buddy');
  }, 120_000);

  it('answers firecrawl_map with the site’s addresses', async () => {
    const result = await mcp.callTool({ name: 'firecrawl_map', arguments: { url: `${site.origin}/docs/` } });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain(`${site.origin}/docs/api/auth`);
  }, 120_000);
});
