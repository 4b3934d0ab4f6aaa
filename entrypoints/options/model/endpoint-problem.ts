import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import type { ModelErrorCode } from '@/lib/model/model-errors';

/** The endpoint form's fields an error can be shown next to. */
export type EndpointField = 'baseUrl' | 'key' | 'model' | 'contextTokens';
export type EndpointProblems = Partial<Record<EndpointField, string>>;

const FIELD_OF: Partial<Record<ModelErrorCode, EndpointField>> = {
  MODEL_KEY_REFUSED: 'key',
  MODEL_MISSING: 'model',
  MODEL_CONTEXT_TOO_SMALL: 'contextTokens',
};

/**
 * Where a failed call to the endpoint is shown, by the error's code (model-errors.ts): a refused
 * key next to the key, a missing model next to the model; anything else (down, no /v1/models
 * there, timeout) next to the base URL.
 */
export function endpointProblem(error: unknown): EndpointProblems {
  const code = error instanceof ApiError ? (error.code as ModelErrorCode | undefined) : undefined;
  return { [(code && FIELD_OF[code]) ?? 'baseUrl']: errorText(error) };
}
