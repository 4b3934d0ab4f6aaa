import { t } from '@/lib/i18n/t';
import type { ApiErrorData, ApiErrorInit, ApiErrorKind } from '@/lib/api/api-error-schema';
import { errorText } from '@/lib/api/error-text';

// The error data's schema lives apart (api-error-schema.ts): code that only throws or catches
// these errors (the popup's first paint) loads no zod.
export type { ApiErrorData, ApiErrorKind } from '@/lib/api/api-error-schema';

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
  const message = errorText(error);
  return { kind: 'bad-response', message: t('api_internalError', message), retryable: false };
}

/** Statuses worth another try (api-notes.md, Retrying). */
export const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
