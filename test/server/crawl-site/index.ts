import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Answer } from './answer';
import { BENCH_START_PATH, answerBenchSite } from './bench-site';
import { answerDefaultSite } from './default-site';
import { followsRedirect, hitKind } from './hits';
import type { CrawlSiteHit } from './hits';
import { hasLoginCookie } from './login';

export type { CrawlSiteHit, HitKind } from './hits';
export { LOGIN_COOKIE_NAME, LOGIN_COOKIE_VALUE, LOGIN_PATH } from './login';
export { BENCH_START_PATH, benchPaths } from './bench-site';
export { markerSentence, SITE_NAME } from './layout';

export interface CrawlSiteOptions {
  /** Wait this long before every answer (the benchmark uses 150). Default 0. */
  latencyMs?: number;
  /** Seconds written as robots.txt's Crawl-delay (decimals allowed); 0 leaves the line out. Default 1. */
  crawlDelay?: number;
  /** Serve the benchmark site instead: /bench/1 ... /bench/N in a binary tree, plus /sitemap.xml. */
  pages?: number;
}

export interface CrawlSite {
  /** The crawl's start URL: `${origin}/docs/` (or `${origin}/bench/1` with `pages`). */
  url: string;
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  origin: string;
  /** Every request, oldest first. */
  hits: CrawlSiteHit[];
  /** Forget the hits (the site itself keeps no other state). */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the crawl fixture site on 127.0.0.1 at a random port. See README.md for its map. */
export async function startCrawlSite(options: CrawlSiteOptions = {}): Promise<CrawlSite> {
  const { latencyMs = 0, crawlDelay = 1, pages } = options;
  const started = performance.now();
  const hits: CrawlSiteHit[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  const answer = (method: string, url: URL, cookieHeader: string | undefined): Promise<Answer> =>
    pages === undefined
      ? answerDefaultSite({ method, url, cookieHeader }, origin, crawlDelay)
      : Promise.resolve(answerBenchSite(url.pathname, origin, pages, crawlDelay));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname + url.search;
    const at = performance.now() - started;
    const cookieHeader = req.headers.cookie;
    const hit: CrawlSiteHit = {
      method: req.method ?? 'GET',
      path,
      at,
      cookie: cookieHeader !== undefined,
      loggedIn: hasLoginCookie(cookieHeader),
      userAgent: req.headers['user-agent'] ?? '',
      fetchDest: req.headers['sec-fetch-dest'] as string | undefined,
      kind: hitKind(url.pathname),
      followsRedirect: followsRedirect(hits, path, at),
    };
    hits.push(hit);
    const respond = async () => {
      const result = await answer(hit.method, url, cookieHeader).catch((error: unknown): Answer => ({
        status: 500,
        type: 'text/plain',
        body: String(error),
      }));
      hit.status = result.status;
      hit.location = result.headers?.location;
      hit.answeredAt = performance.now() - started;
      if (res.destroyed) return;
      res.writeHead(result.status, {
        ...(result.type ? { 'content-type': result.type } : {}),
        'cache-control': 'no-store',
        ...result.headers,
      });
      res.end(result.body);
    };
    if (latencyMs <= 0) void respond();
    else {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void respond();
      }, latencyMs);
      timers.add(timer);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}${pages === undefined ? '/docs/' : BENCH_START_PATH}`,
    origin,
    hits,
    reset: () => void hits.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
