import { cancelledError } from '@/lib/api/cancellation';
import { backoffDelayMs, requestedDelayMs, sleep } from '@/lib/api/retry-delay';
import { t } from '@/lib/i18n/t';
import { modelError, timeoutError } from '@/lib/model/model-errors';
import { endpointHost } from '@/lib/model/endpoint/endpoint-url';

export interface EndpointCall {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  key?: string;
  signal?: AbortSignal;
  /** Per attempt. */
  timeoutMs: number;
  onProgress?(message: string): void;
}

export interface EndpointAnswer {
  status: number;
  text: string;
  body: unknown;
}

/** Tries after a 429 or a 5xx that says "busy"; a server asking for a longer wait than the cap is not waited for. */
const RETRIES = 3;
const MOST_WAIT_MS = 60_000;
const BUSY = new Set([429, 502, 503, 504]);

/**
 * One request to the endpoint with the key (when set), a deadline and the caller's cancel; retries
 * "busy" answers, honouring Retry-After. Refused keys and unreachable servers become ApiErrors;
 * other answers come back for the caller to read.
 */
export async function endpointFetch(call: EndpointCall): Promise<EndpointAnswer> {
  const host = endpointHost(call.url);
  for (let attempt = 1; ; attempt++) {
    const answer = await attemptOnce(call);
    if (answer.status === 401 || answer.status === 403)
      throw modelError('unauthorized', 'MODEL_KEY_REFUSED', t('model_keyRefused', host, answer.status), {
        status: answer.status,
        serverMessage: serverWords(answer),
      });
    if (!BUSY.has(answer.status)) return answer;
    const asked = requestedDelayMs({ retryAfterHeader: answer.retryAfter });
    const delay = asked ?? backoffDelayMs(attempt, 1000, 8000);
    if (attempt > RETRIES || delay > MOST_WAIT_MS) throw busyError(answer, host, attempt, asked);
    call.onProgress?.(t('model_progressRetry', Math.ceil(delay / 1000)));
    await sleep(delay, call.signal).catch(() => {
      throw cancelledError();
    });
  }
}

function busyError(
  answer: EndpointAnswer & { retryAfter: string | null },
  host: string,
  tries: number,
  asked?: number,
) {
  const init = { status: answer.status, retryable: true, retryAfterMs: asked, serverMessage: serverWords(answer) };
  return answer.status === 429
    ? modelError('rate-limited', 'MODEL_RATE_LIMITED', t('model_rateLimited', host, tries), init)
    : modelError('server', 'MODEL_SERVER', t('model_serverError', host, answer.status), init);
}

class Deadline extends Error {}

async function attemptOnce(call: EndpointCall): Promise<EndpointAnswer & { retryAfter: string | null }> {
  if (call.signal?.aborted) throw cancelledError();
  const controller = new AbortController();
  const onAbort = () => controller.abort(call.signal?.reason);
  call.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new Deadline()), call.timeoutMs);
  const failed = (error: unknown) => {
    if (call.signal?.aborted) return cancelledError();
    if (controller.signal.reason instanceof Deadline) return timeoutError(call.timeoutMs);
    return modelError('network', 'MODEL_UNREACHABLE', t('model_unreachable', new URL(call.url).origin), {
      retryable: true,
      cause: error,
    });
  };
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (call.key) headers.Authorization = `Bearer ${call.key}`;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    // credentials: 'omit': the key is the only credential; cookies for the host never go along.
    const response = await fetch(call.url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: controller.signal,
      credentials: 'omit',
    }).catch((error: unknown) => {
      throw failed(error);
    });
    const text = await response.text().catch((error: unknown) => {
      throw failed(error);
    });
    return { status: response.status, text, body: parseBody(text), retryAfter: response.headers.get('Retry-After') };
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onAbort);
  }
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

/** The server's own words about an error (OpenAI: error.message; others: error or message). */
export function serverWords(answer: EndpointAnswer): string {
  const body = answer.body;
  if (body && typeof body === 'object') {
    const { error, message, detail } = body as { error?: unknown; message?: unknown; detail?: unknown };
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
      return (error as { message: string }).message;
    for (const words of [error, message, detail]) if (typeof words === 'string') return words;
  }
  return answer.text.slice(0, 300);
}
