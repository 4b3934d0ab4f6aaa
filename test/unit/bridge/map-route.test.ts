import { describe, expect, it } from 'vitest';
import type { MapAnswer } from '@/lib/crawl/map-schema';
import { routeRequest } from '@/lib/bridge/route-request';
import { SERVICE_WORDING } from '@/lib/bridge/service-wording';
import { afterFakeTime, fakeDeps, relayed, untilAborted } from './fake-deps';
import { expectDocumented } from './response-docs';

const SITE = 'https://docs.example.com/';
const MAPPED: MapAnswer = {
  links: [
    { url: 'https://docs.example.com/', title: 'Docs', description: undefined },
    { url: 'https://docs.example.com/guide', title: undefined, description: 'How to' },
  ],
  warnings: ['A sitemap did not answer.'],
};

describe('POST /v1/map and /v2/map', () => {
  it('v2: links as {url, title, description} objects, only the parts the map found', async () => {
    const deps = fakeDeps({ mapSite: async () => MAPPED });
    const answer = await routeRequest(relayed('POST', '/v2/map', { url: SITE, search: 'guide', limit: 10 }), deps);
    expectDocumented('v2 map', answer.body);
    expect(answer.body).toEqual({
      success: true,
      links: [
        { url: 'https://docs.example.com/', title: 'Docs' },
        { url: 'https://docs.example.com/guide', description: 'How to' },
      ],
    });
    expect(deps.mapSite.mock.calls[0]![0]).toEqual({ url: SITE, search: 'guide', limit: 10 });
  });

  it('v1: links as bare addresses; ignoreSitemap and sitemapOnly become sitemap modes', async () => {
    const deps = fakeDeps({ mapSite: async () => MAPPED });
    const answer = await routeRequest(relayed('POST', '/v1/map', { url: SITE, ignoreSitemap: true }), deps);
    expectDocumented('v1 map', answer.body);
    expect(answer.body).toEqual({
      success: true,
      links: ['https://docs.example.com/', 'https://docs.example.com/guide'],
    });
    await routeRequest(relayed('POST', '/v1/map', { url: SITE, sitemapOnly: true, ignoreSitemap: true }), deps);
    expect(deps.mapSite.mock.calls.map(([map]) => map.sitemap)).toEqual(['skip', 'only']);
  });

  it('options that only change how the service fetches are taken and not passed on', async () => {
    const deps = fakeDeps();
    const body = { url: SITE, location: { country: 'DE' }, ignoreCache: true, auditMetadata: { username: 'ada' } };
    expect((await routeRequest(relayed('POST', '/v2/map', body), deps)).status).toBe(200);
    expect(deps.mapSite.mock.calls[0]![0]).toEqual({ url: SITE });
  });

  it('unknown keys: the service’s 400 for each version', async () => {
    for (const [version, body] of [
      ['v1', { url: SITE, sitemap: 'skip' }],
      ['v2', { url: SITE, ignoreSitemap: true }],
    ] as const) {
      const answer = await routeRequest(relayed('POST', `/${version}/map`, body), fakeDeps());
      expect(answer).toMatchObject({ status: 400, body: { error: SERVICE_WORDING.unrecognizedKey(version) } });
    }
  });

  it('a map that outlives its timeout: 408; one the site refuses: 403', async () => {
    const { ApiError } = await import('@/lib/api/api-error');
    const slow = fakeDeps({ mapSite: untilAborted });
    const late = await afterFakeTime(1000, () =>
      routeRequest(relayed('POST', '/v2/map', { url: SITE, timeout: 1000 }), slow),
    );
    expect(late).toMatchObject({ status: 408, body: { code: 'SCRAPE_TIMEOUT' } });
    const refused = fakeDeps({
      mapSite: async () => {
        throw new ApiError({ kind: 'forbidden', message: 'No access to docs.example.com.' });
      },
    });
    expect(await routeRequest(relayed('POST', '/v1/map', { url: SITE }), refused)).toEqual({
      status: 403,
      body: { success: false, code: 'FORBIDDEN', error: 'No access to docs.example.com.' },
    });
  });
});
