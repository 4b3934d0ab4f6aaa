import type { ApiErrorKind } from '@/lib/api/api-error';
import type { MessageKey } from '@/lib/i18n/t';

/** What the user can do about each kind of failure (the message says what happened). */
export const ERROR_ADVICE: Record<ApiErrorKind, MessageKey> = {
  'no-key': 'sidepanel_adviceNoKey',
  'invalid-request': 'sidepanel_adviceInvalid',
  'unknown-option': 'sidepanel_adviceUnknownOption',
  'bad-request': 'sidepanel_adviceInvalid',
  unauthorized: 'sidepanel_adviceUnauthorized',
  'payment-required': 'sidepanel_advicePayment',
  forbidden: 'sidepanel_adviceForbidden',
  'not-found': 'sidepanel_adviceNotFound',
  timeout: 'sidepanel_adviceTimeout',
  'too-large': 'sidepanel_adviceTooLarge',
  'rate-limited': 'sidepanel_adviceRateLimited',
  server: 'sidepanel_adviceServer',
  'scrape-failed': 'sidepanel_adviceScrapeFailed',
  network: 'sidepanel_adviceNetwork',
  'bad-response': 'sidepanel_adviceBadResponse',
  aborted: 'sidepanel_adviceAborted',
};

/** Kinds fixed on the options page (the key), so the banner links there. */
export const needsSettings = (kind: ApiErrorKind) => kind === 'no-key' || kind === 'unauthorized';
