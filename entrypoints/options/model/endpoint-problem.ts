import { ApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';

/** The endpoint form's fields an error can be shown next to. */
export type EndpointField = 'baseUrl' | 'key' | 'model' | 'contextTokens';
export type EndpointProblems = Partial<Record<EndpointField, string>>;

/**
 * Where a failed model listing is shown: a refused key next to the key; anything else (down, no
 * /v1/models there, timeout) next to the base URL. A missing model is found by the form itself.
 */
export function listingProblem(error: unknown): EndpointProblems {
  const kind = error instanceof ApiError ? error.kind : undefined;
  return kind === 'unauthorized' || kind === 'forbidden' ? { key: errorText(error) } : { baseUrl: errorText(error) };
}
