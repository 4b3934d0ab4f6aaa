import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { corpusPage } from './corpus';
import { answerEngine, ENGINE_NAMES, type EngineName } from './engines';

export { CORPUS, corpusPage } from './corpus';
export { ENGINE_NAMES, ENGINE_PAGES, NOTHING_WORD, type EngineName } from './engines';

// The fixture engines (engines.ts) on one port and the site their results live on, on another:
// two origins, so the engine's own links and its results are on different sites, as on the web.
//   GET|POST /<engine>/search?q=…   a results page (`p`, `page`, `start` or a POSTed `s` pick the page)
//   GET /l/?uddg=<address>, /url?q=<address>   the engines' redirects
//   GET /r/<slug>                   a page of the corpus (results site)

export interface EngineHit {
  method: string;
  engine: EngineName;
  query: string;
  page: number;
}

export interface SearchEngines {
  /** `http://127.0.0.1:PORT` of the engines. */
  origin: string;
  /** An engine's address with %s for the query, as a user types it in Settings. */
  template(engine: EngineName): string;
  /** The same with {searchTerms}, as a browser's search engine list keeps it. */
  browserTemplate(engine: EngineName): string;
  /** `http://127.0.0.1:PORT` of the results site. */
  siteOrigin: string;
  /** Results pages asked for, oldest first. */
  hits: EngineHit[];
  /** Pages of the results site read, as paths. */
  siteHits: string[];
  close(): Promise<void>;
}

const html = (status: number, body: string) => ({ status, type: 'text/html; charset=utf-8', body });

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Which results page a request asks for, by whichever parameter its engine uses. */
function pageNumber(engine: EngineName, params: URLSearchParams): number {
  if (params.has('p')) return Number(params.get('p')) || 1;
  if (params.has('page')) return Number(params.get('page')) || 1;
  if (params.has('start')) return Math.floor(Number(params.get('start')) / 10) + 1;
  if (params.has('s')) return Math.floor(Number(params.get('s')) / (engine === 'wrapped' ? 4 : 10)) + 1;
  return 1;
}

function listen(server: Server, sockets: Set<Socket>): Promise<string> {
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

export interface SearchEnginesOptions {
  /** Wait this long before every answer, engines and results site alike (the benchmark's). Default 0. */
  latencyMs?: number;
}

export async function startSearchEngines({ latencyMs = 0 }: SearchEnginesOptions = {}): Promise<SearchEngines> {
  const hits: EngineHit[] = [];
  const siteHits: string[] = [];
  const sockets = new Set<Socket>();
  let origin = '';
  let siteOrigin = '';

  const later = () => new Promise((resolve) => setTimeout(resolve, latencyMs));
  const engines = createServer((req, res) => {
    void (async () => {
      await later();
      const url = new URL(req.url ?? '/', origin);
      const send = (a: { status: number; type?: string; body: string; location?: string }) => {
        res.writeHead(a.status, {
          'content-type': a.type ?? 'text/plain',
          ...(a.location && { location: a.location }),
        });
        res.end(a.body);
      };
      const redirect =
        url.pathname === '/l/'
          ? url.searchParams.get('uddg')
          : url.pathname === '/url'
            ? url.searchParams.get('q')
            : null;
      if (redirect) return send({ status: 302, body: '', location: redirect });
      const match = /^\/([a-z]+)\/search$/.exec(url.pathname);
      const engine = match?.[1] as EngineName | undefined;
      if (!engine || !ENGINE_NAMES.includes(engine))
        return send(html(404, '<title>Not found</title><h1>Not found</h1>'));
      const params = req.method === 'POST' ? await formBody(req) : url.searchParams;
      const query = params.get('q') ?? '';
      const page = pageNumber(engine, params);
      hits.push({ method: req.method ?? 'GET', engine, query, page });
      const answer = answerEngine({ engine, query, page, engineOrigin: origin, siteOrigin });
      send(html(answer.status, answer.html));
    })();
  });

  const site = createServer((req, res) => void later().then(() => answerSite(req, res)));
  const answerSite = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', siteOrigin);
    siteHits.push(url.pathname);
    const found = /^\/r\/([\w-]+)$/.exec(url.pathname);
    const page = found ? corpusPage(found[1]!) : undefined;
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<title>Not found</title><h1>Not found</h1>');
      return;
    }
    // Never from the browser's cache: each read of a page asks the site again.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title><meta name="description" content="${page.description}"></head>` +
        `<body><nav><a href="/">Home</a></nav><main><article><h1>${page.title}</h1>${page.paragraphs.map((p) => `<p>${p}</p>`).join('')}</article></main></body></html>`,
    );
  };

  origin = await listen(engines, sockets);
  siteOrigin = await listen(site, sockets);
  return {
    origin,
    siteOrigin,
    template: (engine) => `${origin}/${engine}/search?q=%s`,
    browserTemplate: (engine) => `${origin}/${engine}/search?q={searchTerms}`,
    hits,
    siteHits,
    close: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all([engines, site].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}
