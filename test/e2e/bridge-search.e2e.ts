import { createRequire } from 'node:module';
import Firecrawl from '@mendable/firecrawl-js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearchEngines, type SearchEngines } from '../server/search-engines/index';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';
import { waitForJobEnd } from './support/history-access';
import { defaultEnginePreferences, searchFromPanel } from './support/search-support';

// The provider's SDK and its MCP server, unchanged, search the web through the bridge with no key
// at all: the query goes to the user's own browser engine (the test profile's default, set in its
// Preferences before launch), whose site the user allowed, and the results come back in the
// service's shape, read when asked.
const FIRECRAWL_MCP = createRequire(import.meta.url).resolve('firecrawl-mcp/dist/index.js');

let engines: SearchEngines;
let browser: BridgeBrowser;
let bridge: BridgeOn;
let panel: Page;
let firecrawl: Firecrawl;

beforeAll(async () => {
  engines = await startSearchEngines();
  browser = await launchWithBridge({
    permissions: ['search', 'tabs'],
    preferences: defaultEnginePreferences('Fixture Direct', engines.browserTemplate('direct')),
  });
  bridge = await turnBridgeOn(browser.ext, await freePort());
  await allowSites(browser.ext, [engines.origin, engines.siteOrigin]);
  panel = await browser.ext.page('sidepanel.html');
  firecrawl = new Firecrawl({ apiKey: bridge.token, apiUrl: bridge.apiUrl });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await engines?.close();
});

const at = (slug: string) => `${engines.siteOrigin}/r/${slug}`;

describe('search through the bridge, with no key', () => {
  it('before the browser’s engine is known, a program is told how to make it known; one search in the Search view does', async () => {
    await expect(firecrawl.search('lakes', { limit: 3 })).rejects.toThrow(/Search view/);
    expect(engines.hits).toEqual([]);
    const jobId = await searchFromPanel(panel, 'lakes', { limit: 1 });
    expect((await waitForJobEnd(panel, jobId, 30_000)).status).toBe('done');
    engines.hits.length = 0;
  });

  it('the SDK’s search(): web results from the browser’s engine, and with scrapeOptions each page’s markdown', async () => {
    const found = await firecrawl.search('lakes', { limit: 6 });
    expect(found.web?.map((r) => ('url' in r ? r.url : undefined))).toEqual([
      at('alpine-lakes'),
      at('bread-baking'),
      at('city-cycling'),
      at('deep-sea'),
      at('electric-cars'),
      at('fern-care'),
    ]);
    expect(found.web?.[0]).toMatchObject({
      title: 'Alpine lakes of Europe',
      description: 'A guide to the clearest mountain lakes in the Alps.',
    });
    expect(engines.hits.map((h) => h.page)).toEqual([1, 2]);

    const read = await firecrawl.search('bread', { limit: 2, scrapeOptions: { formats: ['markdown'] } });
    const [first, second] = (read.web ?? []) as { url: string; markdown?: string }[];
    expect(first?.markdown).toContain('This page is about alpine lakes, written for the search fixtures.');
    expect(second?.markdown).toContain('(bread-baking)');
  });

  it('the v1 SDK’s search(): the v1 list', async () => {
    const v1 = await firecrawl.v1.search('jazz', { limit: 3 });
    expect(v1.success).toBe(true);
    expect(v1.data.map((r) => r.url)).toEqual([at('alpine-lakes'), at('bread-baking'), at('city-cycling')]);
  });

  it('firecrawl-mcp’s firecrawl_search, given the bridge token: its discovery refused as the service does, the web searched', async () => {
    const mcp = new Client({ name: 'wde-e2e', version: '1.0.0' });
    await mcp.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [FIRECRAWL_MCP],
        env: { PATH: process.env.PATH ?? '', FIRECRAWL_API_URL: bridge.apiUrl, FIRECRAWL_API_KEY: bridge.token },
        stderr: 'ignore',
      }),
    );
    try {
      engines.hits.length = 0;
      const result = await mcp.callTool({ name: 'firecrawl_search', arguments: { query: 'lakes', limit: 3 } });
      expect(result.isError).toBeFalsy();
      const text = (result.content as { text?: string }[]).map((part) => part.text ?? '').join('\n');
      for (const slug of ['alpine-lakes', 'bread-baking', 'city-cycling']) expect(text).toContain(at(slug));
      expect(text).toContain('Alpine lakes of Europe');
      // One search in the browser: the discovery request was answered before anything was sent.
      expect(engines.hits).toHaveLength(1);
    } finally {
      await mcp.close();
    }
  });
});
