import { t } from '@/lib/i18n/t';
import { ApiError, type ApiErrorData } from '@/lib/api/api-error';

/** A cancelled job or page as stored: the user may start it again. */
export const cancelledData = (): ApiErrorData => ({ kind: 'aborted', message: t('api_cancelled'), retryable: true });

/** What a cancelled call rejects with, and the reason a cancel aborts with: never retried. */
export const cancelledError = (): ApiError => new ApiError({ ...cancelledData(), retryable: false });

/** Whether a failure is the user's cancel: the work's signal aborted, or a call said it was cancelled. */
export const isCancellation = (error: unknown, signal: AbortSignal): boolean =>
  signal.aborted || (error instanceof ApiError && error.kind === 'aborted');
