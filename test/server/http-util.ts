import type { IncomingMessage, ServerResponse } from 'node:http';

export const JSON_LIMIT = 10 * 1024 * 1024;
// Bodies beyond this are not even drained: the socket is destroyed.
export const HARD_LIMIT = 256 * 1024 * 1024;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed || res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendBytes(
  res: ServerResponse,
  status: number,
  type: string,
  bytes: Buffer | string,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(bytes), ...headers });
  res.end(bytes);
}

// CORS is open to all origins on the real service.
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'GET,HEAD,PUT,PATCH,POST,DELETE');
    const asked = req.headers['access-control-request-headers'];
    if (asked) res.setHeader('access-control-allow-headers', asked);
  }
}

export type JsonBody =
  { kind: 'json'; value: unknown } | { kind: 'invalid-json'; raw: string } | { kind: 'too-large'; size: number };

// Reads a JSON body like express.json({limit: '10mb'}): a non-JSON content type or an empty
// body reads as {}; over the limit keeps draining (so the client gets the 413) without storing.
export async function readJson(req: IncomingMessage): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > HARD_LIMIT) {
      req.destroy();
      break;
    }
    if (size <= JSON_LIMIT) chunks.push(chunk);
  }
  if (size > JSON_LIMIT) return { kind: 'too-large', size };
  const type = req.headers['content-type'] ?? '';
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!/^application\/([\w.-]+\+)?json\b/i.test(type) || raw.trim() === '') return { kind: 'json', value: {} };
  try {
    return { kind: 'json', value: JSON.parse(raw) as unknown };
  } catch {
    return { kind: 'invalid-json', raw };
  }
}

export async function drain(req: IncomingMessage): Promise<void> {
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > HARD_LIMIT) {
      req.destroy();
      return;
    }
  }
}
