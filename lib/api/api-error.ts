import { z } from 'zod';
import { t } from '../i18n/t';

/** What went wrong, in terms a view can act on (which button to show, whether to retry). */
export const API_ERROR_KINDS = [
  'no-key', // no API key configured
  'invalid-request', // refused before sending: the service would refuse it too
  'unknown-option', // 400 Unrecognized key: the server is older than an option we sent
  'bad-request', // other 400s
  'unauthorized', // 401
  'payment-required', // 402
  'forbidden', // 403
  'not-found', // 404
  'timeout', // 408, or our own deadline
  'too-large', // 413, or a file over the parse limit
  'rate-limited', // 429
  'server', // 5xx
  'scrape-failed', // 200 with success:false
  'network', // offline, DNS, refused connection, CORS
  'bad-response', // an answer that is not what the contract says
  'aborted', // cancelled by the user
] as const;

/** An error as data: what crosses extension messaging and is kept in history. */
export const apiErrorDataSchema = z.object({
  kind: z.enum(API_ERROR_KINDS),
  message: z.string(),
  status: z.number().optional(),
  code: z.string().optional(),
  retryable: z.boolean().default(false),
  retryAfterMs: z.number().optional(),
  details: z.unknown().optional(),
  serverMessage: z.string().optional(),
});
export type ApiErrorData = z.infer<typeof apiErrorDataSchema>;
export type ApiErrorKind = ApiErrorData['kind'];
type ApiErrorInit = z.input<typeof apiErrorDataSchema> & { cause?: unknown };

/** The one error every client call rejects with. `message` is plain words with what to do next. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly details?: unknown;
  /** The service's own words, kept for the curious; never shown instead of `message`. */
  readonly serverMessage?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.retryable = init.retryable ?? false;
    this.retryAfterMs = init.retryAfterMs;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
  }

  static fromData(data: ApiErrorData): ApiError {
    return new ApiError(data);
  }

  /** A plain object that survives structured cloning (extension messaging, IndexedDB). */
  toJSON(): ApiErrorData {
    return {
      kind: this.kind,
      message: this.message,
      status: this.status,
      code: this.code,
      retryable: this.retryable,
      retryAfterMs: this.retryAfterMs,
      details: this.details,
      serverMessage: this.serverMessage,
    };
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Any thrown value as error data: an ApiError as it is, anything else as an internal failure. */
export function errorData(error: unknown): ApiErrorData {
  if (error instanceof ApiError) return error.toJSON();
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'bad-response', message: t('api_internalError', message), retryable: false };
}

/** Statuses worth another try (api-notes.md, Retrying). */
export const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
