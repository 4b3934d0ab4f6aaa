import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '@/lib/api/client';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startSearchEngines, type SearchEngines } from '../server/search-engines/index';
import { withFeatureCalls } from './feature-clients';

// v2 and v1 search end to end, the real client against the contract server: every option sent as
// given, results by source, scraped results in place, and what the service would refuse refused
// before anything is sent, each at its field.
let server: ContractServer;
let site: SearchEngines;
beforeAll(async () => {
  site = await startSearchEngines();
  server = await startContractServer({ fixtureOrigin: site.siteOrigin });
});
beforeEach(() => server.reset());
afterAll(async () => {
  await Promise.all([server.close(), site.close()]);
});

const client = () => withFeatureCalls(createClient({ baseUrl: server.url, apiKey: TEAM_A_KEY }));

describe('search (v2)', () => {
  it('sends every option as given and reads the results of each source', async () => {
    const request = {
      query: 'fixtures',
      limit: 3,
      sources: [{ type: 'web' as const }, { type: 'news' as const }, { type: 'images' as const }],
      excludeDomains: ['paper-boats.example'],
      tbs: 'qdr:w',
      location: 'Berlin,Germany',
      country: 'DE',
      safe: true,
      timeout: 30_000,
      ignoreInvalidURLs: true,
    };
    const answer = await client().search(request);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v2/search', body: request });
    expect(answer.data?.web?.map((r) => r.title)).toEqual([
      'Alpine lakes of Europe',
      'Baking sourdough bread at home',
      'Cycling in the city',
    ]);
    expect(answer.data?.news?.[0]).toMatchObject({ snippet: 'A guide to the clearest mountain lakes in the Alps.' });
    expect(answer.data?.images?.[0]?.imageUrl).toMatch(/\/screenshots\/[\w-]+\.png$/);
    expect(answer.id).toMatch(/^[\w-]{36}$/);
    // 9 results: 2 credits per 10 begun.
    expect(answer.creditsUsed).toBe(2);
  });

  it('trims and lower-cases domains as the service does, and scrapes in place with scrapeOptions', async () => {
    const answer = await client().search({
      query: 'honey',
      includeDomains: [' WWW.Honey-Bees.example '],
      scrapeOptions: { formats: [{ type: 'markdown' }] },
    });
    expect(server.requests.at(-1)?.body).toMatchObject({ includeDomains: ['www.honey-bees.example'] });
    expect(answer.data?.web?.[0]?.markdown).toContain('Queens, workers and drones in a busy summer hive.');
  });

  it.each([
    [{ query: '   ' }, 'query'],
    [{ query: 'x'.repeat(501) }, 'query'],
    [{ query: 'lakes', limit: 0 }, 'limit'],
    [{ query: 'lakes', limit: 101 }, 'limit'],
    [{ query: 'lakes', includeDomains: ['https://a.example/x'] }, 'includeDomains.0'],
    [{ query: 'lakes', includeDomains: ['a.example'], excludeDomains: ['b.example'] }, 'includeDomains'],
  ])('%j is refused before sending, at %s', async (request, field) => {
    await expect(client().search(request)).rejects.toMatchObject({
      kind: 'invalid-request',
      details: expect.arrayContaining([expect.objectContaining({ field })]),
    });
    expect(server.requests).toEqual([]);
  });

  it('waits out a 429 and asks again', async () => {
    server.failNext({ status: 429, path: '/v2/search', retryAfter: 0 });
    const answer = await client().search({ query: 'kite' });
    expect(answer.data?.web?.[0]?.title).toBe('Flying a kite on the beach');
    expect(server.requests.filter((r) => r.path === '/v2/search')).toHaveLength(2);
  });
});

describe('search (v1)', () => {
  it('reads the web results as a list, scraped with v1 formats', async () => {
    const answer = await client().searchV1({ query: 'jazz', limit: 2, scrapeOptions: { formats: ['markdown'] } });
    expect(server.requests.at(-1)).toMatchObject({ path: '/v1/search', body: { query: 'jazz', limit: 2 } });
    expect(answer.data?.[0]).toMatchObject({ title: 'A short history of jazz' });
    expect(answer.data?.[0]?.markdown).toContain('From New Orleans to bebop in ten records.');
  });
});
