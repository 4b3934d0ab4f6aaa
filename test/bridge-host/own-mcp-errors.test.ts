// The bridge's own MCP server when things go wrong: the bridge's refusals, no bridge, a file it
// cannot send, a missing token, an address that is not the bridge's. Each is a tool error in words
// that say what to do, never holding the token.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBridge, type FakeAnswer, type FakeBridge } from './support/fake-bridge';
import { freePort } from './support/host-process';
import { MCP_SERVER_PATH, startOwnMcp, textsOf } from './support/own-mcp';

const TOKEN = 'own-mcp-secret-token-0123456789';
const run = promisify(execFile);

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

/** The text of a tool error (and that it is one). */
async function toolError(call: Promise<Awaited<ReturnType<Client['callTool']>>>): Promise<string> {
  const result = await call;
  expect(result.isError).toBe(true);
  const text = textsOf(result).join('\n');
  expect(text).not.toContain(TOKEN);
  return text;
}

describe('the bridge’s own MCP server: errors', () => {
  it.each<[number, string, RegExp]>([
    [
      401,
      'Unauthorized: Invalid token',
      /refused the token \(401.*Set FIRECRAWL_API_KEY to the token shown in the extension's Settings/,
    ],
    [
      403,
      'No access to https://example.com/: the extension may not read this site.',
      /The browser refused \(403\): No access to https:\/\/example\.com\/.*which sites programs may read/,
    ],
    [408, 'The page did not finish within 45 s.', /did not finish in time \(408\).*longer timeout/],
    [
      503,
      'The extension went away.',
      /not connected to the bridge \(503\).*check that the bridge is on in the extension's Settings/,
    ],
  ])('a %i from the bridge is a tool error in words', async (status, said, words) => {
    bridge = await startFakeBridge((): FakeAnswer => ({ status, body: { success: false, error: said } }));
    mcp = await startOwnMcp({ FIRECRAWL_API_URL: bridge.url, FIRECRAWL_API_KEY: TOKEN });

    const text = await toolError(mcp.callTool({ name: 'browser_scrape', arguments: { url: 'https://example.com/' } }));

    expect(text).toMatch(words);
  });

  it('a bridge that is off (connection refused) is a tool error saying to turn it on', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    mcp = await startOwnMcp({ FIRECRAWL_API_URL: url, FIRECRAWL_API_KEY: TOKEN });

    const text = await toolError(
      mcp.callTool({ name: 'browser_batch_scrape', arguments: { urls: ['https://example.com/'] } }),
    );

    expect(text).toBe(
      `Nothing listens at ${url}: turn the bridge on in the extension's Settings (Bridge section), and check that ` +
        'FIRECRAWL_API_URL has the port shown there.',
    );
  });

  it('a file that is not there, a relative path, a folder or one over 50 MB is refused before anything is sent', async () => {
    bridge = await startFakeBridge(() => ({ body: { success: true, data: { markdown: 'x' } } }));
    mcp = await startOwnMcp({ FIRECRAWL_API_URL: bridge.url, FIRECRAWL_API_KEY: TOKEN });
    const parse = (file: string) => toolError(mcp!.callTool({ name: 'browser_parse_file', arguments: { path: file } }));
    const big = path.join(dir, 'big.pdf');
    await writeFile(big, '');
    await truncate(big, 50 * 1024 * 1024 + 1); // sparse: nothing is written
    await mkdir(path.join(dir, 'folder.pdf'));

    expect(await parse(path.join(dir, 'missing.pdf'))).toBe(`There is no file at ${path.join(dir, 'missing.pdf')}.`);
    expect(await parse('report.pdf')).toMatch(/^report\.pdf is not an absolute path/);
    expect(await parse(path.join(dir, 'folder.pdf'))).toMatch(/is a folder/);
    expect(await parse(big)).toBe(`${big} is 50.0 MB: the bridge parses files of up to 50 MB.`);
    expect(bridge.seen).toEqual([]);
  });

  it('no FIRECRAWL_API_KEY: each tool says where the token is', async () => {
    bridge = await startFakeBridge(() => ({ body: { success: true } }));
    mcp = await startOwnMcp({ FIRECRAWL_API_URL: bridge.url });

    const text = await toolError(mcp.callTool({ name: 'browser_scrape', arguments: { url: 'https://example.com/' } }));

    expect(text).toBe(
      "FIRECRAWL_API_KEY is not set: set it to the token shown in the extension's Settings (Bridge section).",
    );
    expect(bridge.seen).toEqual([]);
  });

  it.each(['https://api.firecrawl.dev', 'http://192.168.1.5:3012', 'http://127.0.0.1:3012/v1', 'not a url'])(
    'refuses FIRECRAWL_API_URL=%s at start, with words on stderr and exit code 1',
    async (url) => {
      const failed = await run(process.execPath, [MCP_SERVER_PATH], {
        env: { PATH: process.env.PATH, FIRECRAWL_API_URL: url, FIRECRAWL_API_KEY: TOKEN },
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);

      expect(failed).toMatchObject({ code: 1, stdout: '' });
      expect((failed as { stderr: string }).stderr).toMatch(
        /FIRECRAWL_API_URL (must be the bridge's address|.*is not a URL)/,
      );
      expect((failed as { stderr: string }).stderr).not.toContain(TOKEN);
    },
  );
});
