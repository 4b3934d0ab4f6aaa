import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, startContractServer, TEAM_B_KEY, type ContractServer } from '../server/index';
import { startSearchEngines, type SearchEngines } from '../server/search-engines/index';
import { compile } from './conformance/openapi-ajv';
import { v1SearchRequestTightened, v2SearchRequestTightened } from './conformance/request-validators';
import { v1SearchResponse, v2SearchResponse } from './conformance/response-docs';
import { sampleOf } from './conformance/schema-sampler';
import { callServer } from './server-call';

// The contract server's v2 and v1 search against the vendored documents: every request the
// document allows (tightened with the service's own checks) is answered with what the document
// describes, anything else refused the service's way; results can be scraped in place.
let server: ContractServer;
let offline: ContractServer;
let site: SearchEngines;
beforeAll(async () => {
  site = await startSearchEngines();
  server = await startContractServer({ fixtureOrigin: site.siteOrigin });
  offline = await startContractServer();
});
beforeEach(() => {
  server.reset();
  offline.reset();
});
afterAll(async () => {
  await Promise.all([server.close(), offline.close(), site.close()]);
});

const RUNS = 60;
const requests = { extraKeys: false, maxDepth: 5 };
const strict = (version: 'v1' | 'v2') => ({ success: false, code: 'BAD_REQUEST', error: MESSAGES.strict(version) });

describe('POST /v2/search takes what the v2 document allows and nothing else', () => {
  it(`${RUNS} generated requests, every option and scrape option: 200 with the document's answer`, async () => {
    const documented = sampleOf(v2SearchRequestTightened(), requests);
    const valid = compile(v2SearchRequestTightened());
    const answer = compile(v2SearchResponse());
    await fc.assert(
      fc.asyncProperty(documented, async (body) => {
        expect(valid(body), valid.explain()).toBe(true);
        const searched = await callServer(offline, 'POST', '/v2/search', body);
        expect(searched.status, JSON.stringify(searched.body)).toBe(200);
        expect(answer(searched.body), answer.explain()).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('finds by words, each source cut to the limit, and credits 2 per 10 results', async () => {
    const searched = await callServer(server, 'POST', '/v2/search', {
      query: 'fixtures',
      limit: 12,
      sources: [{ type: 'web' }, { type: 'news' }, { type: 'images' }],
    });
    expect(searched.status).toBe(200);
    expect(compile(v2SearchResponse())(searched.body)).toBe(true);
    const { web, news, images } = searched.body.data;
    expect(web).toHaveLength(12);
    expect(news).toHaveLength(6);
    expect(images).toHaveLength(12);
    expect(web[0]).toEqual({
      title: 'Alpine lakes of Europe',
      description: 'A guide to the clearest mountain lakes in the Alps.',
      url: 'https://www.alpine-lakes.example/r/alpine-lakes',
      position: 1,
    });
    expect(news[0]).toMatchObject({
      snippet: 'A guide to the clearest mountain lakes in the Alps.',
      date: '1 days ago',
    });
    expect(searched.body.creditsUsed).toBe(Math.ceil(30 / 10) * 2);
  });

  it('includeDomains and excludeDomains keep and drop by host (trimmed, lower case)', async () => {
    const only = await callServer(server, 'POST', '/v2/search', {
      query: 'fixtures',
      includeDomains: [' WWW.Deep-Sea.example ', 'jazz-history.example'],
    });
    expect(only.body.data.web.map((r: { url: string }) => r.url)).toEqual([
      'https://www.deep-sea.example/r/deep-sea',
      'https://www.jazz-history.example/r/jazz-history',
    ]);
    const without = await callServer(server, 'POST', '/v2/search', {
      query: 'fixtures',
      limit: 100,
      excludeDomains: ['deep-sea.example'],
    });
    expect(without.body.data.web).toHaveLength(15);
  });

  it('scrapeOptions with formats: each web result read and merged in place', async () => {
    const searched = await callServer(server, 'POST', '/v2/search', {
      query: 'sourdough',
      scrapeOptions: { formats: ['markdown'] },
    });
    expect(searched.status).toBe(200);
    const [first] = searched.body.data.web;
    expect(first).toMatchObject({ title: 'Baking sourdough bread at home', position: 1 });
    expect(first.markdown).toContain('Starter, folds and a hot oven: a sourdough method. This page is about sourdough');
    expect(first.metadata).toMatchObject({
      sourceURL: 'https://www.bread-baking.example/r/bread-baking',
      statusCode: 200,
    });
    expect(first.links).toBeUndefined();
    expect(searched.body.creditsUsed).toBe(2 + 1);
  });

  it('the same requests with a key the document does not name: 400, the strict message', async () => {
    const documented = sampleOf(v2SearchRequestTightened(), requests);
    await fc.assert(
      fc.asyncProperty(documented, fc.constantFrom('num', 'page', 'domains'), async (body, key) => {
        const refused = await callServer(offline, 'POST', '/v2/search', { ...(body as object), [key]: 1 });
        expect(refused).toMatchObject({ status: 400, body: strict('v2') });
      }),
      { numRuns: 20 },
    );
  });

  it.each([
    [{ query: 'x'.repeat(501) }, 'query'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ sources: [{ type: 'videos' }] }, 'sources'],
    [{ categories: ['blogs'] }, 'categories'],
    [{ includeDomains: ['https://example.com/'] }, 'includeDomains'],
    [{ timeout: 0 }, 'timeout'],
  ])('%j: 400 at %s', async (bad, field) => {
    const refused = await callServer(offline, 'POST', '/v2/search', { query: 'lakes', ...bad });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path[0]).toBe(field);
  });

  it('both domain lists: 400 in the service’s words', async () => {
    const refused = await callServer(offline, 'POST', '/v2/search', {
      query: 'lakes',
      includeDomains: ['a.example'],
      excludeDomains: ['b.example'],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'includeDomains and excludeDomains cannot both be specified' },
    });
  });

  it('zero data retention and Threat Protection are refused to teams without them (403)', async () => {
    const zdr = await callServer(offline, 'POST', '/v2/search', { query: 'lakes', enterprise: ['zdr'] });
    expect(zdr).toMatchObject({ status: 403, body: { error: MESSAGES.zdrNotEnabled } });
    const tp = await callServer(offline, 'POST', '/v2/search', { query: 'lakes', threatProtection: {} }, TEAM_B_KEY);
    expect(tp).toMatchObject({ status: 403, body: { error: MESSAGES.threatNotEnabled } });
  });
});

describe('POST /v1/search takes what the v1 document allows', () => {
  it(`${RUNS} generated requests: 200 with the document's answer`, async () => {
    const documented = sampleOf(v1SearchRequestTightened(), requests);
    const answer = compile(v1SearchResponse());
    await fc.assert(
      fc.asyncProperty(documented, async (body) => {
        const searched = await callServer(offline, 'POST', '/v1/search', body);
        expect(searched.status, JSON.stringify(searched.body)).toBe(200);
        expect(answer(searched.body), answer.explain()).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('web results as a list (5 by default); none found says so; the v1 SDK’s lang, country, filter are taken', async () => {
    const found = await callServer(server, 'POST', '/v1/search', {
      query: 'fixtures',
      lang: 'en',
      country: 'us',
      filter: '',
      origin: 'js-sdk@4.42.0',
    });
    expect(found.body.data).toHaveLength(5);
    expect(found.body.data[1]).toEqual({
      url: 'https://www.bread-baking.example/r/bread-baking',
      title: 'Baking sourdough bread at home',
      description: 'Starter, folds and a hot oven: a sourdough method.',
    });
    const none = await callServer(server, 'POST', '/v1/search', { query: 'qqqq' });
    expect(none.body).toMatchObject({ success: true, data: [], warning: 'No search results found' });
    const refused = await callServer(offline, 'POST', '/v1/search', { query: 'lakes', sources: ['web'] });
    expect(refused).toMatchObject({ status: 400, body: strict('v1') });
  });
});
