// The bridge's own MCP server against a fake bridge: what each tool sends (path, method, token,
// body) and what it answers.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readMultipart } from '@/lib/bridge/multipart';
import { startFakeBridge, type FakeAnswer, type FakeBridge, type SeenRequest } from './support/fake-bridge';
import { startOwnMcp, textsOf } from './support/own-mcp';

const TOKEN = 'own-mcp-token-0123456789abcdef';

let dir: string;
let bridge: FakeBridge | undefined;
let mcp: Client | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wde-own-mcp-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await mcp?.close();
  await bridge?.close();
  mcp = bridge = undefined;
});

/** A fake bridge answering by `METHOD path`, and the MCP server pointed at it. */
async function serve(answers: Record<string, FakeAnswer | ((request: SeenRequest) => FakeAnswer)>) {
  bridge = await startFakeBridge((request) => {
    const answer = answers[`${request.method} ${request.path}`];
    if (!answer) return { status: 404, body: { success: false, error: `no fake answer for ${request.path}` } };
    return typeof answer === 'function' ? answer(request) : answer;
  });
  mcp = await startOwnMcp({ FIRECRAWL_API_URL: bridge.url, FIRECRAWL_API_KEY: TOKEN, WDE_MCP_POLL_MS: '10' });
  return { bridge, mcp };
}

const json = (request: SeenRequest) => JSON.parse(request.body.toString('utf8')) as unknown;

describe('the bridge’s own MCP server', () => {
  it('lists its three tools', async () => {
    const { mcp } = await serve({});
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'browser_batch_scrape',
      'browser_parse_file',
      'browser_scrape',
    ]);
    const parse = tools.find((tool) => tool.name === 'browser_parse_file')!;
    expect(parse.inputSchema.required).toEqual(['path']);
  });

  it('parses a local file: a multipart POST /v2/parse with the token, the markdown back as text', async () => {
    const file = path.join(dir, 'notes.html');
    const bytes = Buffer.from('<h1>Notes</h1><p>Local <a href="https://example.com/">link</a>.</p>');
    await writeFile(file, bytes);
    const { bridge, mcp } = await serve({
      'POST /v2/parse': {
        body: {
          success: true,
          data: { markdown: '# Notes\n\nLocal [link](https://example.com/).', links: ['https://example.com/'] },
        },
      },
    });

    const result = await mcp.callTool({
      name: 'browser_parse_file',
      arguments: { path: file, formats: ['markdown', 'links'] },
    });

    expect(result.isError).toBeFalsy();
    const [markdown, others] = textsOf(result);
    expect(markdown).toBe('# Notes\n\nLocal [link](https://example.com/).');
    expect(JSON.parse(others!)).toEqual({ links: ['https://example.com/'] });
    const [request] = bridge.seen;
    expect(bridge.seen).toHaveLength(1);
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v2/parse');
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['user-agent']).toMatch(/^wde-bridge-mcp\/\d+\.\d+\.\d+$/);
    expect(request!.headers.origin).toBeUndefined();
    // Read as the bridge reads it.
    const parts = readMultipart(new Uint8Array(request!.body), request!.headers['content-type']!);
    expect(parts?.map((part) => [part.name, part.fileName])).toEqual([
      ['file', 'notes.html'],
      ['options', undefined],
    ]);
    expect(Buffer.from(parts![0]!.bytes).equals(bytes)).toBe(true);
    expect(JSON.parse(Buffer.from(parts![1]!.bytes).toString('utf8'))).toEqual({ formats: ['markdown', 'links'] });
  });

  it('batch scrapes: polls the status, follows next to the last page, and lists the failed page with its words', async () => {
    const page = (n: number) => `https://example.com/page-${n}`;
    const doc = (n: number) => ({ markdown: `Page ${n} text`, metadata: { sourceURL: page(n), statusCode: 200 } });
    /** The status page from item `skip`, addressed on the request's Host as the bridge does. */
    const next = (request: SeenRequest, skip: number) =>
      `http://${request.headers.host}/v2/batch/scrape/b1?skip=${skip}`;
    let polls = 0;
    const { bridge, mcp } = await serve({
      'POST /v2/batch/scrape': { body: { success: true, id: 'b1', url: 'x' } },
      // Running at first (one page done), then done: the rest comes a page at a time through `next`.
      'GET /v2/batch/scrape/b1': (request) =>
        ++polls === 1
          ? {
              body: {
                success: true,
                status: 'scraping',
                total: 3,
                completed: 1,
                data: [doc(1)],
                next: next(request, 1),
              },
            }
          : { status: 500, body: { success: false, error: 'the first page was asked for twice' } },
      'GET /v2/batch/scrape/b1?skip=1': (request) => ({
        body: { success: true, status: 'completed', total: 3, completed: 2, data: [doc(2)], next: next(request, 2) },
      }),
      'GET /v2/batch/scrape/b1?skip=2': {
        body: { success: true, status: 'completed', total: 3, completed: 2, data: [] },
      },
      'GET /v2/batch/scrape/b1/errors': {
        body: {
          success: true,
          errors: [{ url: page(3), error: 'The page answered 404 Not Found.' }],
          robotsBlocked: [],
        },
      },
    });
    const progress: number[] = [];

    const result = await mcp.callTool(
      { name: 'browser_batch_scrape', arguments: { urls: [1, 2, 3].map(page) } },
      undefined,
      { onprogress: ({ progress: done }) => progress.push(done) },
    );

    expect(result.isError).toBeFalsy();
    expect(textsOf(result)).toEqual([
      'The batch is done: 2 of 3 pages read, 1 failed.',
      `# ${page(1)}\n\nPage 1 text`,
      `# ${page(2)}\n\nPage 2 text`,
      `# ${page(3)}\n\nFailed: The page answered 404 Not Found.`,
    ]);
    expect(bridge.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v2/batch/scrape',
      'GET /v2/batch/scrape/b1',
      'GET /v2/batch/scrape/b1?skip=1',
      'GET /v2/batch/scrape/b1?skip=2',
      'GET /v2/batch/scrape/b1/errors',
    ]);
    expect(json(bridge.seen[0]!)).toEqual({ urls: [1, 2, 3].map(page), formats: ['markdown'] });
    expect(bridge.seen.every((request) => request.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(progress).toEqual([1, 2]);
  });

  it('cancels the batch in the browser when the MCP request is cancelled', async () => {
    const { bridge, mcp } = await serve({
      'POST /v2/batch/scrape': { body: { success: true, id: 'b2', url: 'x' } },
      'GET /v2/batch/scrape/b2': { body: { success: true, status: 'scraping', total: 5, completed: 0, data: [] } },
      'DELETE /v2/batch/scrape/b2': { body: { success: true, status: 'cancelled' } },
    });
    const stop = new AbortController();

    const call = mcp.callTool(
      { name: 'browser_batch_scrape', arguments: { urls: ['https://example.com/'] } },
      undefined,
      { signal: stop.signal },
    );
    await expect.poll(() => bridge.seen.some((request) => request.method === 'GET'), { timeout: 10_000 }).toBe(true);
    stop.abort('the user stopped it');

    await expect(call).rejects.toThrow();
    await expect.poll(() => bridge.seen.at(-1)?.method, { timeout: 10_000 }).toBe('DELETE');
    expect(bridge.seen.at(-1)!.path).toBe('/v2/batch/scrape/b2');
    expect(bridge.seen.at(-1)!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('scrapes one page: POST /v2/scrape with the options given, a note for an HTTP error status', async () => {
    const { bridge, mcp } = await serve({
      'POST /v2/scrape': {
        body: { success: true, data: { markdown: 'Gone', metadata: { statusCode: 404 }, warning: 'Read as is.' } },
      },
    });

    const result = await mcp.callTool({
      name: 'browser_scrape',
      arguments: { url: 'https://example.com/gone', onlyMainContent: false, waitFor: 500 },
    });

    expect(result.isError).toBeFalsy();
    expect(textsOf(result)).toEqual(['Gone', 'The page answered HTTP 404.\nWarning: Read as is.']);
    expect(json(bridge.seen[0]!)).toEqual({
      url: 'https://example.com/gone',
      formats: ['markdown'],
      onlyMainContent: false,
      waitFor: 500,
    });
  });
});
