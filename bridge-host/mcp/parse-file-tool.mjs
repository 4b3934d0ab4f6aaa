// browser_parse_file: a local file (PDF, Word, spreadsheet, HTML…) read by the extension's parser
// in the user's browser. firecrawl_parse cannot do this with the bridge: it wants a file uploaded
// to the provider's cloud first, while the bridge takes the file itself (multipart POST /v2/parse).
import { documentContent, isRecord } from './document-content.mjs';
import { readLocalFile } from './local-file.mjs';
import { filePath, formats } from './tool-inputs.mjs';

/**
 * @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server
 * @param {import('./bridge-client.mjs').BridgeClient} bridge
 */
export function registerParseFileTool(server, bridge) {
  server.registerTool(
    'browser_parse_file',
    {
      title: 'Parse a local file in the browser',
      description:
        'Reads a local document (PDF, Word, OpenDocument, Excel, PowerPoint, EPUB, RTF, CSV or HTML, up to 50 MB) ' +
        "with the browser extension's parser, on this computer, and returns it as markdown (other formats as JSON).",
      inputSchema: { path: filePath, formats },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args, { signal }) => {
      const file = await readLocalFile(args.path);
      const form = new FormData();
      // readFile's Buffer has its own ArrayBuffer (never a shared one), as Blob's type wants.
      form.append('file', new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (file.bytes)]), file.name);
      form.append('options', JSON.stringify({ formats: args.formats }));
      const answer = await bridge.send('POST', '/v2/parse', { form, signal });
      return { content: documentContent(isRecord(answer.data) ? answer.data : {}) };
    },
  );
}
