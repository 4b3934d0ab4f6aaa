import { cancelledError } from '@/lib/api/cancellation';
import { isApiError } from '@/lib/api/api-error';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { modelError } from '@/lib/model/model-errors';

export const builtInUnavailable = () =>
  modelError('invalid-request', 'MODEL_BUILT_IN_UNAVAILABLE', t('model_builtInUnavailable'));

/** A Prompt or Summarizer API failure (a DOMException, by name) as the ApiError a view shows. */
export function builtInFailure(error: unknown, signal: AbortSignal) {
  if (isApiError(error)) return error;
  if (signal.aborted) return cancelledError();
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'AbortError':
      return cancelledError();
    case 'NotAllowedError': // a download needs the user's click: Options has the button
      return modelError('invalid-request', 'MODEL_BUILT_IN_UNAVAILABLE', t('model_builtInDownloadable'));
    case 'NotSupportedError':
      return builtInUnavailable();
    case 'QuotaExceededError':
      return modelError('too-large', 'MODEL_CONTEXT_TOO_SMALL', t('model_builtInTooLong'));
    default:
      return modelError('bad-response', 'MODEL_BUILT_IN_FAILED', t('model_builtInFailed', errorText(error)), {
        retryable: true,
        cause: error,
      });
  }
}
