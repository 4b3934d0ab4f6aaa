// The bridge's own MCP server (bridge-host/mcp/server.mjs), started over stdio as an agent starts it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { fileURLToPath } from 'node:url';

export const MCP_SERVER_PATH = fileURLToPath(new URL('../../../bridge-host/mcp/server.mjs', import.meta.url));

export type ToolResult = Awaited<ReturnType<Client['callTool']>>;

/** A connected client; `env` is the server's whole environment besides PATH. */
export async function startOwnMcp(env: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'wde-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [MCP_SERVER_PATH],
      env: { PATH: process.env.PATH ?? '', ...env },
      stderr: 'ignore',
    }),
  );
  return client;
}

/** Each text part a tool answered. */
export const textsOf = (result: ToolResult): string[] =>
  (result.content as { type: string; text?: string }[]).map((part) => part.text ?? '');
