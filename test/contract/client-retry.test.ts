import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/api-error';
import { createClient } from '@/lib/api/client';
import type { RetryNotice } from '@/lib/api/retry-policy';
import { activeCrawlsResponseSchema } from '@/lib/api/schemas/active-crawls';
import { call } from '@/lib/api/transport';
import { startContractServer, type ContractServer, TEAM_A_KEY } from '../server/index';

// Retrying 408, 429 and 5xx: the wait the service asks for is honoured, attempts and total
// waiting are bounded, and the caller's signal cancels a wait.
let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const crawlCalls = () => server.requests.filter((r) => r.path === '/v1/crawl/active').length;

async function timedCall<T>(fn: () => Promise<T>): Promise<{ ms: number; value?: T; error?: ApiError }> {
  const start = performance.now();
  try {
    const value = await fn();
    return { ms: performance.now() - start, value };
  } catch (error) {
    return { ms: performance.now() - start, error: error as ApiError };
  }
}

describe('retries', () => {
  it('honours Retry-After (seconds) on a 429, then succeeds', async () => {
    server.failNext({ status: 429, retryAfter: 1 });
    const notices: RetryNotice[] = [];
    const client = createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY, retry: { baseDelayMs: 0 } });
    const { ms, value } = await timedCall(() => client.activeCrawls({ onRetry: (n) => notices.push(n) }));
    expect(value?.crawls).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(notices).toEqual([expect.objectContaining({ attempt: 1, delayMs: 1000 })]);
    expect(crawlCalls()).toBe(2);
  });

  it('honours Retry-After as an HTTP date', async () => {
    server.failNext({ status: 429, retryAfter: new Date(Date.now() + 1500) });
    const notices: RetryNotice[] = [];
    const client = createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY });
    await client.activeCrawls({ onRetry: (n) => notices.push(n) });
    // HTTP dates have whole seconds: the wait is between 0.5 and 1.5 s.
    expect(notices[0]?.delayMs).toBeGreaterThan(400);
    expect(notices[0]?.delayMs).toBeLessThanOrEqual(1500);
  });

  it('without Retry-After: retry_after_seconds, then "retry after Ns" in the message', async () => {
    const client = createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY });
    const notices: RetryNotice[] = [];
    server.failNext({ status: 429, retryAfterSeconds: 0.2 });
    await client.activeCrawls({ onRetry: (n) => notices.push(n) });
    server.failNext({ status: 429, retryInMessage: 0.3 });
    await client.activeCrawls({ onRetry: (n) => notices.push(n) });
    expect(notices.map((n) => n.delayMs)).toEqual([200, 300]);
  });

  it('without any hint: exponential backoff with jitter, and 408/500/502/503/504 retried too', async () => {
    const client = createClient({
      baseUrl: server.url,
      apiKey: TEAM_A_KEY,
      retry: { baseDelayMs: 40, maxAttempts: 6 },
    });
    const notices: RetryNotice[] = [];
    for (const status of [408, 500, 502, 503, 504]) server.failNext({ status, path: '/v1/crawl/active' });
    const { value } = await timedCall(() => client.activeCrawls({ onRetry: (n) => notices.push(n) }));
    expect(value?.success).toBe(true);
    expect(notices.map((n) => n.attempt)).toEqual([1, 2, 3, 4, 5]);
    notices.forEach((n, i) => {
      expect(n.delayMs).toBeGreaterThanOrEqual(0);
      expect(n.delayMs).toBeLessThanOrEqual(40 * 2 ** i);
    });
  });

  it('gives up after maxAttempts with the last typed error', async () => {
    server.failNext({ status: 503, times: 10 });
    const client = createClient({
      baseUrl: server.url,
      apiKey: TEAM_A_KEY,
      retry: { maxAttempts: 3, baseDelayMs: 10 },
    });
    const { error } = await timedCall(() => client.activeCrawls());
    expect([error?.kind, error?.status]).toEqual(['server', 503]);
    expect(crawlCalls()).toBe(3);
  });

  it('does not wait longer than the total budget: a long Retry-After is returned to the caller', async () => {
    server.failNext({ status: 429, retryAfter: 120 });
    const client = createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY, retry: { maxTotalWaitMs: 5_000 } });
    const notices: RetryNotice[] = [];
    const { error } = await timedCall(() => client.activeCrawls({ onRetry: (n) => notices.push(n) }));
    // No wait was begun: the caller gets the answer, and when it may ask again, at once.
    expect(notices).toEqual([]);
    expect([error?.kind, error?.retryAfterMs]).toEqual(['rate-limited', 120_000]);
    expect(crawlCalls()).toBe(1);
  });

  it('never retries what cannot succeed (401, 402, 400)', async () => {
    server.failNext({ status: 402 });
    const client = createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY, retry: { baseDelayMs: 1 } });
    expect((await timedCall(() => client.activeCrawls())).error?.kind).toBe('payment-required');
    expect(crawlCalls()).toBe(1);
  });

  it('the caller cancels during a retry wait', async () => {
    server.failNext({ status: 429, retryAfter: 30 });
    const client = createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY });
    const controller = new AbortController();
    const notices: RetryNotice[] = [];
    // Cancelled once the 30 s wait has begun (the notice says so): the call ends, never retried.
    const { error } = await timedCall(() =>
      client.activeCrawls({ signal: controller.signal, onRetry: (n) => (notices.push(n), controller.abort()) }),
    );
    expect(notices).toEqual([expect.objectContaining({ delayMs: 30_000 })]);
    expect(error?.kind).toBe('aborted');
    expect(crawlCalls()).toBe(1);
  });

  it('a call past its deadline is a timeout, not retried', async () => {
    server.failNext({ delayMs: 3_000 });
    const { error } = await timedCall(() =>
      call(
        {
          baseUrl: server.url,
          apiKey: TEAM_A_KEY,
          fetch: globalThis.fetch.bind(globalThis),
          retry: { maxAttempts: 4, maxTotalWaitMs: 10_000, baseDelayMs: 10, maxDelayMs: 100 },
        },
        { method: 'GET', path: 'v1/crawl/active', deadlineMs: 300, schema: activeCrawlsResponseSchema },
      ),
    );
    expect(error?.kind).toBe('timeout');
    expect(error?.message).toMatch(/did not answer within/);
    expect(crawlCalls()).toBe(1);
  });
});
