import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { MCP_TOOLS, OUTCOME_WORDS } from '../../support/mcp-tool-table';

// docs/bridge-clients.md's table of firecrawl-mcp's tools says what test/support/mcp-tool-table.ts
// says, which names every tool the installed firecrawl-mcp lists; the e2e (bridge-mcp.e2e.ts)
// calls each through the bridge and checks the outcome.

const page = readFileSync('docs/bridge-clients.md', 'utf8');
const table = page.slice(page.indexOf('<!-- mcp-tools -->'), page.indexOf('<!-- /mcp-tools -->'));
const rows = [...table.matchAll(/^\| `(\w+)` \| (.+) \| (.+) \|$/gm)].map(([, tool, sends, outcome]) => ({
  tool,
  sends,
  outcome,
}));

describe('the docs’ table of firecrawl-mcp’s tools', () => {
  it('names every tool once, with the requests and the outcome the e2e expects', () => {
    expect(rows).toEqual(
      MCP_TOOLS.map(({ tool, sends, outcome }) => ({ tool, sends, outcome: OUTCOME_WORDS[outcome] })),
    );
    expect(new Set(rows.map((row) => row.tool)).size).toBe(rows.length);
  });

  it('has a row for each tool the installed firecrawl-mcp lists, and no other', async () => {
    // Started as an agent starts it; listing its tools sends nothing to the (unreachable) API URL.
    const mcp = new Client({ name: 'wde-unit', version: '1.0.0' });
    await mcp.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [createRequire(import.meta.url).resolve('firecrawl-mcp/dist/index.js')],
        env: { PATH: process.env.PATH ?? '', FIRECRAWL_API_URL: 'http://127.0.0.1:9', FIRECRAWL_API_KEY: 'fc-unit' },
        stderr: 'ignore',
      }),
    );
    try {
      const { tools } = await mcp.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(MCP_TOOLS.map((row) => row.tool).sort());
    } finally {
      await mcp.close();
    }
  }, 30_000);
});
