import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, startContractServer, TEAM_B_KEY, type ContractServer } from '../server/index';
import type { FixtureSite } from '../server/fixture-site';
import { compile } from './conformance/openapi-ajv';
import { v2CrawlRequestTightened, v2MapRequestTightened } from './conformance/request-validators';
import {
  v2CrawlCancelled,
  v2CrawlErrors,
  v2CrawlParamsPreview,
  v2CrawlStarted,
  v2CrawlStatus,
  v2MapResponse,
} from './conformance/response-docs';
import { sampleOf } from './conformance/schema-sampler';
import { SITE, startCrawlSite } from './crawl-site';
import { callServer, until } from './server-call';

// The contract server's v2 crawl and map against the vendored v2 document: every request the
// document allows (tightened with the service's own checks) is taken, anything else is refused the
// service's way, and every answer is one the document describes.
let server: ContractServer;
let site: FixtureSite;
let offline: ContractServer;
beforeAll(async () => {
  site = await startCrawlSite();
  server = await startContractServer({ fixtureOrigin: site.url });
  // Without a fixture origin, a sampled request's site does not resolve: its crawl ends at once.
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
const strict = { success: false, code: 'BAD_REQUEST', error: MESSAGES.strict('v2') };

// Team A has no zero data retention: a request asking for it is refused (tested below).
function crawlRequestForTeamA() {
  const schema = v2CrawlRequestTightened();
  const zdr = schema.properties?.zeroDataRetention;
  if (zdr) zdr.enum = [false];
  return schema;
}

describe('POST /v2/crawl takes what the v2 document allows and nothing else', () => {
  const documented = sampleOf(crawlRequestForTeamA(), requests);
  const valid = compile(crawlRequestForTeamA());

  it(`${RUNS} generated requests, every option and scrape option of the document: 200 with an id`, async () => {
    const answer = compile(v2CrawlStarted());
    await fc.assert(
      fc.asyncProperty(documented, async (body) => {
        expect(valid(body), valid.explain()).toBe(true);
        const started = await callServer(offline, 'POST', '/v2/crawl', body);
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        expect(answer(started.body), answer.explain()).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('the same requests with one key the document does not name: 400, the strict message', async () => {
    await fc.assert(
      fc.asyncProperty(
        documented,
        fc.constantFrom('maxDepth', 'ignoreSitemap', 'allowBackwardLinks'),
        async (body, key) => {
          const refused = await callServer(offline, 'POST', '/v2/crawl', { ...(body as object), [key]: 1 });
          expect(refused).toMatchObject({ status: 400, body: strict });
        },
      ),
      { numRuns: 20 },
    );
  });

  it.each([
    [{ webhook: { url: 'https://hook.example/', secret: 'x' } }, ['webhook']],
    [{ scrapeOptions: { formats: [{ type: 'json', mode: 'llm' }] } }, ['scrapeOptions', 'formats', 0]],
    [{ scrapeOptions: { parsePDF: true } }, ['scrapeOptions']],
    [{ scrapeOptions: { jsonOptions: { prompt: 'p' } } }, ['scrapeOptions']],
  ])('an unknown key inside (%j) is refused there', async (extra, path) => {
    const refused = await callServer(offline, 'POST', '/v2/crawl', { url: `${SITE}/`, ...extra });
    expect(refused).toMatchObject({ status: 400, body: strict });
    const issues = JSON.stringify(refused.body.details);
    expect(issues).toContain(JSON.stringify(path).slice(0, -1));
  });

  it('a path pattern that is not a regular expression: 400 naming the list and the index', async () => {
    const refused = await callServer(offline, 'POST', '/v2/crawl', {
      url: `${SITE}/`,
      includePaths: ['^/docs/', '('],
      excludePaths: ['[a-'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(refused.body.details.map((i: { path: unknown[] }) => i.path)).toEqual([
      ['includePaths', 1],
      ['excludePaths', 0],
    ]);
    expect(refused.body.error).toMatch(/^Invalid regex pattern: /);
  });

  it.each([
    [{ delay: 61 }, 'delay'],
    [{ delay: 0 }, 'delay'],
    [{ maxConcurrency: 0 }, 'maxConcurrency'],
    [{ sitemap: 'never' }, 'sitemap'],
    [{ url: 'ftp://site.example/' }, 'url'],
    [{ scrapeOptions: { timeout: 300_001 } }, 'scrapeOptions'],
    [{ webhook: { url: 'not a url' } }, 'webhook'],
  ])('%j: 400 at %s', async (bad, field) => {
    const refused = await callServer(offline, 'POST', '/v2/crawl', { url: `${SITE}/`, ...bad });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path[0]).toBe(field);
  });

  it('zero data retention is refused to a team without it (403)', async () => {
    const refused = await callServer(offline, 'POST', '/v2/crawl', { url: `${SITE}/`, zeroDataRetention: true });
    expect(refused).toMatchObject({ status: 403, body: { success: false, error: MESSAGES.zdrNotEnabled } });
  });
});

describe('the crawl answers are the ones the v2 document describes', () => {
  it('status (every page of it), errors and cancel', async () => {
    const status = compile(v2CrawlStatus());
    const errors = compile(v2CrawlErrors());
    const cancelled = compile(v2CrawlCancelled());
    const started = await callServer(server, 'POST', '/v2/crawl', {
      url: `${SITE}/`,
      scrapeOptions: {
        formats: ['markdown', 'links', { type: 'screenshot', fullPage: true }, { type: 'json', prompt: 'p' }],
      },
    });
    let page = await until(
      () => callServer(server, 'GET', `/v2/crawl/${started.body.id}`),
      (a) => a.body.status === 'completed',
    );
    for (;;) {
      expect(status(page.body), status.explain()).toBe(true);
      if (!page.body.next) break;
      page = await callServer(server, 'GET', page.body.next);
    }
    const listed = await callServer(server, 'GET', `/v2/crawl/${started.body.id}/errors`);
    expect(errors(listed.body), errors.explain()).toBe(true);

    const running = await callServer(server, 'POST', '/v2/crawl', { url: `${SITE}/`, delay: 1 });
    const cancel = await callServer(server, 'DELETE', `/v2/crawl/${running.body.id}`);
    expect(cancel).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect(cancelled(cancel.body), cancelled.explain()).toBe(true);
  });

  it('a crawl of another team is not found, its errors forbidden; an unknown one not found', async () => {
    const started = await callServer(server, 'POST', '/v2/crawl', { url: `${SITE}/`, delay: 1 });
    const path = `/v2/crawl/${started.body.id}`;
    expect(await callServer(server, 'GET', path, undefined, TEAM_B_KEY)).toMatchObject({ status: 404 });
    expect(await callServer(server, 'DELETE', path, undefined, TEAM_B_KEY)).toMatchObject({ status: 404 });
    expect(await callServer(server, 'GET', `${path}/errors`, undefined, TEAM_B_KEY)).toMatchObject({
      status: 403,
      body: { success: false, error: 'Forbidden' },
    });
    expect(await callServer(server, 'GET', '/v2/crawl/no-such-crawl')).toMatchObject({
      status: 404,
      body: { success: false, error: 'Job not found' },
    });
    expect((await callServer(server, 'GET', `${path}?skip=x`)).status).toBe(400);
  });

  it('a finished crawl cannot be cancelled (409), as on the service', async () => {
    const started = await callServer(server, 'POST', '/v2/crawl', { url: `${SITE}/about` });
    await until(
      () => callServer(server, 'GET', `/v2/crawl/${started.body.id}`),
      (a) => a.body.status === 'completed',
    );
    expect(await callServer(server, 'DELETE', `/v2/crawl/${started.body.id}`)).toMatchObject({
      status: 409,
      body: { error: 'Crawl is already completed' },
    });
  });
});

describe('POST /v2/crawl/params-preview', () => {
  it('needs url and prompt (at most 10000 characters); other keys are dropped, as the service does', async () => {
    const answer = compile(v2CrawlParamsPreview());
    const ok = await callServer(offline, 'POST', '/v2/crawl/params-preview', { url: `${SITE}/`, prompt: 'x', y: 1 });
    expect(ok.status).toBe(200);
    expect(answer(ok.body), answer.explain()).toBe(true);
    for (const body of [{ url: `${SITE}/` }, { prompt: 'p' }, { url: `${SITE}/`, prompt: 'p'.repeat(10_001) }]) {
      const refused = await callServer(offline, 'POST', '/v2/crawl/params-preview', body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(refused.body.error).toMatch(/^Invalid request parameters: /);
    }
  });
});

describe('POST /v2/map takes what the v2 document allows and nothing else', () => {
  it(`${RUNS} generated requests: 200 with the document's links`, async () => {
    const documented = sampleOf(v2MapRequestTightened(), requests);
    const answer = compile(v2MapResponse());
    await fc.assert(
      fc.asyncProperty(documented, async (body) => {
        const mapped = await callServer(offline, 'POST', '/v2/map', body);
        expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
        expect(answer(mapped.body), answer.explain()).toBe(true);
      }),
      { numRuns: RUNS },
    );
    const real = await callServer(server, 'POST', '/v2/map', { url: SITE });
    expect(real.body.links.length).toBeGreaterThan(3);
    expect(answer(real.body), answer.explain()).toBe(true);
  });

  it.each([
    [{ ignoreSitemap: true }, 'strict'],
    [{ sitemapOnly: true }, 'strict'],
    [{ limit: 100_001 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ sitemap: 'never' }, 'sitemap'],
    [{ location: { country: 'de' } }, 'location'],
  ])('%j: 400 (%s)', async (bad, field) => {
    const refused = await callServer(offline, 'POST', '/v2/map', { url: SITE, ...bad });
    expect(refused.status).toBe(400);
    if (field === 'strict') expect(refused.body).toMatchObject(strict);
    else expect(refused.body.details[0].path[0]).toBe(field);
  });
});
