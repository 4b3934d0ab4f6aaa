import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createClient } from '@/lib/api/client';
import { withFeatureCalls } from './feature-clients';
import { startContractServer, type ContractServer, TEAM_A_KEY, TEAM_B_KEY } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { until } from './server-call';

// v1 batch scrape end to end against the contract server: start, status with `next` pages,
// errors, cancel; 429s retried as for every call; another team's batch is not found.
let server: ContractServer;
let site: FixtureSite;
const page = (n: number) =>
  `<html><head><title>Page ${n}</title></head><body><main><h1>Page ${n}</h1><p>Body ${n}.</p></main></body></html>`;

beforeAll(async () => {
  site = await startFixtureSite(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`/p${i}`, page(i)])));
  server = await startContractServer();
});
beforeEach(() => server.reset());
afterAll(async () => {
  await server.close();
  await site.close();
});
const client = (apiKey = TEAM_A_KEY) =>
  withFeatureCalls(createClient({ baseUrl: server.url, apiKey, retry: { baseDelayMs: 10, maxDelayMs: 50 } }));

describe('batch scrape', () => {
  it('starts, follows every next page of the status, and lists the failed page in errors', async () => {
    const urls = [
      ...Array.from({ length: 24 }, (_, i) => `${site.url}/p${i}`),
      `${site.url}/missing-host`.replace('127.0.0.1', 'nowhere.invalid'),
    ];
    const started = await client().batchScrapeStart({ urls, formats: ['markdown'] });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/batch/scrape',
      body: { urls, formats: ['markdown'] },
    });
    const status = await until(
      () => client().batchScrapeStatus(started.id),
      (s) => s.status === 'completed',
    );
    expect(status.total).toBe(25);
    // 24 pages of data in pages of 10: the client followed `next` twice.
    expect(status.data).toHaveLength(24);
    expect(
      server.requests.filter((r) => r.path === `/v1/batch/scrape/${started.id}` && r.query.skip).length,
    ).toBeGreaterThanOrEqual(2);
    expect(new Set(status.data?.map((d) => d.metadata?.title))).toEqual(
      new Set(Array.from({ length: 24 }, (_, i) => `Page ${i}`)),
    );
    const errors = await client().batchScrapeErrors(started.id);
    expect(errors.errors).toEqual([
      expect.objectContaining({ url: urls[24], error: expect.stringContaining('nowhere.invalid') }),
    ]);
  });

  it('retries a 429 on status after its Retry-After', async () => {
    const started = await client().batchScrapeStart({ urls: [`${site.url}/p1`] });
    server.failNext({ status: 429, path: '/v1/batch/scrape/*', retryAfter: 0 });
    const status = await until(
      () => client().batchScrapeStatus(started.id),
      (s) => s.status === 'completed',
    );
    expect(status.data).toHaveLength(1);
    expect(server.pendingFailures).toBe(0);
    expect(server.requests.filter((r) => r.path.startsWith('/v1/batch/scrape/')).length).toBeGreaterThan(1);
  });

  it('cancels, and another team cannot see the batch', async () => {
    const started = await client().batchScrapeStart({
      urls: Array.from({ length: 20 }, (_, i) => `${site.url}/p${i}`),
    });
    await expect(client(TEAM_B_KEY).batchScrapeStatus(started.id)).rejects.toMatchObject({ kind: 'not-found' });
    await client().batchScrapeCancel(started.id);
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/batch/scrape/${started.id}` });
    expect((await client().batchScrapeStatus(started.id)).status).toBe('cancelled');
    await expect(client().batchScrapeCancel('no-such-batch')).rejects.toBeInstanceOf(ApiError);
  });

  it('never follows a next page on another origin: the key stays with the service', async () => {
    const asked: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(
        JSON.stringify({
          success: true,
          status: 'scraping',
          data: [],
          next: 'https://elsewhere.example/v1/batch/scrape/x?skip=10',
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    const other = withFeatureCalls(createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY, fetch: fetcher }));
    await expect(other.batchScrapeStatus('x')).rejects.toMatchObject({
      kind: 'bad-response',
      message: expect.stringContaining('elsewhere.example'),
    });
    expect(asked).toEqual([`${server.url}/v1/batch/scrape/x`]);
  });

  it('refuses an empty list and bad options before sending', async () => {
    await expect(client().batchScrapeStart({ urls: [] })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(client().batchScrapeStart({ urls: [`${site.url}/p1`], formats: ['json'] })).rejects.toMatchObject({
      kind: 'invalid-request',
    });
    expect(server.requests).toHaveLength(0);
  });
});
