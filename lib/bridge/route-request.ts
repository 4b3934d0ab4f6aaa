import { t } from '@/lib/i18n/t';
import type { BatchFamily } from '@/lib/bridge/batch-status';
import { batchStartRoute } from '@/lib/bridge/batch-route';
import type { BridgeDeps } from '@/lib/bridge/bridge-deps';
import { bridgeRequestSchema, type BridgeAnswer, type BridgeRequestInput } from '@/lib/bridge/bridge-request-schema';
import { clientName } from '@/lib/bridge/client-name';
import { crawlStartRoute, crawlTimes } from '@/lib/bridge/crawl-route';
import { BRIDGE_CODES, failure, thrownAnswer } from '@/lib/bridge/error-answer';
import { cancelRoute, errorsRoute, statusRoute, type IdRoute } from '@/lib/bridge/family-routes';
import { mapRoute } from '@/lib/bridge/map-route';
import { parseRoute } from '@/lib/bridge/parse-route';
import { forwarded, type BridgeClient, type RouteContext } from '@/lib/bridge/route-context';
import { scrapeRoute } from '@/lib/bridge/scrape-route';
import { searchRoute } from '@/lib/bridge/search-route';
import {
  createSessionRoute,
  deleteSessionRoute,
  executeRoute,
  listSessionsRoute,
  scrapeInteractRoute,
  stopScrapeInteractRoute,
} from '@/lib/bridge/interact-route';
import type { ApiVersion } from '@/lib/bridge/service-wording';

export type { BridgeDeps } from '@/lib/bridge/bridge-deps';
export type { BridgeClient } from '@/lib/bridge/route-context';

// The router of the browser's Firecrawl-compatible API: one relayed request in, the service's
// answer out. It holds no state and touches no browser API: every job, read and forward goes
// through the injected BridgeDeps.

type Handler = (ctx: RouteContext, params: string[]) => Promise<BridgeAnswer>;

const BATCH: BatchFamily = { path: 'batch/scrape', crawl: false };
const CRAWL: BatchFamily = { path: 'crawl', crawl: true };

const byId =
  (route: IdRoute): Handler =>
  (ctx, [id]) =>
    route(ctx, decodeURIComponent(id ?? ''));

/** What the browser serves itself, v1 and v2 alike (the version is the path's first part). */
const LOCAL_ROUTES: { method: string; path: RegExp; handle: Handler }[] = [
  { method: 'POST', path: /^\/v[12]\/scrape$/, handle: scrapeRoute },
  { method: 'POST', path: /^\/v[12]\/batch\/scrape$/, handle: batchStartRoute },
  { method: 'GET', path: /^\/v[12]\/batch\/scrape\/([^/]+)$/, handle: byId(statusRoute(BATCH)) },
  { method: 'GET', path: /^\/v[12]\/batch\/scrape\/([^/]+)\/errors$/, handle: byId(errorsRoute(BATCH)) },
  { method: 'DELETE', path: /^\/v[12]\/batch\/scrape\/([^/]+)$/, handle: byId(cancelRoute(BATCH)) },
  { method: 'POST', path: /^\/v[12]\/crawl$/, handle: crawlStartRoute },
  { method: 'GET', path: /^\/v[12]\/crawl\/([^/]+)$/, handle: byId(statusRoute(CRAWL, crawlTimes)) },
  { method: 'GET', path: /^\/v[12]\/crawl\/([^/]+)\/errors$/, handle: byId(errorsRoute(CRAWL)) },
  { method: 'DELETE', path: /^\/v[12]\/crawl\/([^/]+)$/, handle: byId(cancelRoute(CRAWL)) },
  { method: 'POST', path: /^\/v[12]\/map$/, handle: mapRoute },
  { method: 'POST', path: /^\/v2\/parse$/, handle: parseRoute },
  { method: 'POST', path: /^\/v[12]\/search$/, handle: searchRoute },
  // Interact in the user's own tab; /v2/browser is the SDK's spelling of /v2/interact.
  { method: 'POST', path: /^\/v2\/scrape\/([^/]+)\/interact$/, handle: byId(scrapeInteractRoute) },
  { method: 'DELETE', path: /^\/v2\/scrape\/([^/]+)\/interact$/, handle: byId(stopScrapeInteractRoute) },
  { method: 'POST', path: /^\/v2\/(?:interact|browser)$/, handle: createSessionRoute },
  { method: 'GET', path: /^\/v2\/(?:interact|browser)$/, handle: listSessionsRoute },
  { method: 'POST', path: /^\/v2\/(?:interact|browser)\/([^/]+)\/execute$/, handle: byId(executeRoute) },
  { method: 'DELETE', path: /^\/v2\/(?:interact|browser)\/([^/]+)$/, handle: byId(deleteSessionRoute) },
];

/**
 * The documents' endpoints that only the service serves (a model, its own accounts and jobs, a
 * search's feedback and indexes; a search itself is the browser's, search-route.ts): forwarded
 * when the user allows it, else 501 naming the endpoint. Matched before the local routes, so
 * `crawl/active` is never read as a crawl's id.
 */
const SERVICE_ONLY = [
  /^\/v[12]\/(?:search\/.+|extract|deep-research|llmstxt|agent|monitor|team|support|feedback)(?:\/.*)?$/,
  /^\/v[12]\/crawl\/(?:active|params-preview)$/,
  /^\/v2\/scrape\/[^/]+$/,
  // A session's replay is the service's recording; the sessions themselves are served here.
  /^\/v2\/(?:interact|browser)\/[^/]+\/replay(?:\/.*)?$/,
];

/** The bridge's own address, as the client reached it (the host has checked that Host is the loopback's). */
const baseOf = (headers: Record<string, string>) =>
  `http://${/^[\w.-]+(?::\d+)?$|^\[[\d:a-f.]+\](?::\d+)?$/i.test(headers.host ?? '') ? headers.host : '127.0.0.1'}`;

/**
 * Answers one relayed request as the service would: its routes, v1 and v2 shapes, validation and
 * error bodies. `client.name` marks the jobs in History (from the user agent when not given);
 * `client.signal` aborts the waiting when the client has gone.
 */
export async function routeRequest(
  input: BridgeRequestInput,
  deps: BridgeDeps,
  client: Partial<BridgeClient> = {},
): Promise<BridgeAnswer> {
  const parsed = bridgeRequestSchema.safeParse(input);
  if (!parsed.success) return failure(400, t('bridge_requestInvalid'), 'BAD_REQUEST');
  // A trailing slash names the same route, as on the service.
  const request = { ...parsed.data, path: parsed.data.path.replace(/(.)\/+$/, '$1') };
  const endpoint = `${request.method} ${request.path}`;
  const version = /^\/(v[12])\//.exec(request.path)?.[1] as ApiVersion | undefined;
  if (!version) return failure(404, t('bridge_notFound', endpoint));
  const ctx: RouteContext = {
    request,
    deps,
    client: { name: client.name ?? clientName(request.headers, request.body), signal: client.signal },
    version,
    base: baseOf(request.headers),
  };
  try {
    if (SERVICE_ONLY.some((path) => path.test(request.path)))
      return (
        (await forwarded(ctx)) ??
        failure(501, t('bridge_endpointNeedsService', endpoint), BRIDGE_CODES.notServedLocally)
      );
    for (const route of LOCAL_ROUTES) {
      const match = route.method === request.method ? route.path.exec(request.path) : null;
      if (match) return await route.handle(ctx, match.slice(1));
    }
    return failure(404, t('bridge_notFound', endpoint));
  } catch (error) {
    return thrownAnswer(error);
  }
}
