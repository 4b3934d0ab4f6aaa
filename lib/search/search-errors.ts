import { ApiError } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';

/** Codes of a search's own refusals, for the Search view's buttons and for programs. */
export const SEARCH_CODES = {
  /** The engine answered with a challenge or consent wall, now open in a tab for the user. */
  challenge: 'SEARCH_CHALLENGE',
  /** The extension may not read the engine's site (the user has not allowed it yet). */
  engineNotAllowed: 'SEARCH_ENGINE_NOT_ALLOWED',
  /** The `search` or `tabs` permission a search in the browser's own engine needs is missing. */
  needsPermission: 'SEARCH_NEEDS_PERMISSION',
} as const;

export const challengeError = (engine: string) =>
  new ApiError({ kind: 'forbidden', code: SEARCH_CODES.challenge, message: t('search_challenge', engine) });

export const engineNotAllowed = (host: string) =>
  new ApiError({ kind: 'forbidden', code: SEARCH_CODES.engineNotAllowed, message: t('search_engineNotAllowed', host) });

export const needsPermission = (message: string) =>
  new ApiError({ kind: 'forbidden', code: SEARCH_CODES.needsPermission, message });
