import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveAsset } from './assets';
import { authenticate } from './auth';
import { drain, readJson, sendBytes, sendJson, setCors } from './http-util';
import { MESSAGES } from './messages';
import { handleBatch } from './batch/handler';
import { handleParse } from './parse/handler';
import { boundaryOf, readMultipart, type MultipartResult } from './parse/multipart';
import { handleScrape } from './scrape/handler';
import type { ServerContext } from './state';
import { failureFor, takeRule } from './switches';
import type { MultipartSummary } from './types';
import { monitorRoute } from './monitor/monitor-routes';
import { crawlRoute } from './crawl/handler';
import { interactRoute, serveLiveView } from './interact/routes';
import { searchRoute } from './search/handler';
import { usagePeriods } from './usage';

type Body =
  { kind: 'none' } | Awaited<ReturnType<typeof readJson>> | { kind: 'multipart'; form: MultipartResult | undefined };

const ROUTES: Record<string, { method: string; read: (req: IncomingMessage) => Promise<Body> }> = {
  '/v1/scrape': { method: 'POST', read: readJson },
  '/v2/parse': { method: 'POST', read: readForm },
  '/v1/team/token-usage/historical': {
    method: 'GET',
    read: async (req) => {
      await drain(req);
      return { kind: 'none' };
    },
  },
};

// One request: route -> read body -> record -> auth -> switches -> body errors -> handler.
export async function route(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', ctx.baseUrl);
  setCors(req, res);
  if (req.method === 'OPTIONS') {
    await drain(req);
    return sendBytes(res, 204, 'text/plain', '');
  }
  if (req.method === 'GET' && (serveAsset(ctx, url.pathname, res) || serveLiveView(ctx, url, res))) return;
  const monitor = monitorRoute(req.method, url.pathname);
  const crawl = crawlRoute(req.method, url.pathname);
  const family = monitor ?? crawl ?? interactRoute(req.method, url.pathname) ?? searchRoute(req.method, url.pathname);
  const match = ROUTES[url.pathname] ?? family ?? batchRoute(url.pathname, req.method);
  const record = (body: unknown) =>
    ctx.state.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: { ...req.headers },
      query: Object.fromEntries(url.searchParams),
      body,
      at: Date.now(),
    });
  if (!match || match.method !== req.method) {
    await drain(req);
    // Wrong API paths are recorded too, so a client test can see what was called.
    if (/^\/v[12]\//.test(url.pathname)) record(undefined);
    return sendJson(res, 404, { success: false, error: 'Not found' });
  }
  const body = await match.read(req);
  record(recordedBody(body));
  const auth = authenticate(req, ctx.state.teams);
  if (!auth.ok) return sendJson(res, 401, { success: false, error: auth.error });
  const rule = takeRule(ctx.state, req.method ?? 'GET', url.pathname);
  if (rule?.delayMs) await ctx.sleep(rule.delayMs);
  if (rule?.status !== undefined) {
    const failure = failureFor(rule, url.pathname);
    if (failure.raw !== undefined)
      return sendBytes(
        res,
        failure.status,
        failure.headers['content-type'] ?? 'text/html',
        failure.raw,
        failure.headers,
      );
    return sendJson(res, failure.status, failure.body, failure.headers);
  }
  if (body.kind === 'too-large') return sendJson(res, 413, { success: false, error: MESSAGES.tooLarge });
  if (body.kind === 'invalid-json')
    return sendJson(res, 400, {
      success: false,
      code: 'BAD_REQUEST_INVALID_JSON',
      error: 'Invalid JSON in request body',
    });
  if (family) return family.handle(ctx, auth.team, body, res, url);
  if (url.pathname === '/v1/scrape' && body.kind === 'json') return handleScrape(ctx, auth.team, body.value, res);
  if (url.pathname === '/v2/parse' && body.kind === 'multipart') return handleParse(auth.team, body.form, res);
  if (url.pathname.startsWith('/v1/batch/scrape'))
    return handleBatch(ctx, auth.team, req.method ?? 'GET', url, body.kind === 'json' ? body.value : undefined, res);
  // Only the exact string "true" turns the breakdown on, as on the real server.
  const byApiKey = url.searchParams.get('byApiKey') === 'true';
  return sendJson(res, 200, { success: true, periods: usagePeriods(auth.team, byApiKey) });
}

const drained = async (req: IncomingMessage): Promise<Body> => {
  await drain(req);
  return { kind: 'none' };
};

/** /v1/batch/scrape (POST), /v1/batch/scrape/{id} (GET, DELETE), /v1/batch/scrape/{id}/errors (GET). */
function batchRoute(
  pathname: string,
  method: string | undefined,
): { method: string; read: (req: IncomingMessage) => Promise<Body> } | undefined {
  if (pathname === '/v1/batch/scrape') return { method: 'POST', read: readJson };
  if (/^\/v1\/batch\/scrape\/[^/]+\/errors$/.test(pathname)) return { method: 'GET', read: drained };
  if (/^\/v1\/batch\/scrape\/[^/]+$/.test(pathname))
    return { method: method === 'DELETE' ? 'DELETE' : 'GET', read: drained };
  return undefined;
}

// Not multipart at all reads as "no file" (multer leaves req.file unset).
async function readForm(req: IncomingMessage): Promise<Body> {
  const boundary = boundaryOf(req.headers['content-type']);
  if (!boundary) {
    await drain(req);
    return { kind: 'multipart', form: undefined };
  }
  return { kind: 'multipart', form: await readMultipart(req, boundary) };
}

function recordedBody(body: Body): unknown {
  switch (body.kind) {
    case 'json':
      return body.value;
    case 'invalid-json':
      return body.raw;
    case 'multipart': {
      if (!body.form) return undefined;
      const file = body.form.files.find((f) => f.field === 'file') ?? body.form.files[0];
      const raw =
        body.form.fields.get('options') ?? body.form.files.find((f) => f.field === 'options')?.data?.toString('utf8');
      const summary: MultipartSummary = {
        fileName: file?.fileName,
        fileSize: file?.size,
        fileType: file?.contentType,
        options: parseOrRaw(raw),
      };
      return summary;
    }
    default:
      return undefined;
  }
}

function parseOrRaw(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
