import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { API_ERROR_KINDS } from '@/lib/api/api-error-schema';
import { errorAnswer, KIND_ANSWER, thrownAnswer } from '@/lib/bridge/error-answer';

describe('the kind → status table', () => {
  it('answers every kind the extension has, with the service’s statuses (api-notes: Errors)', () => {
    expect(Object.keys(KIND_ANSWER).sort()).toEqual([...API_ERROR_KINDS].sort());
    expect(Object.fromEntries(API_ERROR_KINDS.map((kind) => [kind, KIND_ANSWER[kind].status]))).toEqual({
      'no-key': 403,
      'invalid-request': 400,
      'unknown-option': 400,
      'bad-request': 400,
      unauthorized: 403,
      'payment-required': 402,
      forbidden: 403,
      'not-found': 404,
      timeout: 408,
      'too-large': 413,
      'rate-limited': 429,
      server: 500,
      'scrape-failed': 500,
      network: 502,
      'bad-response': 500,
      aborted: 409,
    });
  });

  it('gives every kind a stable code, so an SDK reports it rather than its HTTP library’s fallback', () => {
    for (const kind of API_ERROR_KINDS) expect(KIND_ANSWER[kind].code, kind).toMatch(/^[A-Z][A-Z_]+$/);
    expect(errorAnswer({ kind: 'forbidden', message: 'No.', retryable: false }).body).toEqual({
      success: false,
      code: 'FORBIDDEN',
      error: 'No.',
    });
  });

  it('never answers 401: a client reads it as a wrong bridge token', () => {
    expect(Object.values(KIND_ANSWER).map((answer) => answer.status)).not.toContain(401);
  });

  it('keeps a code the error carries, the field details of a refused request, and a retry wait', () => {
    expect(errorAnswer({ kind: 'scrape-failed', code: 'SCRAPE_SSL_ERROR', message: 'SSL', retryable: false })).toEqual({
      status: 500,
      body: { success: false, code: 'SCRAPE_SSL_ERROR', error: 'SSL' },
    });
    const details = [{ field: 'url', message: 'Not a page.' }];
    expect(errorAnswer({ kind: 'invalid-request', message: 'No.', details, retryable: false }).body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      error: 'No.',
      details,
    });
    expect(
      errorAnswer({ kind: 'server', message: 'x', details: { stack: 'y' }, retryable: true }).body,
    ).not.toHaveProperty('details');
    expect(errorAnswer({ kind: 'rate-limited', message: 'Slow down.', retryAfterMs: 2500, retryable: true })).toEqual({
      status: 429,
      body: { success: false, code: 'RATE_LIMIT_EXCEEDED', error: 'Slow down.', retry_after_seconds: 3 },
    });
  });

  it('answers anything thrown: an ApiError by its kind, anything else as the service’s UNKNOWN_ERROR', () => {
    expect(thrownAnswer(new ApiError({ kind: 'timeout', message: 'Too slow.' }))).toEqual({
      status: 408,
      body: { success: false, code: 'SCRAPE_TIMEOUT', error: 'Too slow.' },
    });
    expect(thrownAnswer(new TypeError('x is undefined'))).toMatchObject({
      status: 500,
      body: { code: 'UNKNOWN_ERROR' },
    });
  });
});
