// Plain HTTP requests to the bridge, with any headers (fetch may not set Host, and adds its own).
import { request, type ClientRequest } from 'node:http';
import { TOKEN } from './host-process';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; json: unknown };

export type Call = {
  method?: string;
  path?: string;
  /** undefined leaves a header out (the token, the Host). */
  headers?: Record<string, string | undefined>;
  body?: Buffer | string;
  /** Called with the request once it is sent, e.g. to abort it. */
  sent?: (req: ClientRequest) => void;
};

/** A request with the right Host and token unless the call says otherwise. */
export function call(port: number, { method = 'GET', path = '/v1/scrape', headers = {}, body, sent }: Call = {}) {
  return exchange(port, method, path, headers, (req) => {
    req.end(body);
    sent?.(req);
  });
}

/** POSTs `size` bytes without holding them: one 1 MB buffer written again and again. */
export function callWithLargeBody(port: number, size: number) {
  const headers = { 'content-type': 'application/octet-stream', 'content-length': String(size) };
  return exchange(port, 'POST', '/v2/parse', headers, (req) => {
    const block = Buffer.alloc(1024 * 1024, 0x61);
    let left = size;
    const pump = () => {
      while (left > 0) {
        const part = left >= block.length ? block : block.subarray(0, left);
        left -= part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

function exchange(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string | undefined>,
  write: (req: ClientRequest) => void,
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: Object.fromEntries(
          Object.entries({ host: `127.0.0.1:${port}`, authorization: `Bearer ${TOKEN}`, ...headers }).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        ),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : undefined });
        });
      },
    );
    req.on('error', reject);
    write(req);
  });
}
