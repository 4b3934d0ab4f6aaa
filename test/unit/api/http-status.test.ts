import { describe, expect, it } from 'vitest';
import { httpStatusError, httpStatusText, isGoneStatus, isHttpError } from '@/lib/api/http-status';

describe('an HTTP status in words', () => {
  it('names the common statuses, and any other as an HTTP error with its number', () => {
    expect(httpStatusText(404)).toBe('Not found (404)');
    expect(httpStatusText(500)).toBe('Server error (500)');
    expect(httpStatusText(503)).toBe('Service unavailable (503)');
    expect(httpStatusText(410)).toBe('Gone (410)');
    expect(httpStatusText(418)).toBe('HTTP error (418)');
    expect(httpStatusText(599)).toBe('HTTP error (599)');
  });

  it('takes 400 and above for an error page, and 404 and 410 for a page gone', () => {
    expect([200, 301, 399, 400, 404, 500, undefined, null, '404'].map(isHttpError)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([404, 410, 403, 500].map(isGoneStatus)).toEqual([true, true, false, false]);
  });

  it('as a failure: the words, the status, a kind with no key button, retryable when the server may recover', () => {
    expect(httpStatusError(404)).toEqual({
      kind: 'not-found',
      status: 404,
      message: 'Not found (404)',
      retryable: false,
    });
    expect(httpStatusError(401)).toMatchObject({ kind: 'scrape-failed', retryable: false });
    expect(httpStatusError(403)).toMatchObject({ kind: 'forbidden' });
    expect(httpStatusError(500)).toMatchObject({ kind: 'scrape-failed', retryable: true });
    expect(httpStatusError(429)).toMatchObject({ retryable: true });
  });
});
