import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createClient } from '@/lib/api/client';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';

// The API at one origin answers 307 to a second 127.0.0.1 server on another port (another
// origin) that answers a well-formed scrape: the client must refuse it and name the origin.
let api: FixtureSite;
let elsewhere: FixtureSite;
const json = (body: unknown) => ({
  body: JSON.stringify(body),
  type: 'application/json',
  headers: { 'access-control-allow-origin': '*' },
});

beforeAll(async () => {
  elsewhere = await startFixtureSite({
    '/v1/scrape': json({ success: true, data: { markdown: '# Not from the service' } }),
  });
  api = await startFixtureSite({
    '/v1/scrape': { body: '', status: 307, headers: { location: `${elsewhere.url}/v1/scrape` } },
    '/v1/crawl/active': { body: '', status: 307, headers: { location: '/v1/crawl/active-now' } },
    '/v1/crawl/active-now': json({ success: true, crawls: [] }),
  });
});
afterAll(async () => {
  await Promise.all([api.close(), elsewhere.close()]);
});

const client = () => createClient({ baseUrl: api.url, apiKey: 'fc-test', retry: { maxAttempts: 1 } });

describe('answers come only from the base URL origin', () => {
  it('refuses a redirect to another origin, naming it and saying what to do', async () => {
    const error = await client()
      .scrape({ url: 'https://example.com/' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ApiError);
    const refused = error as ApiError;
    expect(refused.kind).toBe('bad-response');
    expect(refused.retryable).toBe(false);
    expect(refused.message).toContain(new URL(elsewhere.url).origin);
    expect(refused.message).toMatch(/base URL in Settings/);
    expect(refused.details).toEqual({ redirectedTo: new URL(elsewhere.url).origin });
  });

  it('follows a redirect within the same origin', async () => {
    await expect(client().activeCrawls()).resolves.toMatchObject({ success: true, crawls: [] });
  });
});
