import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-util';
import { MESSAGES } from '../messages';
import { findRoute, type RouteBody, type RouteTable } from '../route-table';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { normalizeUrl } from '../scrape/url';
import { validationBody } from '../validation';
import { newCrawl, runCrawl, statusOf, type ServerCrawl } from './crawl-job';
import { answerMap } from './map';
import { previewOptions } from './params-preview';
import { crawlBody, mapBody, previewBody, type CrawlBody } from './request-schemas';
import { seededCrawl } from './seeded';
import { crawlStatusBody } from './status';

// v2 crawl and map, and the active crawls listing (v1 and v2): a route table (route-table.ts).
// A crawl belongs to the team that started it: to another team it is not found (its errors are
// forbidden, as on the real service).
const PATHS: RouteTable = [
  [/^\/v[12]\/crawl\/active$/, { GET: active }],
  [/^\/v2\/crawl$/, { POST: start }],
  [/^\/v2\/crawl\/params-preview$/, { POST: preview }],
  [/^\/v2\/crawl\/[^/]+$/, { GET: status, DELETE: cancel }],
  [/^\/v2\/crawl\/[^/]+\/errors$/, { GET: errors }],
  [/^\/v2\/map$/, { POST: map }],
];

export const crawlRoute = (method: string | undefined, pathname: string) => findRoute(PATHS, method, pathname);

const crawlId = (url: URL) => decodeURIComponent(url.pathname.split('/')[3] ?? '');
const jobNotFound = (res: ServerResponse) => sendJson(res, 404, { success: false, error: 'Job not found' });

/** The crawl with this id (a seeded one made when first asked for), if it is the team's. */
function findCrawl(ctx: ServerContext, team: Team, id: string): ServerCrawl | undefined {
  const crawl = ctx.state.crawls.get(id) ?? seededCrawl(ctx, team, id);
  return crawl?.teamId === team.id ? crawl : undefined;
}

function active(_ctx: ServerContext, team: Team, _body: RouteBody, res: ServerResponse) {
  sendJson(res, 200, { success: true, crawls: structuredClone(team.crawls) });
}

function start(ctx: ServerContext, team: Team, body: RouteBody, res: ServerResponse) {
  const parsed = crawlBody.safeParse(body.value);
  if (!parsed.success) return sendJson(res, 400, validationBody(parsed.error.issues, 'v2'));
  if (parsed.data.zeroDataRetention && !team.zeroDataRetention)
    return sendJson(res, 403, { success: false, error: MESSAGES.zdrNotEnabled });
  const url = normalizeUrl(parsed.data.url);
  // Options set in the request win over those the prompt gives.
  const { url: _u, ...derived } = parsed.data.prompt ? previewOptions(url, parsed.data.prompt) : {};
  const request: CrawlBody = { ...derived, ...parsed.data, url };
  const crawl = newCrawl(team.id, url);
  ctx.state.crawls.set(crawl.id, crawl);
  const { scrapeOptions, webhook: _w, prompt: _p, origin: _o, integration: _i, url: _url, ...crawlerOptions } = request;
  team.crawls.push({
    id: crawl.id,
    teamId: team.id,
    url,
    created_at: new Date(crawl.createdAt).toISOString(),
    options: { ...crawlerOptions, scrapeOptions: scrapeOptions ?? {} },
  });
  void runCrawl(ctx, team, crawl, request);
  sendJson(res, 200, { success: true, id: crawl.id, url: `${ctx.baseUrl}/v2/crawl/${crawl.id}` });
}

function preview(_ctx: ServerContext, _team: Team, body: RouteBody, res: ServerResponse) {
  const parsed = previewBody.safeParse(body.value);
  if (!parsed.success) {
    const error = `Invalid request parameters: ${parsed.error.issues.map((i) => i.message).join(', ')}`;
    return sendJson(res, 400, { success: false, code: 'BAD_REQUEST', error });
  }
  sendJson(res, 200, { success: true, data: previewOptions(parsed.data.url, parsed.data.prompt) });
}

function status(ctx: ServerContext, team: Team, _body: RouteBody, res: ServerResponse, url: URL) {
  const crawl = findCrawl(ctx, team, crawlId(url));
  if (!crawl) return jobNotFound(res);
  const skip = url.searchParams.get('skip') ?? '0';
  if (!/^\d+$/.test(skip))
    return sendJson(res, 400, {
      success: false,
      error: 'Invalid pagination: skip must be a non-negative integer without trailing characters',
    });
  sendJson(res, 200, crawlStatusBody(ctx, crawl, Number(skip)));
}

function cancel(ctx: ServerContext, team: Team, _body: RouteBody, res: ServerResponse, url: URL) {
  const crawl = findCrawl(ctx, team, crawlId(url));
  if (!crawl) return sendJson(res, 404, { error: 'Job not found' });
  if (statusOf(crawl) === 'completed') return sendJson(res, 409, { error: 'Crawl is already completed' });
  crawl.cancelled = true;
  team.crawls = team.crawls.filter((c) => c.id !== crawl.id);
  sendJson(res, 200, { status: 'cancelled' });
}

function errors(ctx: ServerContext, team: Team, _body: RouteBody, res: ServerResponse, url: URL) {
  const id = crawlId(url);
  const crawl = ctx.state.crawls.get(id) ?? seededCrawl(ctx, team, id);
  if (!crawl) return jobNotFound(res);
  if (crawl.teamId !== team.id) return sendJson(res, 403, { success: false, error: 'Forbidden' });
  sendJson(res, 200, { errors: crawl.errors, robotsBlocked: crawl.robotsBlocked });
}

async function map(ctx: ServerContext, _team: Team, body: RouteBody, res: ServerResponse) {
  const parsed = mapBody.safeParse(body.value);
  if (!parsed.success) return sendJson(res, 400, validationBody(parsed.error.issues, 'v2'));
  sendJson(res, 200, await answerMap(ctx, parsed.data));
}
