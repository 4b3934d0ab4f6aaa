import { errorData } from '@/lib/api/api-error';
import type { ApiErrorData, ApiErrorKind } from '@/lib/api/api-error-schema';
import type { BridgeAnswer } from '@/lib/bridge/bridge-request-schema';
import {
  NO_SITE_ACCESS,
  PAGE_NOT_SERVED,
  SITE_BLOCKED,
  SITE_NOT_ALLOWED,
} from '@/lib/permissions/program-refusal-codes';

/** `{success:false, code, error, details?}` with its status: the service's error body, always with a code. */
export function failure(status: number, error: string, code: string, details?: unknown): BridgeAnswer {
  return { status, body: { success: false, code, error, ...(details !== undefined && { details }) } };
}

/**
 * Codes of the bridge's own refusals. Each refusal carries a stable code, so a client's SDK reports
 * it rather than its HTTP library's fallback (axios's ERR_BAD_REQUEST), and a sentence saying what
 * would make the request work.
 */
export const BRIDGE_CODES = {
  /** Options the local engine cannot honour (JSON extraction, a prompt, a webhook…): 403. */
  forwardingNotAllowed: 'FORWARDING_NOT_ALLOWED',
  /** An endpoint only the service serves (extract, agent, monitors…): 501. */
  notServedLocally: 'NOT_SERVED_LOCALLY',
  /** A site the user blocked for programs: 403. */
  siteBlocked: SITE_BLOCKED,
  /** The user answered "Block" when the program asked: 403. */
  siteRefused: SITE_NOT_ALLOWED,
  /** A browser page, an extension page or a local file, never served to programs: 403. */
  pageNeverServed: PAGE_NOT_SERVED,
  /** A site the browser does not let the extension read: 403. */
  noSiteAccess: NO_SITE_ACCESS,
  /** No batch or crawl of that id in this browser's History: 404. */
  jobNotFound: 'JOB_NOT_FOUND',
  /** No such endpoint: 404. */
  notFound: 'NOT_FOUND',
  /** A cancel of a job already over: 409. */
  alreadyFinished: 'JOB_ALREADY_FINISHED',
  /** The service's discovery sources (firecrawl-mcp's alexandria), which no browser has: 403. */
  discoveryNotEnabled: 'DISCOVERY_NOT_ENABLED',
} as const;

/**
 * The one table from the extension's error kinds to the service's statuses and codes (api-notes:
 * Errors). A code the error carries itself (the service's, through forwarding, or a refusal's own)
 * wins; every kind has one, so no answer goes without. The key's own failures (no key, a refused
 * key) are 403, never 401: a client reads 401 as its bridge token.
 */
export const KIND_ANSWER: Record<ApiErrorKind, { status: number; code: string }> = {
  'invalid-request': { status: 400, code: 'BAD_REQUEST' },
  'unknown-option': { status: 400, code: 'BAD_REQUEST' },
  'bad-request': { status: 400, code: 'BAD_REQUEST' },
  'no-key': { status: 403, code: 'NO_API_KEY' },
  unauthorized: { status: 403, code: 'API_KEY_REFUSED' },
  'payment-required': { status: 402, code: 'PAYMENT_REQUIRED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  'not-found': { status: 404, code: 'NOT_FOUND' },
  timeout: { status: 408, code: 'SCRAPE_TIMEOUT' },
  'too-large': { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  'rate-limited': { status: 429, code: 'RATE_LIMIT_EXCEEDED' },
  server: { status: 500, code: 'UNKNOWN_ERROR' },
  'scrape-failed': { status: 500, code: 'SCRAPE_ALL_ENGINES_FAILED' },
  network: { status: 502, code: 'NETWORK_ERROR' },
  'bad-response': { status: 500, code: 'UNKNOWN_ERROR' },
  aborted: { status: 409, code: 'CANCELLED' },
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
