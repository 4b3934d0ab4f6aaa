import type { ApiErrorData, ApiErrorKind } from '@/lib/api/api-error';
import { t, type MessageKey } from '@/lib/i18n/t';

/** The statuses with words of their own; any other is "HTTP error (418)". */
const WORDS: Readonly<Record<number, MessageKey>> = {
  400: 'httpStatus_400',
  401: 'httpStatus_401',
  403: 'httpStatus_403',
  404: 'httpStatus_404',
  408: 'httpStatus_408',
  410: 'httpStatus_410',
  429: 'httpStatus_429',
  500: 'httpStatus_500',
  502: 'httpStatus_502',
  503: 'httpStatus_503',
  504: 'httpStatus_504',
};

/** An answer of 400 or more: the server said the page is not there or could not be served. */
export const isHttpError = (status: unknown): status is number => typeof status === 'number' && status >= 400;

/** A page that is gone for good, as the service's change tracking counts `removed`. */
export const isGoneStatus = (status: unknown): boolean => status === 404 || status === 410;

/** The status in words with its number: "Not found (404)". */
export const httpStatusText = (status: number): string => t(WORDS[status] ?? 'httpStatus_other', String(status));

// Only kinds that offer no button of their own: an error page's 401 is the site's, not the service key's.
const kindOf = (status: number): ApiErrorKind =>
  isGoneStatus(status) ? 'not-found' : status === 403 ? 'forbidden' : 'scrape-failed';

/** A page that answered an HTTP error, as a failure: its status in words, retryable when the server may recover. */
export const httpStatusError = (status: number): ApiErrorData => ({
  kind: kindOf(status),
  status,
  message: httpStatusText(status),
  retryable: status >= 500 || status === 408 || status === 429,
});
