import type { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { errorFromResponse } from '@/lib/api/error-from-response';
import { backoffDelayMs, sleep } from '@/lib/api/retry-delay';
import type { RetryNotice, RetryPolicy } from '@/lib/api/retry-policy';
import { t } from '@/lib/i18n/t';
import { cancelledError } from '@/lib/api/cancellation';

/** What a caller may pass to any call: cancel it, and hear of each wait before another try. */
export interface CallOptions {
  signal?: AbortSignal;
  onRetry?: (notice: RetryNotice) => void;
}

export interface TransportConfig {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  retry: RetryPolicy;
}

export interface CallSpec<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  /** Built per attempt: a body stream cannot be sent twice. */
  body?: () => { body: BodyInit; contentType?: string };
  /** Per attempt: the request's own timeout plus a margin. */
  deadlineMs: number;
  schema: z.ZodType<T>;
  /**
   * A 200 whose `success` is false is the answer, not a failure: an interact run whose code failed
   * or ran out of time answers so, with its output.
   */
  unsuccessfulIsAnswer?: boolean;
  signal?: AbortSignal;
  onRetry?: (notice: RetryNotice) => void;
}

class DeadlineExceeded extends Error {}

/** One API call: auth, deadline, success check, validation, bounded retries. */
export async function call<T>(cfg: TransportConfig, spec: CallSpec<T>): Promise<T> {
  const url = new URL(spec.path, cfg.baseUrl.replace(/\/+$/, '') + '/');
  for (const [k, v] of Object.entries(spec.query ?? {})) url.searchParams.set(k, v);
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce(cfg, spec, url);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.retryable || attempt >= cfg.retry.maxAttempts) throw error;
      const delay = error.retryAfterMs ?? backoffDelayMs(attempt, cfg.retry.baseDelayMs, cfg.retry.maxDelayMs);
      if (waited + delay > cfg.retry.maxTotalWaitMs) throw error;
      spec.onRetry?.({ attempt, delayMs: delay, reason: error.message });
      waited += delay;
      await sleep(delay, spec.signal).catch(() => {
        throw cancelledError();
      });
    }
  }
}

async function attemptOnce<T>(cfg: TransportConfig, spec: CallSpec<T>, url: URL): Promise<T> {
  if (spec.signal?.aborted) throw cancelledError();
  const controller = new AbortController();
  const onAbort = () => controller.abort(spec.signal?.reason);
  spec.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new DeadlineExceeded()), spec.deadlineMs);
  try {
    const payload = spec.body?.();
    const headers: Record<string, string> = { Authorization: `Bearer ${cfg.apiKey}`, Accept: 'application/json' };
    if (payload?.contentType) headers['Content-Type'] = payload.contentType;
    let response: Response;
    try {
      // credentials: 'omit': the key is the only credential; the browser's cookies for the
      // service's host (or a page on the same host) never go with a request.
      response = await cfg.fetch(url, {
        method: spec.method,
        headers,
        body: payload?.body,
        signal: controller.signal,
        credentials: 'omit',
      });
    } catch (error) {
      throw transportFailure(error, controller.signal, url, spec.deadlineMs);
    }
    refuseOtherOrigin(response, url);
    const text = await response.text().catch((error: unknown) => {
      throw transportFailure(error, controller.signal, url, spec.deadlineMs);
    });
    return interpret(response, text, spec);
  } finally {
    clearTimeout(timer);
    spec.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Only the base URL's origin answers. fetch follows redirects (a same-origin one, such as a
 * trailing-slash fix, is harmless), and the browser drops the key on the way elsewhere, but an
 * answer from another origin is not the service the user chose: it is refused, never shown.
 */
function refuseOtherOrigin(response: Response, url: URL): void {
  if (!response.redirected || !response.url) return;
  const landed = new URL(response.url).origin;
  if (landed === url.origin) return;
  void response.body?.cancel().catch(() => undefined);
  throw new ApiError({
    kind: 'bad-response',
    message: t('api_redirectRefused', url.origin, landed),
    details: { redirectedTo: landed },
  });
}

function interpret<T>(response: Response, text: string, { schema, unsuccessfulIsAnswer }: CallSpec<T>): T {
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    if (response.ok) throw badResponse(t('api_answerNotJson', text.slice(0, 80)));
  }
  const retryAfterHeader = response.headers.get('Retry-After');
  if (!response.ok) throw errorFromResponse({ status: response.status, body, retryAfterHeader });
  if (!unsuccessfulIsAnswer && body && typeof body === 'object' && (body as { success?: unknown }).success === false) {
    throw errorFromResponse({ status: response.status, body, retryAfterHeader });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw badResponse(
      `${first?.path.join('.') || t('api_wholeAnswer')}: ${first?.message ?? t('api_unexpectedShape')}`,
      parsed.error.issues,
    );
  }
  return parsed.data;
}

function transportFailure(error: unknown, signal: AbortSignal, url: URL, deadlineMs: number): ApiError {
  if (signal.aborted) {
    if (signal.reason instanceof DeadlineExceeded) {
      return new ApiError({
        kind: 'timeout',
        message: t('api_timeout', Math.round(deadlineMs / 1000)),
      });
    }
    return cancelledError();
  }
  return new ApiError({
    kind: 'network',
    message: t('api_unreachable', url.origin),
    retryable: true,
    cause: error,
  });
}

const badResponse = (what: string, details?: unknown) =>
  new ApiError({
    kind: 'bad-response',
    message: t('api_badShape', what),
    details,
  });
