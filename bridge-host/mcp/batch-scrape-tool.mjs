// browser_batch_scrape: up to 100 pages read by the user's browser as one batch (POST
// /v2/batch/scrape), followed until it is over. firecrawl-mcp has no batch tool. Cancelling the MCP
// request cancels the batch in the browser (DELETE /v2/batch/scrape/{id}).
import { BridgeError } from './bridge-client.mjs';
import { followBatch } from './batch-status.mjs';
import { documentContent, documentUrl, text } from './document-content.mjs';
import { formats, onlyMainContent, webAddresses } from './tool-inputs.mjs';

/** @typedef {import('./document-content.mjs').TextContent} TextContent */

/**
 * @param {import('./batch-status.mjs').BatchOutcome} outcome
 * @param {string[]} invalid the addresses the bridge left out
 * @returns {TextContent}
 */
function summary({ status, total, documents, failures }, invalid) {
  const said = status === 'cancelled' ? 'was cancelled in the browser' : status === 'failed' ? 'stopped' : 'is done';
  const lines = [`The batch ${said}: ${documents.length} of ${total} pages read, ${failures.length} failed.`];
  if (invalid.length > 0) lines.push(`Left out, not web addresses: ${invalid.join(', ')}`);
  return text(lines.join('\n'));
}

/**
 * @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server
 * @param {import('./bridge-client.mjs').BridgeClient} bridge
 * @param {{ pollMs: number }} options
 */
export function registerBatchScrapeTool(server, bridge, { pollMs }) {
  server.registerTool(
    'browser_batch_scrape',
    {
      title: 'Scrape many pages in the browser',
      description:
        "Reads up to 100 web pages in the user's own browser, logged in as the user, and returns each page's " +
        'address and markdown (or why it failed). The first time for a site, the user is asked in the browser, ' +
        'and the call waits for the answer.',
      inputSchema: { urls: webAddresses, formats, onlyMainContent },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ urls, formats, onlyMainContent }, { signal, _meta, sendNotification }) => {
      // The start may wait for the user's consent in the side panel: cancelling it then drops the ask,
      // and no batch starts. Once the batch has an id, a cancel reaches it by a DELETE.
      const json = { urls, formats, onlyMainContent };
      const started = await bridge.send('POST', '/v2/batch/scrape', { json, signal });
      const id = typeof started.id === 'string' ? started.id : '';
      if (!id) throw new BridgeError('The bridge answered the batch without its id: update the extension.');
      const invalid = Array.isArray(started.invalidURLs) ? started.invalidURLs.map(String) : [];
      const token = _meta?.progressToken;
      let reported = -1;
      /** @param {number} completed @param {number} total */
      const progress = (completed, total) => {
        // A client that asked for progress gets it each time more pages are done.
        if (token === undefined || completed <= reported) return;
        reported = completed;
        void sendNotification({
          method: 'notifications/progress',
          params: { progressToken: token, progress: completed, total },
        }).catch(() => {});
      };
      try {
        signal.throwIfAborted();
        const outcome = await followBatch(bridge, id, { signal, pollMs, progress });
        const pages = [
          ...outcome.documents.flatMap((doc) => documentContent(doc, `# ${documentUrl(doc) ?? '(address unknown)'}`)),
          ...outcome.failures.map(({ url, error }) => text(`# ${url}\n\nFailed: ${error}`)),
        ];
        return { content: [summary(outcome, invalid), ...pages], isError: outcome.documents.length === 0 };
      } catch (error) {
        if (signal.aborted) await bridge.send('DELETE', `/v2/batch/scrape/${encodeURIComponent(id)}`).catch(() => {});
        throw error;
      }
    },
  );
}
