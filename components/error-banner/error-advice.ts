import type { ApiErrorKind } from '@/lib/api/api-error';
import type { MessageKey } from '@/lib/i18n/t';

/**
 * A short name for each kind of failure, the banner's title. The error's own message says what
 * happened and what to do; the title names it, so nothing is said twice.
 */
export const ERROR_TITLES: Record<ApiErrorKind, MessageKey> = {
  'no-key': 'error_title_noKey',
  'invalid-request': 'error_title_invalid',
  'unknown-option': 'error_title_unknownOption',
  'bad-request': 'error_title_refused',
  unauthorized: 'error_title_unauthorized',
  'payment-required': 'error_title_payment',
  forbidden: 'error_title_refused',
  'not-found': 'error_title_notFound',
  timeout: 'error_title_timeout',
  'too-large': 'error_title_tooLarge',
  'rate-limited': 'error_title_rateLimited',
  server: 'error_title_server',
  'scrape-failed': 'error_title_scrapeFailed',
  network: 'error_title_network',
  'bad-response': 'error_title_badResponse',
  aborted: 'error_title_aborted',
};

/**
 * Failures only the key fixes: the same request fails again until the key is added or changed,
 * so the banner offers the way to the key, never Retry.
 */
export const KEY_FIX: Partial<Record<ApiErrorKind, MessageKey>> = {
  'no-key': 'error_addKey',
  unauthorized: 'error_fixKey',
};
