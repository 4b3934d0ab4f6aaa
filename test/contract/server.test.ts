import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startContractServer,
  TEAM_A_CI_KEY,
  TEAM_A_ID,
  TEAM_A_KEY,
  TEAM_B_KEY,
  type ContractServer,
} from '../server/index';

// The contract server itself: auth, team scoping, token usage, routing, lifecycle.
let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const get = async (path: string, key?: string) => {
  const res = await fetch(server.url + path, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('auth', () => {
  it('answers 401 Token missing without a header and Invalid token for an unknown key', async () => {
    expect(await get('/v1/crawl/active')).toEqual({
      status: 401,
      body: { success: false, error: 'Unauthorized: Token missing' },
    });
    expect(await get('/v1/crawl/active', 'fc-nope')).toEqual({
      status: 401,
      body: { success: false, error: 'Unauthorized: Invalid token' },
    });
    const scrape = await fetch(`${server.url}/v1/scrape`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(scrape.status).toBe(401);
  });

  it('answers 404 JSON for unknown paths and methods', async () => {
    expect(await get('/v1/nope', TEAM_A_KEY)).toEqual({ status: 404, body: { success: false, error: 'Not found' } });
    expect((await get('/v1/scrape', TEAM_A_KEY)).status).toBe(404);
  });

  it('is open to all origins (CORS preflight)', async () => {
    const res = await fetch(`${server.url}/v1/scrape`, {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abc',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('active crawls', () => {
  it('lists the team of the key only', async () => {
    const a = await get('/v1/crawl/active', TEAM_A_KEY);
    const crawls = a.body.crawls as Record<string, unknown>[];
    expect(a.status).toBe(200);
    expect(crawls).toHaveLength(2);
    for (const crawl of crawls) {
      expect(crawl.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(crawl.teamId).toBe(TEAM_A_ID);
      expect(Date.parse(crawl.created_at as string)).not.toBeNaN();
      expect((crawl.options as { scrapeOptions: unknown }).scrapeOptions).toBeTypeOf('object');
      expect(crawl).not.toHaveProperty('status');
    }
    expect((await get('/v1/crawl/active', TEAM_A_CI_KEY)).body.crawls).toEqual(crawls);
    expect(await get('/v1/crawl/active', TEAM_B_KEY)).toEqual({ status: 200, body: { success: true, crawls: [] } });
  });
});

describe('token usage', () => {
  it('returns calendar months oldest first, tokensUsed, current month open, no apiKey', async () => {
    const { body } = await get('/v1/team/token-usage/historical', TEAM_A_KEY);
    const periods = body.periods as Record<string, unknown>[];
    expect(periods).toHaveLength(4);
    expect(periods.map((p) => p.startDate)).toEqual([...periods.map((p) => p.startDate)].sort());
    expect(periods.at(-1)?.endDate).toBeNull();
    expect(periods[0]).toEqual({
      startDate: expect.stringMatching(/-01T00:00:00.000Z$/),
      endDate: expect.any(String),
      tokensUsed: 15000,
    });
    expect(periods.some((p) => 'apiKey' in p || 'totalTokens' in p)).toBe(false);
  });

  it('splits by key display name only with byApiKey=true exactly', async () => {
    const split = (await get('/v1/team/token-usage/historical?byApiKey=true', TEAM_A_KEY)).body.periods as Record<
      string,
      unknown
    >[];
    expect(new Set(split.map((p) => p.apiKey))).toEqual(new Set(['Default key', 'CI key']));
    expect(split.reduce((n, p) => n + (p.tokensUsed as number), 0)).toBe(46400);
    for (const value of ['1', 'TRUE', 'yes']) {
      const periods = (await get(`/v1/team/token-usage/historical?byApiKey=${value}`, TEAM_A_KEY)).body
        .periods as object[];
      expect(periods.some((p) => 'apiKey' in p)).toBe(false);
    }
    const b = (await get('/v1/team/token-usage/historical', TEAM_B_KEY)).body.periods as Record<string, unknown>[];
    expect(b.map((p) => p.tokensUsed)).toEqual([500, 120]);
  });
});

describe('recording and lifecycle', () => {
  it('records requests and clears them on reset', async () => {
    await get('/v1/team/token-usage/historical?byApiKey=true', TEAM_B_KEY);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/team/token-usage/historical',
      query: { byApiKey: 'true' },
    });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TEAM_B_KEY}`);
    server.reset();
    expect(server.requests).toHaveLength(0);
  });

  it('close() does not hang on a delayed answer', async () => {
    const other = await startContractServer();
    other.failNext({ delayMs: 60_000 });
    const pending = fetch(`${other.url}/v1/crawl/active`, { headers: { authorization: `Bearer ${TEAM_A_KEY}` } }).catch(
      (e: Error) => e,
    );
    await expect.poll(() => other.requests.length).toBe(1); // the request is in, its answer held
    // The answer is held for 60 s: close() returning at all, inside the test's own timeout, is the
    // check; no clock is read.
    await other.close();
    expect(await pending).toBeInstanceOf(Error);
  });
});
