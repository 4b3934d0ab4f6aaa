import { ApiError, type ApiErrorKind } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';

/**
 * The codes a model failure carries, so a view can put the error next to the field that caused it
 * (the schema, the base URL, the key, the model) without reading the words.
 */
export const MODEL_ERROR_CODES = [
  'MODEL_NONE', // no provider chosen
  'MODEL_SCHEMA_INVALID', // the user's schema, before any call
  'MODEL_UNREACHABLE', // the endpoint did not answer (base URL)
  'MODEL_KEY_REFUSED', // 401/403 (key)
  'MODEL_RATE_LIMITED', // 429 after the retries
  'MODEL_MISSING', // 404 / not in /v1/models (model)
  'MODEL_ENDPOINT_NOT_FOUND', // 404 and no model list either (base URL)
  'MODEL_CONTEXT_TOO_SMALL', // the prompt leaves no room, or the server says the text is too long
  'MODEL_NOT_JSON', // not JSON, twice
  'MODEL_SCHEMA_BROKEN', // breaks the schema after one repair (the answer in `details`)
  'MODEL_TIMEOUT',
  'MODEL_BAD_REQUEST', // another 400
  'MODEL_SERVER', // 5xx after the retries
  'MODEL_BAD_RESPONSE', // not a chat completion
  'MODEL_NONSENSE', // an agent's step that is neither a tool call nor an answer (its words in `details`)
  'MODEL_BUILT_IN_UNAVAILABLE',
  'MODEL_BUILT_IN_FAILED',
] as const;
export type ModelErrorCode = (typeof MODEL_ERROR_CODES)[number];

interface ModelErrorInit {
  status?: number;
  retryable?: boolean;
  retryAfterMs?: number;
  details?: unknown;
  serverMessage?: string;
  cause?: unknown;
}

/** A model failure as the one error type every caller already handles. */
export const modelError = (kind: ApiErrorKind, code: ModelErrorCode, message: string, init: ModelErrorInit = {}) =>
  new ApiError({ kind, code, message, ...init });

export const noProviderError = () => modelError('invalid-request', 'MODEL_NONE', t('model_noProvider'));

export const schemaInvalidError = (problem: string) =>
  modelError('invalid-request', 'MODEL_SCHEMA_INVALID', t('model_schemaInvalid', problem));

export const timeoutError = (ms: number) =>
  modelError('timeout', 'MODEL_TIMEOUT', t('model_timeout', Math.round(ms / 1000)), { retryable: true });
