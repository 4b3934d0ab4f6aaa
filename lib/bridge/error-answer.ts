import { errorData } from '@/lib/api/api-error';
import type { ApiErrorData, ApiErrorKind } from '@/lib/api/api-error-schema';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';

/** `{success:false, code?, error, details?}` with its status: the service's error body. */
export function failure(status: number, error: string, code?: string, details?: unknown): BridgeAnswer {
  return {
    status,
    body: { success: false, ...(code !== undefined && { code }), error, ...(details !== undefined && { details }) },
  };
}

/** Codes of the bridge's own refusals: what the local engine cannot do, with forwarding off. */
export const BRIDGE_CODES = {
  /** Options the local engine cannot honour (JSON extraction, a prompt, a webhook…): 403. */
  forwardingNotAllowed: 'FORWARDING_NOT_ALLOWED',
  /** An endpoint only the service serves (search, extract, agent…): 501. */
  notServedLocally: 'NOT_SERVED_LOCALLY',
} as const;

/**
 * The one table from the extension's error kinds to the service's statuses and codes (api-notes:
 * Errors). A code the error carries itself (the service's, through forwarding) wins. The key's
 * own failures (no key, a refused key) are 403, never 401: a client reads 401 as its bridge token.
 */
export const KIND_ANSWER: Record<ApiErrorKind, { status: number; code?: string }> = {
  'invalid-request': { status: 400, code: 'BAD_REQUEST' },
  'unknown-option': { status: 400, code: 'BAD_REQUEST' },
  'bad-request': { status: 400, code: 'BAD_REQUEST' },
  'no-key': { status: 403 },
  unauthorized: { status: 403 },
  'payment-required': { status: 402 },
  forbidden: { status: 403 },
  'not-found': { status: 404 },
  timeout: { status: 408, code: 'SCRAPE_TIMEOUT' },
  'too-large': { status: 413 },
  'rate-limited': { status: 429 },
  server: { status: 500, code: 'UNKNOWN_ERROR' },
  'scrape-failed': { status: 500, code: 'SCRAPE_ALL_ENGINES_FAILED' },
  network: { status: 502 },
  'bad-response': { status: 500, code: 'UNKNOWN_ERROR' },
  aborted: { status: 409 },
};

/** Kinds whose details name the fields at fault: the only details an answer carries. */
const WITH_DETAILS = new Set<ApiErrorKind>(['invalid-request', 'unknown-option', 'bad-request']);

/** An error kept as data (a job's, or one a dependency threw) as the service's error answer. */
export function errorAnswer(error: ApiErrorData): BridgeAnswer {
  const { status, code } = KIND_ANSWER[error.kind];
  const answer = failure(
    status,
    error.message,
    error.code ?? code,
    WITH_DETAILS.has(error.kind) ? error.details : undefined,
  );
  if (error.retryAfterMs !== undefined)
    Object.assign(answer.body as object, { retry_after_seconds: Math.ceil(error.retryAfterMs / 1000) });
  return answer;
}

/** Anything thrown while answering: an ApiError by its kind, anything else as an internal failure. */
export const thrownAnswer = (error: unknown): BridgeAnswer => errorAnswer(errorData(error));
