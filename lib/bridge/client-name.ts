import { t } from '@/lib/i18n/t';

/**
 * Who sent a request, in a few words for History and the activity log. The provider's SDKs send a
 * generic user agent (axios, python-requests) and name themselves in the body's `origin`
 * (`js-sdk@4.3.0`, `python-sdk@2.0.0`); firecrawl-mcp runs the JavaScript SDK and says
 * `mcp-server` where its `origin` survives. The bridge's own MCP server (bridge-host/mcp/) says
 * `wde-bridge-mcp/<version>`.
 */
const CLIENTS: { test: (agent: string, origin: string) => boolean; name: () => string }[] = [
  { test: (agent) => agent.startsWith('wde-bridge-mcp/'), name: () => t('bridge_clientOwnMcp') },
  {
    test: (agent, origin) => /firecrawl-mcp|mcp-server/.test(agent) || origin.startsWith('mcp'),
    name: () => t('bridge_clientMcp'),
  },
  {
    test: (agent, origin) => /firecrawl-py/.test(agent) || origin.startsWith('python-sdk'),
    name: () => t('bridge_clientPythonSdk'),
  },
  {
    test: (agent, origin) => /firecrawl-js|@mendable\/firecrawl/.test(agent) || origin.startsWith('js-sdk'),
    name: () => t('bridge_clientJsSdk'),
  },
  { test: (agent) => agent.startsWith('curl/'), name: () => t('bridge_clientCurl') },
];

/** The client's short name from its user agent and, for the SDKs, the JSON body's `origin`. */
export function clientName(headers: Record<string, string>, body?: unknown): string {
  const agent = (headers['user-agent'] ?? '').toLowerCase();
  const said = (body as { origin?: unknown } | null | undefined)?.origin;
  const origin = typeof said === 'string' ? said.toLowerCase() : '';
  return CLIENTS.find((client) => client.test(agent, origin))?.name() ?? t('bridge_clientLocalProgram');
}
