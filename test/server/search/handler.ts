import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { issueAsset } from '../assets';
import { pageRequest } from '../crawl/page-request';
import { sendJson } from '../http-util';
import { MESSAGES } from '../messages';
import { findRoute, type RouteBody, type RouteTable } from '../route-table';
import { answerScrape } from '../scrape/handler';
import { SCRAPE_FORMATS } from '../scrape/schema';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { validationBody } from '../validation';
import { findPages, type IndexedPage } from './corpus';
import { v1SearchBody, v2SearchBody, type V2SearchBody } from './request-schemas';

// POST /v2/search and /v1/search, as the service answers them (its search/execute.ts): results
// found in the fixture index (corpus.ts) by the query's words; includeDomains / excludeDomains by
// host; a category keeps only pages of its kind (none here is on GitHub, a paper or a PDF); each
// source (web, news, images) cut to `limit` on its own. With scrape formats every web and news
// result is scraped through the scrape pipeline and merged in place; a page that fails keeps its
// title and description and says why in its metadata. Credits: 2 per 10 results, plus each scrape's.
const PATHS: RouteTable = [
  [/^\/v2\/search$/, { POST: v2Search }],
  [/^\/v1\/search$/, { POST: v1Search }],
];

export const searchRoute = (method: string | undefined, pathname: string) => findRoute(PATHS, method, pathname);

type Item = Record<string, unknown> & { url: string };
const refuse = (res: ServerResponse, error: string) => sendJson(res, 403, { success: false, error });

function policy(team: Team, body: { threatProtection?: unknown; enterprise?: string[] }): string | undefined {
  if (body.threatProtection && !team.threatProtection.enabled) return MESSAGES.threatNotEnabled;
  if (body.enterprise?.includes('zdr') && !team.zeroDataRetention) return MESSAGES.zdrNotEnabled;
  return undefined;
}

const host = (page: IndexedPage, domain: string) => page.host === domain || page.host.endsWith(`.${domain}`);

function found(body: Pick<V2SearchBody, 'query' | 'includeDomains' | 'excludeDomains' | 'categories'>): IndexedPage[] {
  if (body.categories?.length) return [];
  return findPages(body.query).filter(
    (page) =>
      (!body.includeDomains?.length || body.includeDomains.some((d) => host(page, d))) &&
      !body.excludeDomains?.some((d) => host(page, d)),
  );
}

/** Each item with its page merged in place, read with these v1-spelled options; a failure said in its metadata. */
async function scraped(
  ctx: ServerContext,
  team: Team,
  items: Item[],
  request: (url: string) => Record<string, unknown>,
  keepLinks: boolean,
) {
  let credits = 0;
  const merged = await Promise.all(
    items.map(async (item) => {
      const answer = await answerScrape(ctx, team, request(item.url));
      if (answer.status !== 200 || !answer.body.data)
        return {
          ...item,
          metadata: { statusCode: answer.status, error: String(answer.body.error ?? ''), proxyUsed: 'basic' },
        };
      const data = { ...(answer.body.data as Record<string, unknown>) };
      if (!keepLinks) delete data.links;
      credits++;
      return { ...item, ...data };
    }),
  );
  return { merged, credits };
}

async function v2Search(ctx: ServerContext, team: Team, body: RouteBody, res: ServerResponse) {
  const parsed = v2SearchBody.safeParse(body.value);
  if (!parsed.success) return sendJson(res, 400, validationBody(parsed.error.issues, 'v2'));
  const request = parsed.data;
  const refusal = policy(team, request);
  if (refusal) return refuse(res, refusal);
  const limit = request.limit ?? 10;
  const pages = found(request);
  const sources = new Set((request.sources ?? ['web']).map((s) => (typeof s === 'string' ? s : s.type)));
  const data: Record<string, Item[]> = {};
  if (sources.has('web'))
    data.web = pages
      .slice(0, limit)
      .map((p, i) => ({ title: p.title, description: p.description, url: p.url, position: i + 1 }));
  if (sources.has('news'))
    data.news = pages
      .filter((p) => p.date)
      .slice(0, limit)
      .map((p, i) => ({ title: p.title, snippet: p.description, url: p.url, date: p.date!, position: i + 1 }));
  if (sources.has('images'))
    data.images = pages.slice(0, limit).map((p, i) => ({
      title: p.title,
      imageUrl: issueAsset(ctx, 'png'),
      imageWidth: 1,
      imageHeight: 1,
      url: p.url,
      position: i + 1,
    }));
  const total = Object.values(data).reduce((n, list) => n + list.length, 0);
  let credits = Math.ceil(total / 10) * 2;
  if (request.scrapeOptions?.formats?.length) {
    const { keepLinks } = pageRequest('https://x.example/', request.scrapeOptions);
    const ask = (url: string) => pageRequest(url, request.scrapeOptions).body;
    for (const kind of ['web', 'news'] as const) {
      if (!data[kind]) continue;
      const done = await scraped(ctx, team, data[kind], ask, keepLinks);
      data[kind] = done.merged;
      credits += done.credits;
    }
  }
  sendJson(res, 200, { success: true, data, creditsUsed: credits, id: randomUUID() });
}

async function v1Search(ctx: ServerContext, team: Team, body: RouteBody, res: ServerResponse) {
  const parsed = v1SearchBody.safeParse(body.value);
  if (!parsed.success) return sendJson(res, 400, validationBody(parsed.error.issues, 'v1'));
  const request = parsed.data;
  const refusal = policy(team, request);
  if (refusal) return refuse(res, refusal);
  const items: Item[] = found({ query: request.query })
    .slice(0, request.limit ?? 5)
    .map((p) => ({ url: p.url, title: p.title, description: p.description }));
  if (!items.length)
    return sendJson(res, 200, { success: true, data: [], warning: 'No search results found', id: randomUUID() });
  const { formats = [], ...options } = request.scrapeOptions ?? {};
  const v1Formats = formats
    .map((f) => (f === 'extract' ? 'json' : f))
    .filter((f) => (SCRAPE_FORMATS as readonly string[]).includes(f));
  if (!v1Formats.length) return sendJson(res, 200, { success: true, data: items, id: randomUUID() });
  const { merged } = await scraped(ctx, team, items, (url) => ({ ...options, formats: v1Formats, url }), true);
  sendJson(res, 200, { success: true, data: merged, id: randomUUID() });
}
