import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './extension-dir';

export const FIXTURE_PAGES = path.join(REPO_ROOT, 'test/fixtures/pages');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** Static files over real http on 127.0.0.1, so pages are ordinary web pages to the extension. */
export class FixtureServer {
  private readonly server = createServer((req, res) => {
    this.serve(req.url ?? '/', res).catch(() => res.writeHead(400).end()); // e.g. a malformed %-escape
  });
  private origin: string | undefined;

  constructor(private readonly root: string = FIXTURE_PAGES) {}

  /** Listens on a random free port; resolves to the base URL. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  /** Base URL (`http://127.0.0.1:PORT`), or the URL of `pagePath` under it. */
  url(pagePath = ''): string {
    if (!this.origin) throw new Error('FixtureServer.start() first.');
    return `${this.origin}/${pagePath.replace(/^\//, '')}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) => this.server.close((e) => (e ? reject(e) : resolve())));
  }

  private async serve(rawUrl: string, res: ServerResponse): Promise<void> {
    const pathname = decodeURIComponent(new URL(rawUrl, 'http://x').pathname);
    const file = path.join(this.root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    // path.join normalises "..": anything that left the root is refused.
    const info = file.startsWith(this.root + path.sep) ? await stat(file).catch(() => undefined) : undefined;
    if (!info?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  }
}
