import Firecrawl from '@mendable/firecrawl-js';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { compile } from './conformance/openapi-ajv';
import {
  v2InteractRequest,
  v2InteractRequestAsServer,
  v2SessionCreateRequest,
  v2SessionExecuteRequest,
} from './conformance/request-validators';
import {
  v2ScrapeInteractResponse,
  v2ScrapeInteractStopped,
  v2SessionCreated,
  v2SessionDeleted,
  v2SessionExecuted,
  v2SessionList,
} from './conformance/response-docs';
import { sampleOf } from './conformance/schema-sampler';
import { callServer } from './server-call';

// The contract server's interact routes against the vendored v2 document: every request the
// document allows is taken (and a prompt, as the provider's server takes it), each answer is one the
// document describes, refusals are the server's; the SDK, unchanged, works through its /v2/browser
// spelling.
let server: ContractServer;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/page': '<html><title>Fixture page</title><body><p>Text.</p></body></html>' });
  server = await startContractServer();
});
beforeEach(() => server.reset());
afterAll(async () => {
  await Promise.all([server.close(), site.close()]);
});

const RUNS = 40;
const requests = { extraKeys: false, maxDepth: 4 };

async function scrapeId(): Promise<string> {
  const answer = await callServer(server, 'POST', '/v1/scrape', { url: `${site.url}/page` });
  return answer.body.data.metadata.scrapeId as string;
}

describe('POST /v2/scrape/{id}/interact takes what the document allows, and a prompt as the server does', () => {
  it(`${RUNS} generated code requests: 200, each answer one the document describes`, async () => {
    const id = await scrapeId();
    const answer = compile(v2ScrapeInteractResponse());
    await fc.assert(
      fc.asyncProperty(sampleOf(v2InteractRequest(), requests), async (body) => {
        const ran = await callServer(server, 'POST', `/v2/scrape/${id}/interact`, body);
        expect(ran.status, JSON.stringify(ran.body)).toBe(200);
        expect(answer(ran.body), answer.explain()).toBe(true);
        expect(ran.body.success).toBe(ran.body.exitCode === 0 && !ran.body.killed);
      }),
      { numRuns: RUNS },
    );
  });

  it('prompts (the server schema): 200 with the agent’s output', async () => {
    const id = await scrapeId();
    const answer = compile(v2ScrapeInteractResponse());
    const asServer = { ...v2InteractRequestAsServer(), anyOf: undefined, required: ['prompt'] };
    delete asServer.properties?.code;
    await fc.assert(
      fc.asyncProperty(sampleOf(asServer, requests), async (body) => {
        const ran = await callServer(server, 'POST', `/v2/scrape/${id}/interact`, body);
        expect(ran.status, JSON.stringify(ran.body)).toBe(200);
        expect(answer(ran.body), answer.explain()).toBe(true);
        if (!ran.body.killed) expect(ran.body.output).toEqual(expect.any(String));
      }),
      { numRuns: 20 },
    );
  });

  it('drops a key it does not know (its object is not strict), as the server does', async () => {
    const id = await scrapeId();
    const ran = await callServer(server, 'POST', `/v2/scrape/${id}/interact`, {
      code: 'agent-browser get title',
      language: 'bash',
      surprise: 1,
    });
    expect(ran).toMatchObject({ status: 200, body: { success: true, stdout: 'Fixture page\n' } });
  });

  it.each([
    [{}, "Either 'code' or 'prompt' must be provided."],
    [{ code: '' }, undefined],
    [{ code: 'x', timeout: 0 }, undefined],
    [{ code: 'x', timeout: 301 }, undefined],
    [{ code: 'x', language: 'ruby' }, undefined],
    [{ prompt: 'x'.repeat(10_001) }, undefined],
  ])('%j: 400', async (body, error) => {
    const id = await scrapeId();
    const refused = await callServer(server, 'POST', `/v2/scrape/${id}/interact`, body);
    expect(refused).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
    if (error) expect(refused.body.error).toBe(error);
  });

  it('a job id that is not a uuid: 400; an unknown one: 404 Job not found.', async () => {
    expect(await callServer(server, 'POST', '/v2/scrape/nope/interact', { code: 'x' })).toMatchObject({
      status: 400,
      body: { success: false, error: 'Invalid job ID format.' },
    });
    expect(
      await callServer(server, 'POST', '/v2/scrape/0b7e3c1a-2f4d-4c6e-8a9b-1c2d3e4f5a6b/interact', { code: 'x' }),
    ).toMatchObject({ status: 404, body: { success: false, error: 'Job not found.' } });
  });

  it('DELETE: 200 as the document says; with no session 404 Browser session not found.', async () => {
    const id = await scrapeId();
    const stopped = compile(v2ScrapeInteractStopped());
    expect(await callServer(server, 'DELETE', `/v2/scrape/${id}/interact`)).toMatchObject({
      status: 404,
      body: { success: false, error: 'Browser session not found.' },
    });
    await callServer(server, 'POST', `/v2/scrape/${id}/interact`, { code: 'agent-browser get url', language: 'bash' });
    const answer = await callServer(server, 'DELETE', `/v2/scrape/${id}/interact`);
    expect(answer.status).toBe(200);
    expect(stopped(answer.body), stopped.explain()).toBe(true);
    expect(answer.body).toMatchObject({ success: true, cleanupQueued: true, creditsBilled: expect.any(Number) });
  });
});

describe('/v2/interact, sessions of their own', () => {
  it(`${RUNS} generated create requests: each session made, listed, stopped, as the document describes`, async () => {
    const created = compile(v2SessionCreated());
    const listed = compile(v2SessionList());
    const deleted = compile(v2SessionDeleted());
    await fc.assert(
      fc.asyncProperty(sampleOf(v2SessionCreateRequest(), requests), async (body) => {
        const made = await callServer(server, 'POST', '/v2/interact', body);
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        expect(created(made.body), created.explain()).toBe(true);
        const list = await callServer(server, 'GET', '/v2/interact?status=active');
        expect(listed(list.body), listed.explain()).toBe(true);
        expect(list.body.sessions.map((s: { id: string }) => s.id)).toContain(made.body.id);
        const gone = await callServer(server, 'DELETE', `/v2/interact/${made.body.id}`);
        expect(deleted(gone.body), deleted.explain()).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it(`${RUNS} generated execute requests: 200 (success even when the code failed), as the document describes`, async () => {
    const executed = compile(v2SessionExecuted());
    const made = await callServer(server, 'POST', '/v2/interact', {});
    await fc.assert(
      fc.asyncProperty(sampleOf(v2SessionExecuteRequest(), requests), async (body) => {
        const ran = await callServer(server, 'POST', `/v2/interact/${made.body.id}/execute`, body);
        expect(ran.status, JSON.stringify(ran.body)).toBe(200);
        expect(executed(ran.body), executed.explain()).toBe(true);
        expect(ran.body.success).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses what the server refuses', async () => {
    const made = await callServer(server, 'POST', '/v2/interact', {});
    for (const body of [{ ttl: 29 }, { ttl: 60.5 }, { activityTtl: 3601 }, { profile: { name: '' } }])
      expect((await callServer(server, 'POST', '/v2/interact', body)).status).toBe(400);
    const big = await callServer(server, 'POST', `/v2/interact/${made.body.id}/execute`, { code: 'é'.repeat(50_001) });
    expect(big).toMatchObject({ status: 400, body: { error: 'Code must not exceed 100,000 UTF-8 bytes.' } });
    // No prompt on this route: it is dropped, and code is missing.
    expect((await callServer(server, 'POST', `/v2/interact/${made.body.id}/execute`, { prompt: 'x' })).status).toBe(
      400,
    );
    expect((await callServer(server, 'GET', '/v2/interact?status=open')).status).toBe(400);
    expect(await callServer(server, 'DELETE', '/v2/interact/unknown')).toMatchObject({
      status: 404,
      body: { error: 'Browser session not found.' },
    });
  });

  it('the live view is a page of the server at the address given, not without its token', async () => {
    const made = await callServer(server, 'POST', '/v2/interact', {});
    const page = await fetch(made.body.liveViewUrl as string);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('about:blank');
    const interactive = await fetch(made.body.interactiveLiveViewUrl as string);
    expect(await interactive.text()).toContain('Interactive live view');
    expect((await fetch(`${server.url}/live/${made.body.id}`)).status).toBe(404);
  });
});

describe('the SDK, unchanged (its /v2/browser spelling and the scrape interact)', () => {
  it('creates, runs, lists and deletes a session, and interacts with a scrape and stops it', async () => {
    const firecrawl = new Firecrawl({ apiKey: TEAM_A_KEY, apiUrl: server.url });
    const session = await firecrawl.browser({ ttl: 120 });
    expect(session).toMatchObject({ success: true, id: expect.any(String) });
    const ran = await firecrawl.browserExecute(session.id ?? '', { code: 'agent-browser get url' });
    expect(ran).toMatchObject({ success: true, stdout: 'about:blank\n', exitCode: 0 });
    const listed = await firecrawl.listBrowsers({ status: 'active' });
    expect(listed.sessions?.map((s) => s.id)).toEqual([session.id]);
    expect(await firecrawl.deleteBrowser(session.id ?? '')).toMatchObject({ success: true, status: 'stopped' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v2/browser',
      `POST /v2/browser/${session.id}/execute`,
      'GET /v2/browser',
      `DELETE /v2/browser/${session.id}`,
    ]);

    const id = await scrapeId();
    const code = await firecrawl.interact(id, { code: 'agent-browser get title', language: 'bash' });
    expect(code).toMatchObject({ success: true, stdout: 'Fixture page\n' });
    const prompt = await firecrawl.interact(id, { prompt: 'What is the title?' });
    expect(prompt.output).toBe('The page title is "Fixture page".');
    expect(await firecrawl.stopInteraction(id)).toMatchObject({ success: true });
  });
});
