import { describe, expect, it } from 'vitest';
import { createClient } from '@/lib/api/client';
import { withFeatureCalls } from './feature-clients';
import { TEAM_A_KEY } from '../server/index';
import { clientOf, crawlSiteServer, SITE, SUBDOMAIN_PAGE } from './crawl-site';

// v2 map end to end, the real client against the contract server: the addresses with titles and
// descriptions, search and limit, every option sent as given, v1's bare addresses read the same way.
const env = crawlSiteServer();
const client = () => clientOf(env.server);

describe('map', () => {
  it('answers the addresses with their titles and descriptions', async () => {
    const { links } = await client().map({ url: `${SITE}/` });
    expect(env.server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v2/map', body: { url: `${SITE}/` } });
    expect(links).toContainEqual({
      url: `${SITE}/docs/only-in-sitemap`,
      title: 'Only in the sitemap',
      description: 'About Only in the sitemap.',
    });
    expect(links.map((l) => l.url)).toContain(SUBDOMAIN_PAGE);
  });

  it('sends every option as given; search and limit shape the answer', async () => {
    const request = {
      url: `${SITE}/`,
      search: 'docs',
      sitemap: 'include' as const,
      includeSubdomains: false,
      ignoreQueryParameters: true,
      ignoreCache: true,
      limit: 2,
      timeout: 30_000,
      location: { country: 'DE', languages: ['de-DE'] },
    };
    const { links } = await client().map(request);
    expect(env.server.requests.at(-1)?.body).toEqual(request);
    expect(links).toHaveLength(2);
    expect(links.every((l) => l.url.startsWith(`${SITE}/docs/`))).toBe(true);
  });

  it('waits out a 429 and asks again', async () => {
    env.server.failNext({ status: 429, path: '/v2/map', retryAfter: 0 });
    const { links } = await client().map({ url: `${SITE}/`, limit: 1 });
    expect(links).toHaveLength(1);
    expect(env.server.requests.filter((r) => r.path === '/v2/map')).toHaveLength(2);
  });

  it('refuses a limit out of range before sending', async () => {
    await expect(client().map({ url: `${SITE}/`, limit: 100_001 })).rejects.toMatchObject({
      kind: 'invalid-request',
      details: [{ field: 'limit', message: 'Ask for 1 to 100000 addresses.' }],
    });
    expect(env.server.requests).toHaveLength(0);
  });

  it('reads a v1 answer of bare addresses as the same objects', async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ success: true, links: ['https://a.example/', 'https://a.example/b'] }), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const v1 = withFeatureCalls(createClient({ baseUrl: env.server.url, apiKey: TEAM_A_KEY, fetch: fetcher }));
    expect((await v1.map({ url: 'https://a.example/' })).links).toEqual([
      { url: 'https://a.example/' },
      { url: 'https://a.example/b' },
    ]);
  });
});
