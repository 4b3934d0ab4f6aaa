// A stand-in for the bridge on 127.0.0.1: it records each request (method, path with query,
// headers, body) and answers what the test says, so the MCP server's requests can be checked.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };
export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> };

export type FakeBridge = {
  /** `http://127.0.0.1:PORT`, as FIRECRAWL_API_URL. */
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
};

export async function startFakeBridge(
  answer: (request: SeenRequest, bridge: FakeBridge) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeBridge> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(request);
      const { status = 200, body, headers = {} } = await answer(request, bridge);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const bridge: FakeBridge = {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return bridge;
}
