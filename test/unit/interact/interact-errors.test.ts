import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { errorFromResponse } from '@/lib/api/error-from-response';
import { INTERACT_CODES, interactError, isSessionOver } from '@/lib/interact/interact-errors';

// The service's interact failures carry only a status and an `error` text (the provider's
// scrape-browser.ts and browser.ts): they become stable codes and words that say what to do.
const answered = (status: number, error: string) => errorFromResponse({ status, body: { success: false, error } });
const mapped = (status: number, error: string, subject: 'scrape' | 'session' = 'scrape') =>
  interactError(answered(status, error), subject) as ApiError;

describe('interact failures', () => {
  it.each([
    [404, 'Job not found.', INTERACT_CODES.scrapeGone, 'not-found', /Scrape the page again/],
    [404, 'Browser session not found.', INTERACT_CODES.sessionNotFound, 'not-found', /no such browser session/],
    [410, 'Browser session has been destroyed.', INTERACT_CODES.sessionEnded, 'not-found', /one session per scrape/],
    [
      409,
      'Replay context is unavailable for this scrape job. Please rerun the scrape.',
      INTERACT_CODES.replayUnavailable,
      'bad-request',
      /\(Replay context is unavailable.*\)\. Scrape the page again/,
    ],
    [
      429,
      'You have reached the maximum number of concurrent jobs (3). Please wait for existing jobs to complete or destroy browser sessions before creating new ones.',
      INTERACT_CODES.tooManySessions,
      'rate-limited',
      /Stop one under Active crawls/,
    ],
    [403, 'Forbidden.', INTERACT_CODES.forbidden, 'forbidden', /not your team's \(Forbidden\.\)/],
    [
      503,
      'Browser feature is not configured (BROWSER_SERVICE_URL is missing).',
      INTERACT_CODES.unavailable,
      'server',
      /does not offer/,
    ],
    [502, 'Failed to execute code in browser session.', INTERACT_CODES.runFailed, 'server', /could not run this/],
  ])('%i %s: %s', (status, said, code, kind, words) => {
    const error = mapped(status, said);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, kind, serverMessage: said });
    expect(error.message).toMatch(words);
  });

  it('says a session of its own ended without sending the user to scrape again', () => {
    expect(mapped(410, 'Browser session has been destroyed.', 'session').message).not.toMatch(/one session per scrape/);
  });

  it('leaves the request rate limiter, a server without the route and anything not the service’s as they are', () => {
    const limited = answered(429, 'Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0.');
    expect(interactError(limited, 'scrape')).toBe(limited);
    const noRoute = answered(404, 'Cannot POST /v2/scrape/x/interact');
    expect(interactError(noRoute, 'scrape')).toBe(noRoute);
    const offline = new ApiError({ kind: 'network', message: 'offline', retryable: true });
    expect(interactError(offline, 'scrape')).toBe(offline);
    const bug = new TypeError('x');
    expect(interactError(bug, 'scrape')).toBe(bug);
  });

  it('a failure that ends the session is told apart from one worth another try', () => {
    expect(isSessionOver(INTERACT_CODES.sessionEnded)).toBe(true);
    expect(isSessionOver(INTERACT_CODES.scrapeGone)).toBe(true);
    expect(isSessionOver(INTERACT_CODES.runFailed)).toBe(false);
    expect(isSessionOver(undefined)).toBe(false);
    expect(mapped(502, 'Failed.').retryable).toBe(true);
    expect(mapped(410, 'gone').retryable).toBe(false);
  });
});
