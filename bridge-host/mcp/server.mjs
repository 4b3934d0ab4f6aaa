#!/usr/bin/env node
// The bridge's own MCP server over stdio, for what firecrawl-mcp cannot reach through the bridge:
// a local file parsed (browser_parse_file) and a batch scrape (browser_batch_scrape), plus a plain
// scrape (browser_scrape). An agent starts it as `node /abs/path/bridge-host/mcp/server.mjs` with
// FIRECRAWL_API_URL (the bridge's http://127.0.0.1:PORT) and FIRECRAWL_API_KEY (its token).
// stdout carries MCP messages only; words for the user go to stderr.
import { readFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { registerBatchScrapeTool } from './batch-scrape-tool.mjs';
import { readBridgeAddress } from './bridge-address.mjs';
import { createBridgeClient } from './bridge-client.mjs';
import { registerParseFileTool } from './parse-file-tool.mjs';
import { registerScrapeTool } from './scrape-tool.mjs';

/** The wait between two reads of a running batch; WDE_MCP_POLL_MS is for tests only. */
const POLL_MS = Number(process.env.WDE_MCP_POLL_MS) || 1000;

// Nothing may print to stdout by mistake: it would break the MCP messages.
console.log = console.info = console.debug = console.error;

const read = readBridgeAddress(process.env);
if (!read.ok) {
  process.stderr.write(`web-data-extractor MCP server: ${read.problem}\n`);
  process.exit(1);
}
const { apiUrl, token } = read.address;
if (!token)
  process.stderr.write('web-data-extractor MCP server: FIRECRAWL_API_KEY is not set; every tool will say so.\n');

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
// The bridge names its clients by user agent (lib/bridge/client-name.ts), in History and to the user.
const bridge = createBridgeClient({ apiUrl, token, userAgent: `wde-bridge-mcp/${version}` });

const server = new McpServer({ name: 'web-data-extractor-bridge', version });
registerScrapeTool(server, bridge);
registerBatchScrapeTool(server, bridge, { pollMs: POLL_MS });
registerParseFileTool(server, bridge);

await server.connect(new StdioServerTransport());
