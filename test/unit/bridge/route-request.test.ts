import { describe, expect, it } from 'vitest';
import { JOB_MARGIN_MS } from '@/lib/bridge/job-answer';
import { routeRequest } from '@/lib/bridge/route-request';
import { SERVICE_WORDING } from '@/lib/bridge/service-wording';
import { messages } from '../../support/real-messages';
import { afterFakeTime, BASE, fakeDeps, PAGE_RESULT, relayed, scrapeJob, untilAborted } from './fake-deps';
import { expectDocumented } from './response-docs';

const URL_ = 'https://news.example.com/members';
const SDK_ORIGIN = { origin: 'js-sdk@4.3.0' };
const message = (key: string) => messages[key]!.message;

describe('POST /v1/scrape and /v2/scrape', () => {
  it('v1: a local scrape job, marked with the client, answered in the v1 document’s shape', async () => {
    const deps = fakeDeps();
    const answer = await routeRequest(
      relayed('POST', '/v1/scrape', { url: URL_, formats: ['markdown', 'links'], ...SDK_ORIGIN }),
      deps,
    );
    expect(answer.status).toBe(200);
    expectDocumented('v1 scrape', answer.body);
    expect(deps.startScrape).toHaveBeenCalledWith(
      'local',
      { url: URL_, formats: ['markdown', 'links'] },
      'Firecrawl JavaScript SDK',
    );
    const data = (answer.body as { data: Record<string, unknown> }).data;
    expect(data.markdown).toBe(PAGE_RESULT.markdown);
    // v1 metadata is single text where the page declared a field twice; v1's own lists stay lists.
    expect(data.metadata).toMatchObject({
      description: 'Your account',
      keywords: ['members', 'account'],
      statusCode: 200,
    });
  });

  it('v2: the same job, the v2 document’s shape, metadata lists kept', async () => {
    const deps = fakeDeps();
    const answer = await routeRequest(relayed('POST', '/v2/scrape', { url: URL_, ...SDK_ORIGIN }), deps);
    expect(answer.status).toBe(200);
    expectDocumented('v2 scrape', answer.body);
    expect((answer.body as { data: { metadata: unknown } }).data.metadata).toMatchObject({
      description: ['Your account', 'The second description'],
    });
  });

  it('answers results only: fields the extension keeps beside a result never reach the client', async () => {
    const kept = { ...PAGE_RESULT, apiKey: 'fc-secret', cookies: 'session=1', localStorage: { a: 1 } };
    const deps = fakeDeps({ waitForJob: async () => scrapeJob(kept) });
    for (const version of ['v1', 'v2']) {
      const answer = await routeRequest(relayed('POST', `/${version}/scrape`, { url: URL_ }), deps);
      expect(JSON.stringify(answer.body)).not.toMatch(/fc-secret|session=1|localStorage/);
    }
  });

  it('v2 formats as objects become the jobs’ v1-shaped request (the inverse of toV2ScrapeOptions)', async () => {
    const deps = fakeDeps();
    const body = {
      url: URL_,
      formats: [
        { type: 'markdown' },
        'links',
        { type: 'screenshot', fullPage: true, quality: 80 },
        { type: 'changeTracking', modes: ['git-diff'], tag: 'daily' },
      ],
      parsers: [],
      onlyMainContent: false,
    };
    const answer = await routeRequest(relayed('POST', '/v2/scrape', body), deps);
    expect(answer.status).toBe(200);
    expect(deps.startScrape.mock.calls[0]![1]).toEqual({
      url: URL_,
      formats: ['markdown', 'links', 'screenshot@fullPage', 'changeTracking'],
      changeTrackingOptions: { modes: ['git-diff'], tag: 'daily' },
      parsePDF: false,
      onlyMainContent: false,
    });
  });

  it.each([
    ['v1', { url: URL_, includeHtml: true }],
    ['v1', { url: URL_, location: { country: 'DE', city: 'Berlin' } }],
    ['v2', { url: URL_, pageOptions: {} }],
    ['v2', { url: URL_, formats: [{ type: 'markdown', extra: 1 }] }],
    ['v2', { url: URL_, formats: [{ type: 'screenshot', viewport: { width: 10, height: 10, depth: 3 } }] }],
  ])(
    '%s refuses an unknown key as the service does: 400 BAD_REQUEST, "Unrecognized key in body", zod details',
    async (version, body) => {
      const deps = fakeDeps();
      const answer = await routeRequest(relayed('POST', `/${version}/scrape`, body), deps);
      expect(answer).toMatchObject({
        status: 400,
        body: { success: false, code: 'BAD_REQUEST', error: SERVICE_WORDING.unrecognizedKey(version as 'v1' | 'v2') },
      });
      expect((answer.body as { details: unknown[] }).details.length).toBeGreaterThan(0);
      expect(deps.startScrape).not.toHaveBeenCalled();
    },
  );

  it('refuses other invalid bodies with the first problem, never starting a job', async () => {
    const deps = fakeDeps();
    const noUrl = await routeRequest(relayed('POST', '/v1/scrape', {}), deps);
    const ftp = await routeRequest(relayed('POST', '/v2/scrape', { url: 'ftp://example.com/' }), deps);
    const rules = await routeRequest(relayed('POST', '/v2/scrape', { url: URL_, formats: ['changeTracking'] }), deps);
    for (const answer of [noUrl, ftp, rules])
      expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect((rules.body as { error: string }).error).toBe(message('apiSchema_changeTrackingNeedsMarkdown'));
    expect(deps.startScrape).not.toHaveBeenCalled();
  });

  describe('what the local engine cannot do', () => {
    const json = { url: URL_, formats: ['json'], jsonOptions: { prompt: 'the price' } };

    it('forwarding off: 403 naming what is missing and where to allow it', async () => {
      const deps = fakeDeps();
      const answer = await routeRequest(relayed('POST', '/v1/scrape', json), deps);
      expect(answer).toMatchObject({ status: 403, body: { success: false, code: 'FORWARDING_NOT_ALLOWED' } });
      const error = (answer.body as { error: string }).error;
      expect(error).toContain('formats: json');
      expect(error).toContain('Allow forwarding');
      expect(deps.startScrape).not.toHaveBeenCalled();
    });

    it('with a model chosen, json, summary and json-mode change tracking run in the browser', async () => {
      const deps = fakeDeps({ hasModel: async () => true });
      const body = {
        url: URL_,
        formats: [
          { type: 'summary' },
          { type: 'json', prompt: 'price' },
          'markdown',
          { type: 'changeTracking', modes: ['json'] },
        ],
      };
      const answer = await routeRequest(relayed('POST', '/v2/scrape', body), deps);
      expect(answer.status).toBe(200);
      expect(deps.startScrape).toHaveBeenCalledWith(
        'local',
        expect.objectContaining({
          formats: ['summary', 'json', 'markdown', 'changeTracking'],
          jsonOptions: { prompt: 'price' },
          changeTrackingOptions: { modes: ['json'] },
        }),
        expect.any(String),
      );
      // What no model here can do still needs the service.
      const question = { url: URL_, formats: [{ type: 'question', question: 'Who?' }] };
      expect((await routeRequest(relayed('POST', '/v2/scrape', question), deps)).status).toBe(403);
    });

    it.each([
      [{ url: URL_, formats: [{ type: 'summary' }, 'markdown'] }, 'formats: summary'],
      [{ url: URL_, formats: [{ type: 'json', prompt: 'price' }] }, 'formats: json'],
      [{ url: URL_, formats: [{ type: 'question', question: 'Who?' }] }, 'formats: question'],
      [{ url: URL_, onlyCleanContent: true }, 'onlyCleanContent'],
      [{ url: URL_, redactPII: true }, 'redactPII'],
      [{ url: URL_, profile: { name: 'work' } }, 'profile'],
      [{ url: URL_, lockdown: true }, 'lockdown'],
      [{ url: URL_, minAge: 1 }, 'minAge'],
      [
        { url: URL_, formats: ['markdown', { type: 'changeTracking', modes: ['json'] }] },
        'changeTrackingOptions.modes: json',
      ],
    ])('v2 %j needs the service (%s)', async (body, named) => {
      const answer = await routeRequest(relayed('POST', '/v2/scrape', body), fakeDeps());
      expect(answer.status).toBe(403);
      expect((answer.body as { error: string }).error).toContain(named);
    });

    it('forwarding on: the service’s answer, asked without the bridge token', async () => {
      const service = { status: 200, body: { success: true, data: { json: { price: 3 } } } };
      const deps = fakeDeps({ forward: async (request) => (request.headers.authorization ? undefined : service) });
      const answer = await routeRequest(relayed('POST', '/v1/scrape', json), deps);
      expect(answer).toEqual(service);
      expect(deps.startScrape).not.toHaveBeenCalled();
    });
  });

  describe('a job that does not end well', () => {
    it.each([
      [{ kind: 'timeout', message: 'late' }, 408, 'SCRAPE_TIMEOUT'],
      [{ kind: 'scrape-failed', message: 'no page' }, 500, 'SCRAPE_ALL_ENGINES_FAILED'],
      [{ kind: 'scrape-failed', message: 'ssl', code: 'SCRAPE_SSL_ERROR' }, 500, 'SCRAPE_SSL_ERROR'],
      [{ kind: 'forbidden', message: 'No access to news.example.com' }, 403, undefined],
    ] as const)('failed with %j: %i %s', async (error, status, code) => {
      const deps = fakeDeps({
        waitForJob: async () => scrapeJob(undefined, { status: 'failed', error: { retryable: false, ...error } }),
      });
      const answer = await routeRequest(relayed('POST', '/v1/scrape', { url: URL_ }), deps);
      expect(answer).toEqual({ status, body: { success: false, ...(code && { code }), error: error.message } });
    });

    it('cancelled in the browser: 409 saying so; interrupted: 500 asking to send it again', async () => {
      const cancelled = fakeDeps({ waitForJob: async () => scrapeJob(undefined, { status: 'cancelled' }) });
      const interrupted = fakeDeps({ waitForJob: async () => scrapeJob(undefined, { status: 'interrupted' }) });
      expect(await routeRequest(relayed('POST', '/v1/scrape', { url: URL_ }), cancelled)).toMatchObject({
        status: 409,
        body: { error: message('bridge_cancelled') },
      });
      expect(await routeRequest(relayed('POST', '/v2/scrape', { url: URL_ }), interrupted)).toMatchObject({
        status: 500,
        body: { code: 'UNKNOWN_ERROR', error: message('bridge_interrupted') },
      });
    });

    it('a job that outlives the request’s timeout and the margin: 408 SCRAPE_TIMEOUT', async () => {
      const deps = fakeDeps({ waitForJob: untilAborted });
      const request = relayed('POST', '/v1/scrape', { url: URL_, timeout: 1000 });
      const answer = await afterFakeTime(1000 + JOB_MARGIN_MS, () => routeRequest(request, deps));
      expect(answer).toMatchObject({ status: 408, body: { code: 'SCRAPE_TIMEOUT' } });
    });

    it('a start the background refuses (an ApiError) is answered by its kind', async () => {
      const { ApiError } = await import('@/lib/api/api-error');
      const deps = fakeDeps({
        startScrape: async () => {
          throw new ApiError({ kind: 'invalid-request', message: 'Not a page the browser may read.' });
        },
      });
      expect(await routeRequest(relayed('POST', '/v1/scrape', { url: URL_ }), deps)).toEqual({
        status: 400,
        body: { success: false, code: 'BAD_REQUEST', error: 'Not a page the browser may read.' },
      });
      const thrown = fakeDeps({ startScrape: async () => Promise.reject(new Error('boom')) });
      expect(await routeRequest(relayed('POST', '/v1/scrape', { url: URL_ }), thrown)).toMatchObject({
        status: 500,
        body: { code: 'UNKNOWN_ERROR' },
      });
    });
  });
});

describe('endpoints and paths', () => {
  it.each([
    ['POST', '/v2/search/abc/feedback'],
    ['POST', '/v2/search/research/papers'],
    ['POST', '/v2/extract'],
    ['GET', '/v1/extract/abc'],
    ['POST', '/v1/deep-research'],
    ['POST', '/v1/llmstxt'],
    ['POST', '/v2/agent'],
    ['GET', '/v2/crawl/active'],
    ['POST', '/v2/crawl/params-preview'],
    ['GET', '/v1/team/token-usage/historical'],
  ])('%s %s, forwarding off: 501 naming the endpoint', async (method, path) => {
    const answer = await routeRequest(
      relayed(method, path, method === 'POST' ? { query: 'x' } : undefined),
      fakeDeps(),
    );
    expect(answer).toMatchObject({ status: 501, body: { success: false, code: 'NOT_SERVED_LOCALLY' } });
    expect((answer.body as { error: string }).error).toContain(`${method} ${path}`);
  });

  it('forwarding on: the service’s answer, its status addresses moved onto the bridge', async () => {
    const deps = fakeDeps({
      forward: async () => ({
        status: 200,
        body: {
          success: true,
          id: 'x1',
          url: 'https://api.firecrawl.dev/v1/extract/x1',
          next: 'https://svc.example/api/v2/search/x1?skip=5',
        },
      }),
    });
    const answer = await routeRequest(relayed('POST', '/v1/extract', { urls: ['https://a.example/'] }), deps);
    expect(answer).toEqual({
      status: 200,
      body: { success: true, id: 'x1', url: `${BASE}/v1/extract/x1`, next: `${BASE}/v2/search/x1?skip=5` },
    });
  });

  it.each([
    ['POST', '/v1/scrapes'],
    ['GET', '/v1/scrape'],
    ['POST', '/v3/scrape'],
    ['GET', '/'],
    ['POST', '/v1/parse'],
  ])('%s %s: 404 in the service’s shape', async (method, path) => {
    const answer = await routeRequest(relayed(method, path), fakeDeps());
    expect(answer).toMatchObject({ status: 404, body: { success: false } });
    expect((answer.body as { error: string }).error).toContain(`${method} ${path}`);
  });

  it('a trailing slash names the same route; a POST without a body reads as {}', async () => {
    const deps = fakeDeps();
    expect((await routeRequest(relayed('POST', '/v2/scrape/', { url: URL_ }), deps)).status).toBe(200);
    expect(await routeRequest(relayed('POST', '/v1/scrape'), deps)).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', details: [{ path: ['url'] }] },
    });
  });

  it('status addresses are built on the Host the client reached, never on a Host that is not one', async () => {
    const deps = fakeDeps();
    const started = await routeRequest(relayed('POST', '/v1/batch/scrape', { urls: [URL_] }), deps);
    expect(started.body).toMatchObject({ url: `${BASE}/v1/batch/scrape/batch-1` });
    const odd = relayed('POST', '/v1/batch/scrape', { urls: [URL_] }, { headers: { host: 'x/y@evil.example' } });
    expect((await routeRequest(odd, deps)).body).toMatchObject({ url: 'http://127.0.0.1/v1/batch/scrape/batch-1' });
  });

  it('a relayed message the router cannot read: 400', async () => {
    const answer = await routeRequest({ id: '', method: 'POST', path: 'v1/scrape' } as never, fakeDeps());
    expect(answer).toEqual({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', error: message('bridge_requestInvalid') },
    });
  });

  it('a client name given by the wiring marks the job instead of the user agent’s', async () => {
    const deps = fakeDeps();
    await routeRequest(relayed('POST', '/v1/scrape', { url: URL_ }), deps, { name: 'Claude Desktop' });
    expect(deps.startScrape.mock.calls[0]![2]).toBe('Claude Desktop');
  });
});
