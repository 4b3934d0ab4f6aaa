import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** One request a client sent the bridge, as the proxy saw it pass. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as the client asked. */
  path: string;
  /** Milliseconds since the proxy started, when the request arrived. */
  at: number;
  status: number;
  /** The answer's `code`, when it was a JSON body that had one. */
  code?: string;
  /** The answer's `error` sentence, when it was a JSON body that had one. */
  error?: string;
}

export interface RecordingProxy {
  /** `http://127.0.0.1:PORT`: give this to the client as its API URL. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const readAll = async (stream: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A pass-through in front of the bridge that writes down every request a client sends it and the
 * status of each answer, 429s from the host included (those never reach the extension's activity
 * log). The bridge builds `url` and `next` on the Host it was asked at: the proxy asks it at its
 * own address and writes the proxy's back into the answers, so a client following `next` comes
 * through the proxy too. Clients run unchanged; only their API URL points here.
 */
export async function startRecordingProxy(bridgeUrl: string): Promise<RecordingProxy> {
  const bridge = new URL(bridgeUrl);
  const started = performance.now();
  const requests: RecordedRequest[] = [];
  let own = '';
  const server = createServer((req, res) => {
    const entry: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      at: performance.now() - started,
      status: 0,
    };
    requests.push(entry);
    void (async () => {
      const body = await readAll(req);
      const headers = { ...req.headers, host: bridge.host };
      const answer = await new Promise<IncomingMessage>((resolve, reject) => {
        const out = httpRequest(
          { host: bridge.hostname, port: bridge.port, method: req.method, path: req.url, headers },
          resolve,
        );
        out.on('error', reject);
        out.end(body);
      });
      let text = (await readAll(answer)).toString('utf8');
      entry.status = answer.statusCode ?? 0;
      const isJson = /json/.test(String(answer.headers['content-type'] ?? ''));
      if (isJson) {
        text = text.split(bridge.origin).join(own);
        try {
          const { code, error } = JSON.parse(text) as { code?: unknown; error?: unknown };
          if (typeof code === 'string') entry.code = code;
          if (typeof error === 'string') entry.error = error;
        } catch {
          // not JSON after all: passed on as it is
        }
      }
      const { 'content-length': _length, 'transfer-encoding': _encoding, ...kept } = answer.headers;
      res.writeHead(entry.status, { ...kept, 'content-length': String(Buffer.byteLength(text)) });
      res.end(text);
    })().catch((error: unknown) => {
      entry.status = 599;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  own = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: own,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A job's status reads (its status and errors) among recorded requests: GET of `…/{crawl|batch/scrape}/{id}…`. */
export const statusReads = (requests: readonly RecordedRequest[], id: string) =>
  requests.filter((r) => r.method === 'GET' && new URL(r.path, 'http://x').pathname.includes(`/${id}`));
