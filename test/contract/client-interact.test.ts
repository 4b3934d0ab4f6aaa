import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createClient } from '@/lib/api/client';
import { INTERACT_CODES } from '@/lib/interact/interact-errors';
import { startContractServer, TEAM_A_KEY, TEAM_B_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { withFeatureCalls } from './feature-clients';
import { compile } from './conformance/openapi-ajv';
import { v2InteractRequest, v2InteractRequestAsServer } from './conformance/request-validators';

// The service's interact sessions, the real client against the contract server: a scrape's session
// (code in each language, a prompt, failures, timeouts, stop) and sessions of their own (open, list,
// run, stop), what is sent, what comes back, and each failure in the interact's own words.
let server: ContractServer;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({
    '/tide-pools':
      '<html><title>Tide pools</title><body><main><h1>Tide pools</h1><p>Anemones.</p></main></body></html>',
    '/crabs': '<html><title>Crabs</title><body><p>Crabs walk sideways.</p></body></html>',
  });
  server = await startContractServer();
});
beforeEach(() => server.reset());
afterAll(async () => {
  await Promise.all([server.close(), site.close()]);
});

const client = (apiKey = TEAM_A_KEY) =>
  withFeatureCalls(createClient({ baseUrl: server.url, apiKey, retry: { baseDelayMs: 1, maxDelayMs: 5 } }));
const interact = (apiKey = TEAM_A_KEY) => client(apiKey).interact;
const lastTo = (pattern: RegExp) => server.requests.filter((r) => pattern.test(r.path)).at(-1);
const sentTo = (pattern: RegExp) => server.requests.filter((r) => pattern.test(r.path)).length;

async function scrapeId(path = '/tide-pools', apiKey = TEAM_A_KEY): Promise<string> {
  const answer = await client(apiKey).scrape({ url: `${site.url}${path}` });
  const id = answer.data.metadata?.scrapeId;
  if (typeof id !== 'string') throw new Error('the scrape named no scrapeId');
  return id;
}

const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

// The v2 document's request, closed; and the same as the server takes it (prompt beside code).
const documented = compile(v2InteractRequest());
const asServer = compile(v2InteractRequestAsServer());

describe("a scrape's session", () => {
  it('runs bash (agent-browser commands) on the page the scrape read, and names the session and its live views', async () => {
    const id = await scrapeId();
    const code = 'agent-browser get title\nagent-browser get url';
    const answer = await interact().scrapeInteract(id, { code, language: 'bash', timeout: 20 });
    expect(answer).toMatchObject({
      success: true,
      stdout: `Tide pools\n${site.url}/tide-pools\n`,
      stderr: '',
      exitCode: 0,
      killed: false,
    });
    expect(answer.sessionId).toEqual(expect.any(String));
    expect(answer.liveViewUrl).toMatch(new RegExp(`^${server.url}/live/${answer.sessionId}\\?token=`));
    expect(answer.interactiveLiveViewUrl).toContain('interactive=true');
    expect(answer.cdpUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/cdp\//);
    const sent = lastTo(/\/interact$/);
    expect(sent).toMatchObject({ method: 'POST', path: `/v2/scrape/${id}/interact` });
    expect(sent?.body).toEqual({ code, language: 'bash', timeout: 20 });
    expect(documented(sent?.body), documented.explain()).toBe(true);
    expect(sent?.headers.authorization).toBe(`Bearer ${TEAM_A_KEY}`);
  });

  it('runs node and python with a Playwright page, one session for the scrape', async () => {
    const id = await scrapeId();
    const node = await interact().scrapeInteract(id, { code: 'console.log(await page.title())', language: 'node' });
    const python = await interact().scrapeInteract(id, { code: 'print(page.url)', language: 'python' });
    expect(node.stdout).toBe('Tide pools\n');
    expect(python.stdout).toBe(`${site.url}/tide-pools\n`);
    expect(python.sessionId).toBe(node.sessionId);
    // Opening another page changes what the session shows.
    const opened = await interact().scrapeInteract(id, {
      code: `agent-browser open ${site.url}/crabs && agent-browser get title`,
      language: 'bash',
    });
    expect(opened.stdout).toBe(`✓ Crabs\n  ${site.url}/crabs\nCrabs\n`);
  });

  it("sends a prompt as the server takes it (not in the document), and reads the agent's answer", async () => {
    const id = await scrapeId();
    const answer = await interact().scrapeInteract(id, { prompt: 'What is the page title?', timeout: 15 });
    expect(answer).toMatchObject({ success: true, output: 'The page title is "Tide pools".', exitCode: 0 });
    const sent = lastTo(/\/interact$/)?.body;
    expect(sent).toEqual({ prompt: 'What is the page title?', timeout: 15 });
    expect(documented(sent)).toBe(false);
    expect(asServer(sent), asServer.explain()).toBe(true);
  });

  it('code that fails is an answer with success false, its stderr and exit code, not an error', async () => {
    const id = await scrapeId();
    const answer = await interact().scrapeInteract(id, { code: 'agent-browser frobnicate', language: 'bash' });
    expect(answer).toMatchObject({
      success: false,
      stdout: '',
      stderr: 'Unknown command: frobnicate\n',
      exitCode: 1,
      killed: false,
      error: 'Unknown command: frobnicate\n',
    });
    const thrown = await interact().scrapeInteract(id, { code: "throw new Error('boom')", language: 'node' });
    expect(thrown).toMatchObject({ success: false, exitCode: 1, stderr: expect.stringContaining('Error: boom') });
  });

  it('a run past its timeout is killed, its output so far kept (code, and each step of a prompt)', async () => {
    const id = await scrapeId();
    const bash = await interact().scrapeInteract(id, {
      code: 'agent-browser get title\nsleep 5\nagent-browser get url',
      language: 'bash',
      timeout: 2,
    });
    expect(bash).toMatchObject({ success: false, stdout: 'Tide pools\n', exitCode: null, killed: true });
    const node = await interact().scrapeInteract(id, {
      code: 'await page.waitForTimeout(1500)',
      language: 'node',
      timeout: 1,
    });
    expect(node).toMatchObject({ killed: true, exitCode: null });
    const prompt = await interact().scrapeInteract(id, { prompt: 'Wait 10 seconds, then read the title', timeout: 5 });
    expect(prompt).toMatchObject({ success: false, killed: true });
  });

  it('refuses before sending what the service would refuse, naming the field', async () => {
    const id = await scrapeId();
    const cases = [
      [{ code: '   ', language: 'bash' as const }, 'code'],
      [{ prompt: '' }, 'prompt'],
      [{ code: 'x', prompt: 'y' }, 'prompt'],
      [{}, 'code'],
      [{ code: 'x', timeout: 0 }, 'timeout'],
      [{ code: 'x', timeout: 301 }, 'timeout'],
      [{ code: 'x', timeout: 2.5 }, 'timeout'],
    ] as const;
    for (const [request, field] of cases) {
      const error = await failure(interact().scrapeInteract(id, request));
      expect(error.kind).toBe('invalid-request');
      expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect(sentTo(/\/interact$/)).toBe(0);
  });

  it('an unknown scrape is INTERACT_SCRAPE_GONE (404 Job not found.), another team’s INTERACT_FORBIDDEN (403)', async () => {
    const gone = await failure(
      interact().scrapeInteract('0b7e3c1a-2f4d-4c6e-8a9b-1c2d3e4f5a6b', { code: 'x', language: 'bash' }),
    );
    expect(gone).toMatchObject({ status: 404, kind: 'not-found', code: INTERACT_CODES.scrapeGone });
    expect(gone.serverMessage).toBe('Job not found.');
    expect(gone.message).toMatch(/Scrape the page again/);
    const theirs = await scrapeId('/tide-pools', TEAM_B_KEY);
    const forbidden = await failure(interact().scrapeInteract(theirs, { code: 'x', language: 'bash' }));
    expect(forbidden).toMatchObject({ status: 403, kind: 'forbidden', code: INTERACT_CODES.forbidden });
  });

  it('stop ends the session (its time and credits said); then a run is INTERACT_SESSION_ENDED (410) for good', async () => {
    const id = await scrapeId();
    await interact().scrapeInteract(id, { code: 'agent-browser get title', language: 'bash' });
    const stopped = await interact().scrapeInteractStop(id);
    expect(stopped).toMatchObject({ success: true, cleanupQueued: true, creditsBilled: expect.any(Number) });
    expect(stopped.sessionDurationMs).toBeGreaterThanOrEqual(0);
    expect(lastTo(/\/interact$/)).toMatchObject({ method: 'DELETE', path: `/v2/scrape/${id}/interact` });
    const ended = await failure(interact().scrapeInteract(id, { code: 'agent-browser get title', language: 'bash' }));
    expect(ended).toMatchObject({ status: 410, code: INTERACT_CODES.sessionEnded });
    expect(ended.serverMessage).toBe('Browser session has been destroyed.');
    expect(ended.message).toMatch(/one session per scrape/);
    // Stopping again bills nothing more.
    const again = await interact().scrapeInteractStop(id);
    expect(again.creditsBilled).toBeUndefined();
  });

  it('stopping a scrape that never had a session is INTERACT_SESSION_NOT_FOUND (404 Browser session not found.)', async () => {
    const id = await scrapeId();
    const error = await failure(interact().scrapeInteractStop(id));
    expect(error).toMatchObject({ status: 404, code: INTERACT_CODES.sessionNotFound });
  });

  it('a session whose time ran out answers 410', async () => {
    const id = await scrapeId();
    await interact().scrapeInteract(id, { code: 'agent-browser get url', language: 'bash' });
    server.expireBrowserSessions();
    const ended = await failure(interact().scrapeInteract(id, { prompt: 'Read the title' }));
    expect(ended).toMatchObject({ status: 410, code: INTERACT_CODES.sessionEnded });
  });

  it('a run is sent once: a 502 is not tried again (the code may have run), while a listing is', async () => {
    const id = await scrapeId();
    server.failNext({ status: 502, path: '/v2/scrape/*', error: 'Failed to execute code in browser session.' });
    const error = await failure(interact().scrapeInteract(id, { code: 'agent-browser click @e1', language: 'bash' }));
    expect(error).toMatchObject({ status: 502, code: INTERACT_CODES.runFailed });
    expect(sentTo(/\/interact$/)).toBe(1);
    server.failNext({ status: 502, path: '/v2/interact' });
    await interact().sessions();
    expect(sentTo(/^\/v2\/interact$/)).toBe(2);
  });
});

describe('sessions of their own', () => {
  it('open on a blank page, list, run code, stop; the list then names them destroyed', async () => {
    const created = await interact().sessionCreate({ ttl: 120, activityTtl: 60, streamWebView: true });
    expect(created).toMatchObject({ success: true, id: expect.any(String) });
    expect(new Date(created.expiresAt ?? '').getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect(lastTo(/^\/v2\/interact$/)).toMatchObject({
      method: 'POST',
      body: { ttl: 120, activityTtl: 60, streamWebView: true },
    });
    const listed = await interact().sessions({ status: 'active' });
    expect(lastTo(/^\/v2\/interact$/)?.query).toEqual({ status: 'active' });
    expect(listed.sessions.map((s) => [s.id, s.status])).toEqual([[created.id, 'active']]);
    expect(listed.sessions[0]?.liveViewUrl).toBe(created.liveViewUrl);

    const url = await interact().sessionExecute(created.id, { code: 'agent-browser get url', language: 'bash' });
    expect(url).toMatchObject({ success: true, stdout: 'about:blank\n', exitCode: 0 });
    const opened = await interact().sessionExecute(created.id, {
      code: `await page.goto('${site.url}/crabs')\nconsole.log(await page.title())`,
      language: 'node',
      timeout: 10,
    });
    expect(opened.stdout).toBe('Crabs\n');
    expect(lastTo(/\/execute$/)?.body).toEqual({
      code: `await page.goto('${site.url}/crabs')\nconsole.log(await page.title())`,
      language: 'node',
      timeout: 10,
    });
    // Unlike a scrape's run, a session's says success when the code failed: the exit code tells.
    const failed = await interact().sessionExecute(created.id, { code: 'agent-browser nope', language: 'bash' });
    expect(failed).toMatchObject({ success: true, exitCode: 1, error: 'Unknown command: nope\n' });
    const killed = await interact().sessionExecute(created.id, { code: 'sleep 3', language: 'bash', timeout: 1 });
    expect(killed).toMatchObject({ killed: true, exitCode: null });

    const stopped = await interact().sessionStop(created.id);
    expect(stopped).toMatchObject({ success: true, status: 'stopped', creditsBilled: expect.any(Number) });
    expect((await interact().sessions({ status: 'active' })).sessions).toEqual([]);
    expect((await interact().sessions({ status: 'destroyed' })).sessions.map((s) => s.id)).toEqual([created.id]);
    const ended = await failure(interact().sessionExecute(created.id, { code: 'agent-browser get url' }));
    expect(ended).toMatchObject({ status: 410, code: INTERACT_CODES.sessionEnded });
    expect(ended.message).not.toMatch(/one session per scrape/);
  });

  it("a scrape's session is in the list, and stops by its id", async () => {
    const id = await scrapeId();
    const run = await interact().scrapeInteract(id, { code: 'agent-browser get title', language: 'bash' });
    const listed = await interact().sessions({ status: 'active' });
    expect(listed.sessions.map((s) => s.id)).toEqual([run.sessionId]);
    await interact().sessionStop(run.sessionId ?? '');
    const ended = await failure(interact().scrapeInteract(id, { code: 'agent-browser get title', language: 'bash' }));
    expect(ended.code).toBe(INTERACT_CODES.sessionEnded);
  });

  it('an unknown session is INTERACT_SESSION_NOT_FOUND; another team’s is forbidden and not listed to it', async () => {
    const missing = await failure(interact().sessionExecute('no-such-session', { code: 'agent-browser get url' }));
    expect(missing).toMatchObject({ status: 404, code: INTERACT_CODES.sessionNotFound });
    expect((await failure(interact().sessionStop('no-such-session'))).code).toBe(INTERACT_CODES.sessionNotFound);
    const mine = await interact().sessionCreate();
    expect((await interact(TEAM_B_KEY).sessions()).sessions).toEqual([]);
    const forbidden = await failure(interact(TEAM_B_KEY).sessionStop(mine.id));
    expect(forbidden).toMatchObject({ status: 403, code: INTERACT_CODES.forbidden });
  });

  it('a team at its limit of open sessions is told so (429), and nothing is opened twice', async () => {
    const open = [];
    for (;;) {
      const made = await interact()
        .sessionCreate()
        .then(
          (s) => s,
          (e: unknown) => e,
        );
      if (made instanceof ApiError) {
        expect(made).toMatchObject({ status: 429, kind: 'rate-limited', code: INTERACT_CODES.tooManySessions });
        break;
      }
      open.push(made);
      if (open.length > 10) throw new Error('no limit');
    }
    expect(sentTo(/^\/v2\/interact$/)).toBe(open.length + 1);
    // A scrape's first run opens a session too: refused the same way.
    const id = await scrapeId();
    const refused = await failure(interact().scrapeInteract(id, { code: 'agent-browser get url', language: 'bash' }));
    expect(refused.code).toBe(INTERACT_CODES.tooManySessions);
  });

  it('refuses a session request the service would refuse, before sending', async () => {
    for (const request of [{ ttl: 10 }, { activityTtl: 5000 }, { profile: { name: '' } }, { extra: 1 }]) {
      const error = await failure(interact().sessionCreate(request as never));
      expect(error.kind).toBe('invalid-request');
    }
    const long = await failure(interact().sessionExecute('s', { code: 'é'.repeat(60_000) }));
    expect(long.details).toEqual([expect.objectContaining({ field: 'code' })]);
    expect(server.requests).toHaveLength(0);
  });
});
