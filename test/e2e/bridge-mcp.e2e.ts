import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_COOKIE_NAME,
  LOGIN_COOKIE_VALUE,
  markerSentence,
  startCrawlSite,
  type CrawlSite,
} from '../server/crawl-site/index';
import { EXPECTED_PDF } from '../server/crawl-site/expected';
import { DOCX_TITLE, makeDocx } from '../support/documents/docx';
import { MCP_TOOLS, type McpOutcome } from '../support/mcp-tool-table';
import {
  allowSites,
  freePort,
  launchWithBridge,
  turnBridgeOn,
  type BridgeBrowser,
  type BridgeOn,
} from './support/bridge-support';
import { startRecordingProxy, type RecordedRequest, type RecordingProxy } from './support/recording-proxy';

// The provider's MCP server, firecrawl-mcp from npm, unchanged, as an agent (Claude, Cursor)
// starts it: over stdio, with FIRECRAWL_API_URL and FIRECRAWL_API_KEY set to the bridge's. Every
// one of its tools is called once and meets what docs/bridge-clients.md's table says
// (test/support/mcp-tool-table.ts); a proxy in front of the bridge counts what it sends.

const FIRECRAWL_MCP = createRequire(import.meta.url).resolve('firecrawl-mcp/dist/index.js');
const CRAWL_PAGES = 40;

let site: CrawlSite;
let bench: CrawlSite;
let browser: BridgeBrowser;
let bridge: BridgeOn;
let proxy: RecordingProxy;
let mcp: Client;
let folder: string;

beforeAll(async () => {
  [site, bench, folder] = await Promise.all([
    startCrawlSite({ crawlDelay: 0 }),
    startCrawlSite({ crawlDelay: 0, pages: CRAWL_PAGES }),
    mkdtemp(path.join(tmpdir(), 'wde-mcp-')),
  ]);
  browser = await launchWithBridge();
  bridge = await turnBridgeOn(browser.ext, await freePort());
  await allowSites(browser.ext, [site.origin, bench.origin]);
  await browser.ext.context.addCookies([{ name: LOGIN_COOKIE_NAME, value: LOGIN_COOKIE_VALUE, url: site.origin }]);
  proxy = await startRecordingProxy(bridge.apiUrl);
  mcp = new Client({ name: 'wde-e2e', version: '1.0.0' });
  await mcp.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [FIRECRAWL_MCP],
      env: { PATH: process.env.PATH ?? '', FIRECRAWL_API_URL: proxy.url, FIRECRAWL_API_KEY: bridge.token },
      stderr: 'ignore',
    }),
  );
}, 120_000);

afterAll(async () => {
  await mcp?.close();
  await proxy?.close();
  await browser?.close();
  await Promise.all([site?.close(), bench?.close()]);
  if (folder) await rm(folder, { recursive: true, force: true });
});

type ToolResult = Awaited<ReturnType<Client['callTool']>>;

/** The text an MCP tool answered. */
const textOf = (result: ToolResult) =>
  (result.content as { type: string; text?: string }[]).map((part) => part.text ?? '').join('\n');

/**
 * Calls a tool; the answer and the requests it sent the bridge. An answer the MCP client refuses
 * (structured content against the tool's own output schema) is taken as a tool error with the
 * client's words.
 */
async function call(name: string, args: Record<string, unknown>) {
  const from = proxy.requests.length;
  const result = await mcp
    .callTool({ name, arguments: args }, undefined, { timeout: 600_000 })
    .catch((error: unknown): ToolResult => {
      if (!(error instanceof McpError)) throw error;
      return { isError: true, content: [{ type: 'text', text: error.message }] };
    });
  return { result, sent: proxy.requests.slice(from) };
}

/** What every tool that is only the service's is called with: valid arguments, made-up ids. */
const SERVICE_ARGS: Record<string, Record<string, unknown>> = {
  firecrawl_find_tools: {},
  firecrawl_search_feedback: { searchId: '2f1c1b8e-6c1d-4c11-9d4e-0d5a1c6f7a10', rating: 'good' },
  firecrawl_feedback: { endpoint: 'scrape', rating: 'good', jobId: '7d2f0e4a-5b9c-4f3e-8a1d-2c6b9e0f1a23' },
  firecrawl_agent: { prompt: 'Find the release day of Lantern' },
  firecrawl_agent_status: { id: 'agent-1' },
  firecrawl_monitor_create: { page: 'https://example.com/', goal: 'price changes', name: 'Prices' },
  firecrawl_monitor_list: {},
  firecrawl_monitor_get: { id: 'monitor-1' },
  firecrawl_monitor_update: { id: 'monitor-1', body: { name: 'Renamed' } },
  firecrawl_monitor_delete: { id: 'monitor-1' },
  firecrawl_monitor_run: { id: 'monitor-1' },
  firecrawl_monitor_checks: { id: 'monitor-1' },
  firecrawl_monitor_check: { id: 'monitor-1', checkId: 'check-1' },
  firecrawl_research_search_papers: { query: 'job scheduling' },
  firecrawl_research_inspect_paper: { paperId: 'paper-1' },
  firecrawl_research_related_papers: { seed_ids: ['paper-1'], intent: 'later work' },
  firecrawl_research_read_paper: { paperId: 'paper-1', question: 'What does it measure?' },
  firecrawl_developer_search: { query: 'cron parser' },
  firecrawl_credit_usage: {},
};
const MCP_ONLY_ARGS: Record<string, Record<string, unknown>> = {
  firecrawl_extract: { urls: ['https://example.com/'], prompt: 'the title' },
  firecrawl_research_search_github: { query: 'cron parser' },
};

const outcomeOf = (tool: string): McpOutcome => MCP_TOOLS.find((row) => row.tool === tool)!.outcome;
const toolsWith = (outcome: McpOutcome) => MCP_TOOLS.filter((row) => row.outcome === outcome).map((row) => row.tool);

/**
 * A refusal as the table names it: 501 NOT_SERVED_LOCALLY from the bridge, with the words that say
 * to allow forwarding, and the tool's failure. firecrawl-mcp shows those words for the tools that go
 * through the SDK's error handling; those that call its HTTP client directly show only axios's
 * "Request failed with status code 501"; its two feedback tools answer a rejection as data,
 * `success: false` with the status and the words, which the MCP client checks against the tool's
 * output schema (a refusal of that check is a tool error too) (firecrawl-mcp's code, unchanged).
 */
const FEEDBACK_TOOLS = ['firecrawl_feedback', 'firecrawl_search_feedback'];

function expectRefusedForService(tool: string, result: ToolResult, answer: RecordedRequest | undefined) {
  expect(answer, tool).toMatchObject({
    status: 501,
    code: 'NOT_SERVED_LOCALLY',
    error: expect.stringContaining('Allow forwarding to the service'),
  });
  if (FEEDBACK_TOOLS.includes(tool) && !result.isError) {
    expect(JSON.parse(textOf(result)), tool).toMatchObject({
      success: false,
      status: 501,
      error: expect.stringContaining('Allow forwarding to the service'),
    });
    return;
  }
  // The tool failed, however firecrawl-mcp words it.
  expect(result.isError, tool).toBe(true);
}

describe('firecrawl-mcp through the bridge: every tool', () => {
  it('lists the 29 tools the table names', async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(MCP_TOOLS.map((row) => row.tool).sort());
  });

  it('firecrawl_scrape: the logged-in page’s markdown, read in the browser', async () => {
    const { result } = await call('firecrawl_scrape', {
      url: `${site.origin}/docs/team/onboarding`,
      formats: ['markdown'],
    });
    expect(outcomeOf('firecrawl_scrape')).toBe('served');
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain(markerSentence('/docs/team/onboarding'));
    expect(textOf(result)).toContain('pair with a buddy');
  }, 120_000);

  it('firecrawl_scrape of a PDF address: its text', async () => {
    const { result } = await call('firecrawl_scrape', { url: `${site.origin}${EXPECTED_PDF.path}` });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain(EXPECTED_PDF.marker);
  }, 120_000);

  it('firecrawl_map: the site’s addresses', async () => {
    expect(outcomeOf('firecrawl_map')).toBe('served');
    const { result } = await call('firecrawl_map', { url: `${site.origin}/docs/` });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain(`${site.origin}/docs/api/auth`);
  }, 120_000);

  it('firecrawl_parse: a file on disk, uploaded to the bridge and read by the browser’s parser', async () => {
    expect(outcomeOf('firecrawl_parse')).toBe('served');
    const file = path.join(folder, 'report.docx');
    await writeFile(file, await makeDocx());
    const { result, sent } = await call('firecrawl_parse', { filePath: file, formats: ['markdown'] });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toContain(DOCX_TITLE);
    expect(sent.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(['POST /v2/parse 200']);
  }, 120_000);

  it(`firecrawl_crawl and firecrawl_check_crawl_status: a ${CRAWL_PAGES}-page crawl, no 429, at most a status read a second`, async () => {
    expect([outcomeOf('firecrawl_crawl'), outcomeOf('firecrawl_check_crawl_status')]).toEqual(['served', 'served']);
    const from = proxy.requests.length;
    const started = performance.now();
    const crawling = call('firecrawl_crawl', { url: bench.url, limit: CRAWL_PAGES, crawlEntireDomain: true });
    // The crawl's id, from its first status read; then the status tool beside it, every 3 seconds.
    const crawlId = await expect
      .poll(() => proxy.requests.slice(from).find((r) => /^\/v2\/crawl\/[^/?]+$/.test(r.path))?.path, {
        timeout: 60_000,
      })
      .toBeTruthy()
      .then(() =>
        proxy.requests
          .slice(from)
          .find((r) => /^\/v2\/crawl\/[^/?]+$/.test(r.path))!
          .path.split('/')
          .pop()!,
      );
    let snapshot: { status?: string; completed?: number; total?: number } = {};
    const statuses: string[] = [];
    while (snapshot.status !== 'completed') {
      const { result } = await call('firecrawl_check_crawl_status', { id: crawlId });
      expect(result.isError).toBeFalsy();
      snapshot = JSON.parse(textOf(result)) as typeof snapshot;
      statuses.push(snapshot.status ?? '');
      if (snapshot.status !== 'completed') await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    const { result } = await crawling;
    const seconds = (performance.now() - started) / 1000;
    expect(result.isError).toBeFalsy();
    const crawled = JSON.parse(textOf(result)) as { status: string; completed: number; total: number; data: unknown[] };
    expect(crawled).toMatchObject({ status: 'completed', completed: CRAWL_PAGES, total: CRAWL_PAGES });
    expect(crawled.data).toHaveLength(CRAWL_PAGES);
    expect(snapshot).toMatchObject({ completed: CRAWL_PAGES, total: CRAWL_PAGES });
    // While it ran, the status tool answered at once with a snapshot (it did not wait for the end).
    expect(statuses.length).toBeGreaterThan(1);

    const sent = proxy.requests.slice(from);
    expect(sent.filter((r) => r.status === 429)).toEqual([]);
    const reads = sent.filter((r) => r.method === 'GET' && r.path.startsWith(`/v2/crawl/${crawlId}`));
    // Both pollers together: the crawl tool every 2 s, the status tool every 3 s, one read each.
    expect(reads.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(reads.every((r) => r.status === 200)).toBe(true);
  }, 600_000);

  it('the tools only the service serves: refused at once, 501 NOT_SERVED_LOCALLY, saying to allow forwarding', async () => {
    const tools = toolsWith('service');
    expect(Object.keys(SERVICE_ARGS).sort()).toEqual(tools.sort());
    for (const tool of tools) {
      const { result, sent } = await call(tool, SERVICE_ARGS[tool]!);
      // One request, refused: nothing was started or retried.
      expect(sent, tool).toHaveLength(1);
      expectRefusedForService(tool, result, sent[0]);
    }
  }, 300_000);

  it('firecrawl_search: refused at once until the browser’s engine is known and allowed, with a code that says what to do', async () => {
    // The whole search is bridge-search.e2e.ts; this profile has no search engine known to the extension.
    expect(outcomeOf('firecrawl_search')).toBe('allowed');
    const { result, sent } = await call('firecrawl_search', { query: 'lantern scheduler' });
    // Given a key, firecrawl-mcp asks for the service's discovery first: refused as the service
    // refuses a team without it, it retries web-only, which meets the engine's refusal.
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ status: 403, code: 'DISCOVERY_NOT_ENABLED' });
    expect(sent[1]).toMatchObject({ status: 403, code: expect.stringMatching(/^SEARCH_/) });
    expect(result.isError).toBe(true);
  }, 120_000);

  it('firecrawl_interact on an address: the page scraped (its scrapeId the job’s), then acting refused while it is off; firecrawl_interact_stop answered by the browser', async () => {
    expect(outcomeOf('firecrawl_interact')).toBe('allowed');
    const { result, sent } = await call('firecrawl_interact', {
      url: `${site.origin}/docs/api/auth`,
      prompt: 'Open the first link',
    });
    expect(sent.map((r) => `${r.method} ${r.path.replace(/\/scrape\/[^/]+\//, '/scrape/ID/')} ${r.status}`)).toEqual([
      'POST /v2/scrape 200',
      'POST /v2/scrape/ID/interact 403',
    ]);
    // Acting is off until the user turns it on (the whole session is interact-local.e2e.ts).
    expect(sent[1]).toMatchObject({ code: 'ACTING_NOT_ALLOWED', error: expect.any(String) });
    expect(result.isError).toBe(true);
    const scrapeId = sent[1]!.path.split('/')[3]!;
    const jobs = await browser.ext.serviceWorker.evaluate(async () => {
      const open = indexedDB.open('wde-history');
      const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
      const all = db.transaction('jobs').objectStore('jobs').getAll();
      return new Promise<{ id: string }[]>((resolve) => (all.onsuccess = () => resolve(all.result)));
    });
    expect(jobs.map((job) => job.id)).toContain(scrapeId);

    // No session was opened on that scrape: the browser says so, with its code.
    expect(outcomeOf('firecrawl_interact_stop')).toBe('served');
    const stop = await call('firecrawl_interact_stop', { scrapeId });
    expect(stop.sent).toHaveLength(1);
    expect(stop.sent[0]).toMatchObject({ status: 404, code: 'INTERACT_SESSION_NOT_FOUND' });
    expect(stop.result.isError).toBe(true);
  }, 120_000);

  it('the tools firecrawl-mcp answers itself (deprecated there): no request reaches the bridge', async () => {
    const tools = toolsWith('mcp');
    expect(Object.keys(MCP_ONLY_ARGS).sort()).toEqual(tools.sort());
    for (const tool of tools) {
      const { result, sent } = await call(tool, MCP_ONLY_ARGS[tool]!);
      expect(sent, tool).toEqual([]);
      expect(result.isError, tool).toBe(true);
      expect(textOf(result), tool).toMatch(/deprecated/i);
    }
  }, 60_000);
});
