import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';

// server.failNext(): scripted failures for client retry, error and deadline handling.
let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const call = async (path = '/v1/crawl/active', init: RequestInit = {}) => {
  const res = await fetch(server.url + path, {
    ...init,
    headers: { authorization: `Bearer ${TEAM_A_KEY}`, ...init.headers },
  });
  const text = await res.text();
  let body: Record<string, unknown> | string = text;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, headers: res.headers, body };
};

describe('failNext', () => {
  it('fails the next request only, then answers normally', async () => {
    server.failNext({ status: 402 });
    expect(await call()).toMatchObject({ status: 402, body: { success: false, error: MESSAGES.paymentRequired } });
    expect((await call()).status).toBe(200);
  });

  it('fails `times` requests, optionally only on one path', async () => {
    server.failNext({ status: 500, times: 2, path: '/v1/team/token-usage/historical' });
    expect((await call()).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(await call('/v1/team/token-usage/historical')).toMatchObject({
        status: 500,
        body: { success: false, code: 'UNKNOWN_ERROR' },
      });
    }
    expect((await call('/v1/team/token-usage/historical')).status).toBe(200);
  });

  it('shapes 429 answers with and without retry hints', async () => {
    server.failNext({ status: 429 });
    const plain = await call();
    expect(plain.status).toBe(429);
    expect(plain.headers.get('retry-after')).toBeNull();
    expect(plain.body).toEqual({ success: false, error: MESSAGES.rateLimited });

    server.failNext({ status: 429, retryAfter: 3, retryAfterSeconds: 4, retryInMessage: 5 });
    const hinted = await call();
    expect(hinted.headers.get('retry-after')).toBe('3');
    expect(hinted.body).toMatchObject({ retry_after_seconds: 4, error: expect.stringContaining('retry after 5s') });

    const when = new Date(Date.now() + 7000);
    server.failNext({ status: 429, retryAfter: when });
    expect((await call()).headers.get('retry-after')).toBe(when.toUTCString());
  });

  it('gives parse 402/429 bodies with only `error`', async () => {
    server.failNext({ status: 429, path: '/v2/parse' });
    expect(await call('/v2/parse', { method: 'POST', body: new FormData() })).toEqual(
      expect.objectContaining({ status: 429, body: { error: MESSAGES.rateLimited } }),
    );
  });

  it.each([
    [{ status: 408 }, 408, { success: false, code: 'SCRAPE_TIMEOUT' }],
    [
      { status: 403, code: 'SCRAPE_PROMPT_INJECTION_DETECTED' },
      403,
      { code: 'SCRAPE_PROMPT_INJECTION_DETECTED', error: MESSAGES.promptInjection },
    ],
    [
      { status: 403, error: MESSAGES.threatOverridesDisabled },
      403,
      { success: false, error: MESSAGES.threatOverridesDisabled },
    ],
    [{ status: 413 }, 413, { success: false, error: MESSAGES.tooLarge }],
    [{ status: 502 }, 502, { success: false }],
    [{ status: 503 }, 503, { success: false }],
    [{ status: 504 }, 504, { success: false }],
    [
      { status: 500, code: 'SCRAPE_SITE_ERROR', error: 'boom' },
      500,
      { success: false, code: 'SCRAPE_SITE_ERROR', error: 'boom' },
    ],
    [{ status: 200, successFalse: true }, 200, { success: false, code: 'SCRAPE_DNS_RESOLUTION_ERROR' }],
  ])('%j', async (options, status, body) => {
    server.failNext(options);
    expect(await call('/v1/scrape', { method: 'POST', body: '{}' })).toMatchObject({ status, body });
  });

  it('can send a non-JSON gateway page', async () => {
    server.failNext({ status: 502, rawBody: '<html><body>502 Bad Gateway</body></html>' });
    const res = await call();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.body).toContain('502 Bad Gateway');
  });

  it('delays answers (with or without a status) so clients can test deadlines', async () => {
    server.failNext({ delayMs: 150 });
    const started = Date.now();
    expect((await call()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    server.failNext({ status: 503, delayMs: 5000 });
    await expect(call('/v1/crawl/active', { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect((await call()).status).toBe(200);
  });

  it('still checks auth first', async () => {
    server.failNext({ status: 500 });
    expect((await fetch(`${server.url}/v1/crawl/active`)).status).toBe(401);
    expect((await call()).status).toBe(500);
  });
});
