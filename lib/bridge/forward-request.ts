import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { multipartBodySchema, type BridgeAnswer, type BridgeRequest } from '@/lib/bridge/bridge-request-schema';
import { fromBase64 } from '@/lib/bridge/multipart';

/** What a forward needs, read by the background (forward-settings.ts) and faked in tests. */
export interface ForwardConfig {
  /** The user's `bridgeForwarding` setting. */
  allowed: boolean;
  baseUrl: string;
  /** Sent to the service only: never in an answer. */
  apiKey: string;
  fetch: typeof fetch;
}

/** Past this the host has answered the client 504 already. */
const FORWARD_TIMEOUT_MS = 10 * 60_000;

/**
 * The service's answer to a relayed request, sent with the stored key; undefined when the user has
 * not allowed forwarding. The service's 401 (its key refused) becomes 403: a client reads 401 as
 * a wrong bridge token.
 */
export async function forwardRequest(request: BridgeRequest, cfg: ForwardConfig): Promise<BridgeAnswer | undefined> {
  if (!cfg.allowed) return undefined;
  if (!cfg.apiKey) throw new ApiError({ kind: 'no-key', message: t('bridge_forwardNoKey') });
  const url = serviceUrl(cfg.baseUrl, request);
  const payload = bodyOf(request);
  let response: Response;
  try {
    // credentials: 'omit': the key is the only credential, never the browser's cookies.
    response = await cfg.fetch(url, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${cfg.apiKey}`,
        Accept: 'application/json',
        ...(payload && { 'Content-Type': payload.contentType }),
      },
      body: payload?.body,
      credentials: 'omit',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError({ kind: 'network', message: t('api_unreachable', url.origin), cause: error });
  }
  // As the client's transport: an answer from another origin is not the service the user chose.
  if (response.redirected && response.url && new URL(response.url).origin !== url.origin) {
    void response.body?.cancel().catch(() => undefined);
    throw new ApiError({
      kind: 'bad-response',
      message: t('api_redirectRefused', url.origin, new URL(response.url).origin),
    });
  }
  const body = readJson(await response.text());
  if (body === undefined)
    throw new ApiError({ kind: 'bad-response', message: t('bridge_forwardNotJson', response.status) });
  if (response.status !== 401) return { status: response.status, body };
  const said =
    typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : String(response.status);
  return { status: 403, body: { success: false, error: t('bridge_forwardKeyRefused', said) } };
}

/** The same path and query on the user's base URL (which may carry a path of its own). */
export function serviceUrl(baseUrl: string, request: Pick<BridgeRequest, 'path' | 'query'>): URL {
  const url = new URL(request.path.replace(/^\/+/, ''), baseUrl.replace(/\/+$/, '') + '/');
  for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
  return url;
}

/** A JSON body as JSON; a multipart one rebuilt from its base64 with its own boundary. */
export function bodyOf(
  request: Pick<BridgeRequest, 'method' | 'body'>,
): { body: BodyInit; contentType: string } | undefined {
  if (request.body === undefined || request.method === 'GET' || request.method === 'DELETE') return undefined;
  const multipart = multipartBodySchema.safeParse(request.body);
  if (!multipart.success) return { body: JSON.stringify(request.body), contentType: 'application/json' };
  const bytes = fromBase64(multipart.data.base64);
  if (!bytes) throw new ApiError({ kind: 'invalid-request', message: t('bridge_multipartInvalid') });
  return { body: new Blob([bytes as Uint8Array<ArrayBuffer>]), contentType: multipart.data.contentType };
}

function readJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
