import { describe, expect, it } from 'vitest';
import { routeRequest } from '@/lib/bridge/route-request';
import { SERVICE_WORDING } from '@/lib/bridge/service-wording';
import type { SearchRead } from '@/lib/bridge/bridge-deps';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { messages } from '../../support/real-messages';
import { batchJob, fakeDeps, PAGE_RESULT, relayed } from './fake-deps';
import { expectDocumented } from './response-docs';

// POST /v1/search and /v2/search through the router: a search in the user's browser as a job,
// its results (and the pages read) in the service's shape, what it cannot apply named, and the
// provider's MCP server's discovery answered as the service answers a team without it.

const A = 'https://lakes.example.org/alpine';
const B = 'https://bread.example.net/sourdough';
const searchJob = (change: Partial<BatchJob> = {}) =>
  batchJob({ id: 'search-1', source: 'search', status: 'done', search: { query: 'lakes' }, ...change });

function found(pages: SearchRead['pages'] = []): SearchRead {
  return {
    job: searchJob(),
    answer: {
      results: [
        { kind: 'web', url: A, title: 'Alpine lakes', description: 'Clear water.', position: 1 },
        { kind: 'web', url: B, title: 'Sourdough', description: 'A method.', position: 2 },
      ],
      warnings: [],
      engineName: 'Fixture',
      complete: true,
    },
    pages,
  };
}

const MCP_BODY = {
  query: 'lakes',
  limit: 5,
  sources: ['web', 'alexandria'],
  domainTools: true,
  toolDetail: 'compact',
  origin: 'mcp-fastmcp@3.26.0',
};

describe('POST /v2/search', () => {
  it('a search in the browser, marked with the client; its results in the v2 document’s shape', async () => {
    const deps = fakeDeps({ waitForJob: async () => searchJob(), readSearch: async () => found() });
    const answer = await routeRequest(
      relayed('POST', '/v2/search', { query: 'lakes', limit: 5, origin: 'js-sdk@4.42.0' }),
      deps,
    );
    expect(answer.status).toBe(200);
    expectDocumented('v2 search', answer.body);
    expect(deps.startSearch).toHaveBeenCalledWith({
      spec: { query: 'lakes', limit: 5 },
      options: {},
      clientName: 'Firecrawl JavaScript SDK',
    });
    expect(answer.body).toEqual({
      success: true,
      data: {
        web: [
          { url: A, title: 'Alpine lakes', description: 'Clear water.', position: 1 },
          { url: B, title: 'Sourdough', description: 'A method.', position: 2 },
        ],
      },
      id: 'search-1',
      creditsUsed: 0,
    });
    expect(deps.scrapeSearchResults).not.toHaveBeenCalled();
  });

  it('firecrawl-mcp’s discovery sources: the service’s 403 for a team without them; its web-only retry is served', async () => {
    const deps = fakeDeps({ waitForJob: async () => searchJob(), readSearch: async () => found() });
    const refused = await routeRequest(relayed('POST', '/v2/search', MCP_BODY), deps);
    // firecrawl-mcp retries web-only on exactly these words.
    expect(refused).toEqual({
      status: 403,
      body: { success: false, error: 'This endpoint is not enabled for this team.' },
    });
    expect(SERVICE_WORDING.discoveryNotEnabled).toBe('This endpoint is not enabled for this team.');
    expect(deps.startSearch).not.toHaveBeenCalled();
    const retried = await routeRequest(
      relayed('POST', '/v2/search', { ...MCP_BODY, sources: ['web'], domainTools: false }),
      deps,
    );
    expect(retried.status).toBe(200);
    expect(deps.startSearch.mock.calls[0]![0].spec).toEqual({ query: 'lakes', limit: 5, sources: ['web'] });
  });

  it('scrapeOptions: the results found are read (their sites asked for by the deps), each page merged in place', async () => {
    let read = found();
    const deps = fakeDeps({
      waitForJob: async () => searchJob(),
      readSearch: async () => read,
      scrapeSearchResults: async (_id, urls) => {
        read = found([
          { item: { batchId: 'search-1', index: 0, url: urls[0]!, status: 'done' }, result: PAGE_RESULT },
          {
            item: {
              batchId: 'search-1',
              index: 1,
              url: urls[1]!,
              status: 'failed',
              error: { kind: 'scrape-failed', message: 'It did not load.', retryable: true },
            },
          },
        ]);
      },
    });
    const answer = await routeRequest(
      relayed('POST', '/v2/search', {
        query: 'lakes',
        scrapeOptions: { formats: ['markdown'], onlyMainContent: false },
      }),
      deps,
    );
    expect(answer.status).toBe(200);
    expectDocumented('v2 search', answer.body);
    expect(deps.startSearch.mock.calls[0]![0].options).toEqual({ formats: ['markdown'], onlyMainContent: false });
    expect(deps.scrapeSearchResults).toHaveBeenCalledWith('search-1', [A, B]);
    const [first, second] = (answer.body as { data: { web: Record<string, unknown>[] } }).data.web;
    expect(first).toMatchObject({ url: A, title: 'Alpine lakes', markdown: PAGE_RESULT.markdown, position: 1 });
    expect(second).toMatchObject({ url: B, metadata: { statusCode: 500, error: 'It did not load.' } });
  });

  it('what a search in the browser cannot apply is named in the warning, from the search and from the request', async () => {
    const deps = fakeDeps({
      waitForJob: async () => searchJob(),
      readSearch: async () => ({
        ...found(),
        answer: { ...found().answer, warnings: ['A search in your browser cannot apply these options: tbs.'] },
      }),
    });
    const answer = await routeRequest(
      relayed('POST', '/v2/search', { query: 'lakes', tbs: 'qdr:w', highlights: true, sources: ['web', 'news'] }),
      deps,
    );
    const body = answer.body as { warning: string; data: Record<string, unknown> };
    expect(body.warning).toContain('tbs');
    expect(body.warning).toContain('highlights');
    expect(body.data.news).toEqual([]);
  });

  it.each([
    [{ query: '' }, 'query'],
    [{ query: 'x'.repeat(501) }, 'query'],
    [{ query: 'lakes', limit: 101 }, 'limit'],
    [{ query: 'lakes', includeDomains: ['a.example'], excludeDomains: ['b.example'] }, 'includeDomains'],
  ])('%j: 400 at %s, nothing started', async (body, field) => {
    const deps = fakeDeps();
    const answer = await routeRequest(relayed('POST', '/v2/search', body), deps);
    expect(answer.status).toBe(400);
    expect((answer.body as { details: { path: unknown[] }[] }).details[0]!.path[0]).toBe(field);
    expect(deps.startSearch).not.toHaveBeenCalled();
  });

  it('a results page that is a challenge: the job’s 403 with its code and words', async () => {
    const error = {
      kind: 'forbidden' as const,
      code: 'SEARCH_CHALLENGE',
      message: 'Fixture shows a check.',
      retryable: false,
    };
    const deps = fakeDeps({ waitForJob: async () => searchJob({ status: 'failed', error }) });
    const answer = await routeRequest(relayed('POST', '/v2/search', { query: 'lakes' }), deps);
    expect(answer).toEqual({
      status: 403,
      body: { success: false, code: 'SEARCH_CHALLENGE', error: 'Fixture shows a check.' },
    });
  });

  it('JSON extraction without a model and forwarding off: 403 naming it', async () => {
    const deps = fakeDeps();
    const answer = await routeRequest(
      relayed('POST', '/v2/search', {
        query: 'lakes',
        scrapeOptions: { formats: [{ type: 'json', prompt: 'Prices' }] },
      }),
      deps,
    );
    expect(answer).toMatchObject({ status: 403, body: { code: 'FORWARDING_NOT_ALLOWED' } });
  });

  it('searches that go to the service (its key, the service chosen) are forwarded when allowed, else served here', async () => {
    const forwardedAnswer = { status: 200, body: { success: true, data: { web: [] }, id: 'svc-1', creditsUsed: 2 } };
    const deps = fakeDeps({ searchAtService: async () => true, forward: async () => forwardedAnswer });
    expect(await routeRequest(relayed('POST', '/v2/search', MCP_BODY), deps)).toEqual(forwardedAnswer);
    const local = fakeDeps({
      searchAtService: async () => true,
      waitForJob: async () => searchJob(),
      readSearch: async () => found(),
    });
    expect((await routeRequest(relayed('POST', '/v2/search', { query: 'lakes' }), local)).status).toBe(200);
    expect(local.forward).toHaveBeenCalled();
  });

  it('its feedback and indexes stay the service’s', async () => {
    const answer = await routeRequest(relayed('POST', '/v2/search/abc/feedback', { query: 'x' }), fakeDeps());
    expect(answer).toMatchObject({ status: 501, body: { code: 'NOT_SERVED_LOCALLY' } });
  });
});

describe('POST /v1/search', () => {
  it('5 results unless asked; the v1 SDK’s lang, country and filter taken; a list in the v1 document’s shape', async () => {
    const deps = fakeDeps({ waitForJob: async () => searchJob(), readSearch: async () => found() });
    const body = {
      query: 'lakes',
      lang: 'en',
      country: 'us',
      timeout: 60000,
      scrapeOptions: { formats: [] },
      origin: 'js-sdk@4.42.0',
    };
    const answer = await routeRequest(relayed('POST', '/v1/search', body), deps);
    expect(answer.status).toBe(200);
    expectDocumented('v1 search', answer.body);
    expect(deps.startSearch.mock.calls[0]![0].spec).toEqual({
      query: 'lakes',
      limit: 5,
      country: 'us',
      timeout: 60000,
    });
    expect((answer.body as { data: unknown[] }).data).toEqual([
      { url: A, title: 'Alpine lakes', description: 'Clear water.' },
      { url: B, title: 'Sourdough', description: 'A method.' },
    ]);
  });

  it('nothing found: an empty list and the service’s warning', async () => {
    const nothing = { ...found(), answer: { ...found().answer, results: [] } };
    const deps = fakeDeps({ waitForJob: async () => searchJob(), readSearch: async () => nothing });
    const answer = await routeRequest(relayed('POST', '/v1/search', { query: 'zzz' }), deps);
    expect(answer.body).toMatchObject({ success: true, data: [], warning: messages.bridge_searchNothing!.message });
  });
});
