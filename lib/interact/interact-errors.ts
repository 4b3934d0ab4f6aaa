import { ApiError, type ApiErrorKind } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';

/** Stable codes of the interact failures a view or a program acts on (the service's bodies carry none). */
export const INTERACT_CODES = {
  /** The service no longer knows the scrape (404 "Job not found."): scrape again. */
  scrapeGone: 'INTERACT_SCRAPE_GONE',
  /** No such session (404 "Browser session not found."). */
  sessionNotFound: 'INTERACT_SESSION_NOT_FOUND',
  /** The session was stopped or ran out of time (410). A scrape's session never reopens. */
  sessionEnded: 'INTERACT_SESSION_ENDED',
  /** The service could not reopen the page where the scrape left it (409): scrape again. */
  replayUnavailable: 'INTERACT_REPLAY_UNAVAILABLE',
  /** The team has as many sessions open as it may (429). */
  tooManySessions: 'INTERACT_TOO_MANY_SESSIONS',
  /** The service has no browser feature (501, 503). */
  unavailable: 'INTERACT_UNAVAILABLE',
  /** The service could not run it in its browser (502). */
  runFailed: 'INTERACT_RUN_FAILED',
  forbidden: 'INTERACT_FORBIDDEN',
} as const;

/** Failures after which this session takes nothing more: the view offers to start again. */
export const SESSION_OVER_CODES: ReadonlySet<string> = new Set([
  INTERACT_CODES.scrapeGone,
  INTERACT_CODES.sessionNotFound,
  INTERACT_CODES.sessionEnded,
  INTERACT_CODES.replayUnavailable,
]);

/** Whose session a call was about: a scrape's (it cannot be reopened, only scraped again) or one of its own. */
export type InteractSubject = 'scrape' | 'session';

/**
 * The service's interact failures in plain words with a stable code. Its bodies hold only an
 * `error` text, so the status and that text tell them apart (the provider's server code: a 404 says
 * "Job not found." for the scrape and "Browser session not found." for the session). Anything
 * else, and every failure that is not the service's, passes unchanged.
 */
export function interactError(error: unknown, subject: InteractSubject): unknown {
  if (!(error instanceof ApiError) || error.status === undefined) return error;
  const said = error.serverMessage ?? '';
  const found = explain(error.status, said, subject);
  if (!found) return error;
  return new ApiError({
    ...error.toJSON(),
    kind: found.kind,
    code: found.code,
    message: found.message,
    retryable: found.kind === 'server' ? error.retryable : false,
    retryAfterMs: undefined,
  });
}

interface Explained {
  kind: ApiErrorKind;
  code: string;
  message: string;
}

function explain(status: number, said: string, subject: InteractSubject): Explained | undefined {
  const quoted = said || String(status);
  switch (status) {
    case 404:
      if (/job not found/i.test(said))
        return { kind: 'not-found', code: INTERACT_CODES.scrapeGone, message: t('interact_err_scrapeGone') };
      if (/session not found/i.test(said))
        return { kind: 'not-found', code: INTERACT_CODES.sessionNotFound, message: t('interact_err_sessionNotFound') };
      return undefined;
    case 410:
      return {
        kind: 'not-found',
        code: INTERACT_CODES.sessionEnded,
        message: t(subject === 'scrape' ? 'interact_err_scrapeSessionEnded' : 'interact_err_sessionEnded'),
      };
    case 409:
      return {
        kind: 'bad-request',
        code: INTERACT_CODES.replayUnavailable,
        message: t('interact_err_replay', quoted),
      };
    case 429:
      // The request rate limiter's 429 keeps its own words; this one is about open browsers.
      if (!/browser session|concurrent/i.test(said)) return undefined;
      return {
        kind: 'rate-limited',
        code: INTERACT_CODES.tooManySessions,
        message: t('interact_err_tooMany', quoted),
      };
    case 403:
      return { kind: 'forbidden', code: INTERACT_CODES.forbidden, message: t('interact_err_forbidden', quoted) };
    case 501:
    case 503:
      return { kind: 'server', code: INTERACT_CODES.unavailable, message: t('interact_err_unavailable', quoted) };
    case 502:
      return { kind: 'server', code: INTERACT_CODES.runFailed, message: t('interact_err_runFailed', quoted) };
    default:
      return undefined;
  }
}

/** The failure means the session is over (gone, ended, never to reopen). */
export const isSessionOver = (code: string | undefined): boolean => code !== undefined && SESSION_OVER_CODES.has(code);
