import { describe, expect, it } from 'vitest';
import { clientName } from '@/lib/bridge/client-name';

describe('clientName', () => {
  it.each([
    [{ 'user-agent': 'axios/1.7.9' }, { url: 'x', origin: 'js-sdk@4.3.0' }, 'Firecrawl JavaScript SDK'],
    [{ 'user-agent': 'axios/1.7.9' }, { origin: 'mcp-server' }, 'Firecrawl MCP server'],
    [{ 'user-agent': 'firecrawl-mcp/3.2.0 node' }, undefined, 'Firecrawl MCP server'],
    [{ 'user-agent': 'wde-bridge-mcp/0.1.0' }, undefined, 'Web Data Extractor MCP server'],
    [{ 'user-agent': 'python-requests/2.32.3' }, { origin: 'python-sdk@2.16.0' }, 'Firecrawl Python SDK'],
    [{ 'user-agent': 'firecrawl-py/2.16.0' }, undefined, 'Firecrawl Python SDK'],
    [{ 'user-agent': 'curl/8.5.0' }, { url: 'x' }, 'curl'],
    [{ 'user-agent': 'python-requests/2.32.3' }, { url: 'x' }, 'a local program'],
    [{}, undefined, 'a local program'],
    [{ 'user-agent': 'axios/1.7.9' }, { origin: 42 }, 'a local program'],
  ])('%j with body %j: %s', (headers, body, name) => {
    expect(clientName(headers, body)).toBe(name);
  });
});
