import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { cancelledData, cancelledError, isCancellation } from '@/lib/api/cancellation';
import { errorText } from '@/lib/api/error-text';

describe('cancellation', () => {
  it('is a cancel when the signal aborted, whatever the error, or when a call says so', () => {
    const aborted = new AbortController();
    aborted.abort();
    const live = new AbortController().signal;
    expect(isCancellation(new Error('network down'), aborted.signal)).toBe(true);
    expect(isCancellation(cancelledError(), live)).toBe(true);
    expect(isCancellation(new ApiError({ kind: 'network', message: 'down' }), live)).toBe(false);
    expect(isCancellation(new Error('x'), live)).toBe(false);
  });

  it('says "Cancelled." in one way: thrown, never retried; stored, the user may retry', () => {
    expect(cancelledError()).toMatchObject({ kind: 'aborted', message: 'Cancelled.', retryable: false });
    expect(cancelledData()).toEqual({ kind: 'aborted', message: 'Cancelled.', retryable: true });
  });
});

describe('errorText', () => {
  it("is an error's message, or anything else as text", () => {
    expect(errorText(new ApiError({ kind: 'network', message: 'The site did not answer.' }))).toBe(
      'The site did not answer.',
    );
    expect(errorText('plain')).toBe('plain');
    expect(errorText(404)).toBe('404');
  });
});
