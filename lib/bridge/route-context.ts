import { t } from '@/lib/i18n/t';
import type { BridgeDeps } from '@/lib/bridge/bridge-deps';
import type { BridgeAnswer, BridgeRequest } from '@/lib/bridge/bridge-request-schema';
import { BRIDGE_CODES, failure } from '@/lib/bridge/error-answer';
import type { ApiVersion } from '@/lib/bridge/service-wording';

/** Who is asking: the client's short name (client-name.ts), and a signal that aborts when it has gone. */
export interface BridgeClient {
  name: string;
  signal?: AbortSignal;
}

/** One request on its way through the router. */
export interface RouteContext {
  request: BridgeRequest;
  deps: BridgeDeps;
  client: BridgeClient;
  version: ApiVersion;
  /** The bridge's own address (`http://127.0.0.1:PORT`, from the request's Host): what `url` and `next` point at. */
  base: string;
}

/** Headers the service may see; the client's Authorization (the bridge token) and the connection's stay here. */
const FORWARDED_HEADERS = ['content-type', 'accept', 'user-agent'];

/**
 * The service's answer, when the user allows forwarding. Its status addresses (`url`, `next`) are
 * moved onto the bridge, so the client keeps asking the bridge, which forwards again.
 */
export async function forwarded(ctx: RouteContext): Promise<BridgeAnswer | undefined> {
  const headers = Object.fromEntries(
    Object.entries(ctx.request.headers).filter(([name]) => FORWARDED_HEADERS.includes(name)),
  );
  const answer = await ctx.deps.forward({ ...ctx.request, headers });
  if (!answer || typeof answer.body !== 'object' || answer.body === null || Array.isArray(answer.body)) return answer;
  const body = { ...(answer.body as Record<string, unknown>) };
  for (const field of ['url', 'next'] as const) {
    const address = body[field];
    if (typeof address === 'string') body[field] = onBridge(address, ctx.base);
  }
  return { ...answer, body };
}

/** A service address of the API (`…/v2/crawl/ID?skip=10`) as the same address on the bridge; others unchanged. */
export function onBridge(address: string, base: string): string {
  try {
    const url = new URL(address);
    const at = url.pathname.search(/\/v[12]\//);
    return at < 0 ? address : `${base}${url.pathname.slice(at)}${url.search}`;
  } catch {
    return address;
  }
}

/** Forwarded when allowed, else the 403 naming the options only the service can do. */
export async function forwardOrRefuse(ctx: RouteContext, needs: string[]): Promise<BridgeAnswer> {
  return (
    (await forwarded(ctx)) ??
    failure(403, t('bridge_needsService', needs.join(', ')), BRIDGE_CODES.forwardingNotAllowed)
  );
}

/**
 * Runs `work` with a signal that aborts when the client goes or after `ms`; undefined when the time
 * ran out first. The timer is cleared as soon as the work ends.
 */
export async function withDeadline<T>(
  ctx: RouteContext,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<{ value: T } | undefined> {
  const time = new AbortController();
  const timer = setTimeout(() => time.abort(), ms);
  const signal = ctx.client.signal ? AbortSignal.any([ctx.client.signal, time.signal]) : time.signal;
  try {
    return { value: await work(signal) };
  } catch (error) {
    if (time.signal.aborted) return undefined;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
