import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A tiny static site on 127.0.0.1 for scrape tests: path -> page. Pages can be changed
// between requests (for change tracking) through `pages`.
export interface FixturePage {
  body: string | Buffer;
  type?: string;
  status?: number;
  headers?: Record<string, string>;
  /** Answer only after this long (a slow page). */ delayMs?: number;
}

export interface FixtureSite {
  url: string;
  pages: Map<string, FixturePage>;
  /** Requests the site received, as "METHOD /path?query" plus headers. */
  hits: { path: string; headers: Record<string, string | string[] | undefined> }[];
  close(): Promise<void>;
}

export async function startFixtureSite(pages: Record<string, FixturePage | string> = {}): Promise<FixtureSite> {
  const map = new Map<string, FixturePage>(
    Object.entries(pages).map(([k, v]) => [k, typeof v === 'string' ? { body: v } : v]),
  );
  const hits: FixtureSite['hits'] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    hits.push({ path: url.pathname + url.search, headers: { ...req.headers } });
    const page = map.get(url.pathname);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>');
      return;
    }
    const answer = () => {
      res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers });
      res.end(page.body);
    };
    if (page.delayMs) setTimeout(answer, page.delayMs);
    else answer();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages: map,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}
