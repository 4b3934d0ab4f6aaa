// browser_scrape: one page read by the user's browser, logged in as the user (POST /v2/scrape), so
// a user who sets up only this server has the basic tool too.
import { documentContent, isRecord } from './document-content.mjs';
import { formats, onlyMainContent, timeout, waitFor, webAddress } from './tool-inputs.mjs';

/**
 * @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server
 * @param {import('./bridge-client.mjs').BridgeClient} bridge
 */
export function registerScrapeTool(server, bridge) {
  server.registerTool(
    'browser_scrape',
    {
      title: 'Scrape a page in the browser',
      description:
        "Reads one web page in the user's own browser, logged in as the user, and returns it as markdown " +
        '(other formats as JSON). The first time for a site, the user is asked in the browser, and the call waits ' +
        'for the answer.',
      inputSchema: { url: webAddress, formats, onlyMainContent, waitFor, timeout },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, { signal }) => {
      const answer = await bridge.send('POST', '/v2/scrape', { json: args, signal });
      const data = isRecord(answer.data) ? answer.data : {};
      return { content: documentContent(data) };
    },
  );
}
