import { describe, expect, it } from 'vitest';
import { backoffDelayMs, requestedDelayMs, sleep } from '@/lib/api/retry-delay';

describe('requestedDelayMs', () => {
  it('reads Retry-After in seconds first', () => {
    expect(requestedDelayMs({ retryAfterHeader: '3', retryAfterSeconds: 9, message: 'retry after 7s' })).toBe(3000);
  });
  it('reads Retry-After as an HTTP date', () => {
    const now = Date.parse('Sat, 21 Nov 2026 10:00:00 GMT');
    expect(requestedDelayMs({ retryAfterHeader: 'Sat, 21 Nov 2026 10:00:05 GMT' }, now)).toBe(5000);
  });
  it('never asks for a negative wait from a past date', () => {
    expect(requestedDelayMs({ retryAfterHeader: 'Sat, 21 Nov 2020 10:00:05 GMT' })).toBe(0);
  });
  it('falls back to retry_after_seconds, then the message', () => {
    expect(requestedDelayMs({ retryAfterHeader: 'soon', retryAfterSeconds: 2 })).toBe(2000);
    expect(
      requestedDelayMs({
        message:
          'Rate limit exceeded. Consumed (req/min): 21, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after 12s, resets at 2026',
      }),
    ).toBe(12_000);
  });
  it('says nothing when the service said nothing', () => {
    expect(requestedDelayMs({ message: 'Too many requests' })).toBeUndefined();
  });
});

describe('backoffDelayMs', () => {
  it('waits anywhere from nothing to a ceiling that doubles each attempt and stops at the cap (full jitter)', () => {
    expect(backoffDelayMs(1, 1000, 30_000, () => 0)).toBe(0);
    expect(backoffDelayMs(1, 1000, 30_000, () => 0.5)).toBe(500);
    expect(backoffDelayMs(1, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelayMs(3, 1000, 30_000, () => 0.25)).toBe(1000);
    expect(backoffDelayMs(3, 1000, 30_000, () => 1)).toBe(4000);
    expect(backoffDelayMs(10, 1000, 30_000, () => 1)).toBe(30_000);
  });
});

describe('sleep', () => {
  it('rejects as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const pending = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
  });
});
