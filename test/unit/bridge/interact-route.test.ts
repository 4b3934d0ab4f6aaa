import { describe, expect, it } from 'vitest';
import { routeRequest } from '@/lib/bridge/route-request';
import { fakeDeps, relayed } from './fake-deps';
import { fakeInteract } from './fake-interact';

// Interact in the user's own tab through the bridge: the routes the SDK and firecrawl-mcp call,
// their answers and refusals in the provider's shapes (apps/api/src/controllers/v2/scrape-browser.ts,
// browser.ts), each refusal with a code.

const withInteract = (interact = fakeInteract()) => ({ deps: fakeDeps({ interact: () => interact }), interact });

describe('POST /v2/scrape/{id}/interact', () => {
  it('runs bash code in the scrape’s session and answers as the service does', async () => {
    const { deps, interact } = withInteract();
    interact.answers.push({ stdout: '- button "Next" [ref=e1]\n✓ Done\n', stderr: '', exitCode: 0, killed: false });
    const answer = await routeRequest(
      relayed('POST', '/v2/scrape/job-1/interact', { code: 'snapshot -i\nclick @e1', language: 'bash', origin: 'mcp' }),
      deps,
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        sessionId: 'session-1',
        liveViewUrl: null,
        interactiveLiveViewUrl: null,
        stdout: '- button "Next" [ref=e1]\n✓ Done\n',
        result: '- button "Next" [ref=e1]\n✓ Done\n',
        stderr: '',
        exitCode: 0,
        killed: false,
      },
    });
    expect(interact.runs).toEqual([{ session: 'session-1', what: { code: 'snapshot -i\nclick @e1' }, timeout: 30 }]);
  });

  it('a failed run is success:false with its stderr as the error; a killed one says killed', async () => {
    const { deps, interact } = withInteract();
    interact.answers.push({ stdout: '', stderr: '✗ Unknown ref: e9\n', exitCode: 1, killed: false });
    interact.answers.push({
      stdout: '',
      stderr: 'Killed: the run did not end within its 2 s.\n',
      exitCode: null,
      killed: true,
    });
    const first = await routeRequest(
      relayed('POST', '/v2/scrape/job-1/interact', { code: 'click @e9', language: 'bash' }),
      deps,
    );
    expect(first.body).toMatchObject({ success: false, exitCode: 1, error: '✗ Unknown ref: e9\n' });
    const second = await routeRequest(
      relayed('POST', '/v2/scrape/job-1/interact', { code: 'wait 5000', language: 'bash', timeout: 2 }),
      deps,
    );
    expect(second.body).toMatchObject({ success: false, exitCode: null, killed: true });
    expect(interact.runs.at(-1)?.timeout).toBe(2);
  });

  it('a prompt runs through the model; its answer is `output`', async () => {
    const { deps, interact } = withInteract();
    interact.answers.push({
      stdout: '✓ Done\n',
      stderr: '',
      exitCode: 0,
      killed: false,
      output: '3 rows',
      result: '- row',
    });
    const answer = await routeRequest(
      relayed('POST', '/v2/scrape/job-1/interact', { prompt: 'Count the rows', language: 'node' }),
      deps,
    );
    expect(answer.body).toMatchObject({ success: true, output: '3 rows', result: '- row' });
    expect(interact.runs[0]?.what).toEqual({ prompt: 'Count the rows' });
  });

  it('runs node code where it can, and every answer carries the session’s cdpUrl there (none elsewhere)', async () => {
    const { deps, interact } = withInteract(fakeInteract({ node: true }));
    interact.answers.push({ stdout: 'Thanks\n', stderr: '', exitCode: 0, killed: false });
    const answer = await routeRequest(
      relayed('POST', '/v2/scrape/job-1/interact', { code: 'console.log(await page.title())' }),
      deps,
    );
    expect(answer.body).toMatchObject({
      success: true,
      cdpUrl: 'ws://127.0.0.1:3002/cdp/token/session-1',
      stdout: 'Thanks\n',
    });
    expect(interact.runs).toEqual([
      { session: 'session-1', what: { code: 'console.log(await page.title())' }, timeout: 30, language: 'node' },
    ]);
    const bash = await routeRequest(
      relayed('POST', '/v2/scrape/job-1/interact', { code: 'get title', language: 'bash' }),
      deps,
    );
    expect(bash.body).toMatchObject({ cdpUrl: 'ws://127.0.0.1:3002/cdp/token/session-1' });
    const without = withInteract();
    const plain = await routeRequest(
      relayed('POST', '/v2/scrape/job-1/interact', { code: 'get title', language: 'bash' }),
      without.deps,
    );
    expect(plain.body).not.toHaveProperty('cdpUrl');
  });

  it('says so on stdout’s first line when the scrape’s tab had closed and its page was opened again', async () => {
    const { deps } = withInteract(fakeInteract({ reopened: true }));
    const answer = await routeRequest(
      relayed('POST', '/v2/scrape/job-1/interact', { code: 'get title', language: 'bash' }),
      deps,
    );
    expect((answer.body as { stdout: string }).stdout).toMatch(
      /^Note: the scrape's tab had closed, so https:\/\/intranet\.example\/list was opened again in a new tab.*\n✓ Done\n$/,
    );
  });

  it.each([
    [{ language: 'bash' }, 400, 'INTERACT_CODE_OR_PROMPT', "Either 'code' or 'prompt' must be provided."],
    [{ code: 'print(1)', language: 'python' }, 400, 'INTERACT_LANGUAGE_UNAVAILABLE', /python code does not run/],
    [{ code: 'await page.title()' }, 501, 'INTERACT_NODE_UNAVAILABLE', 'node is not here.'],
  ])('refuses %j before opening anything', async (body, status, code, error) => {
    const { deps, interact } = withInteract();
    const answer = await routeRequest(relayed('POST', '/v2/scrape/job-1/interact', body), deps);
    expect(answer).toMatchObject({
      status,
      body: { success: false, code, error: expect.stringMatching(error instanceof RegExp ? error : /.*/) },
    });
    if (typeof error === 'string') expect((answer.body as { error: string }).error).toBe(error);
    expect(interact.sessions.size).toBe(0);
  });

  it('a scrape History does not hold is 404 with a code (forwarded when the user allows it)', async () => {
    const { deps } = withInteract();
    expect(
      await routeRequest(relayed('POST', '/v2/scrape/nope/interact', { code: 'get url', language: 'bash' }), deps),
    ).toEqual({
      status: 404,
      body: { success: false, code: 'INTERACT_JOB_NOT_FOUND', error: 'Job not found.' },
    });
    const forwarding = fakeDeps({ forward: async () => ({ status: 200, body: { success: true, stdout: 'cloud' } }) });
    expect(
      await routeRequest(
        relayed('POST', '/v2/scrape/nope/interact', { code: 'get url', language: 'bash' }),
        forwarding,
      ),
    ).toMatchObject({ status: 200, body: { stdout: 'cloud' } });
  });

  it('DELETE ends the session (firecrawl_interact_stop); a second DELETE is 404 with a code', async () => {
    const { deps, interact } = withInteract();
    await routeRequest(relayed('POST', '/v2/scrape/job-1/interact', { code: 'get url', language: 'bash' }), deps);
    expect(await routeRequest(relayed('DELETE', '/v2/scrape/job-1/interact'), deps)).toEqual({
      status: 200,
      body: { success: true, sessionDurationMs: 1234, creditsBilled: 0 },
    });
    expect(interact.sessions.size).toBe(0);
    expect(await routeRequest(relayed('DELETE', '/v2/scrape/job-1/interact'), deps)).toMatchObject({
      status: 404,
      body: { code: 'INTERACT_SESSION_NOT_FOUND', error: 'Browser session not found.' },
    });
    // One session per scrape, as on the service: the stopped scrape's session is not opened again.
    expect(
      await routeRequest(relayed('POST', '/v2/scrape/job-1/interact', { code: 'get url', language: 'bash' }), deps),
    ).toEqual({
      status: 410,
      body: { success: false, code: 'INTERACT_SESSION_DESTROYED', error: 'Browser session has been destroyed.' },
    });
  });
});

describe('/v2/interact and the SDK’s /v2/browser', () => {
  it('creates, lists, executes in and deletes a session of its own', async () => {
    const { deps, interact } = withInteract();
    const created = await routeRequest(relayed('POST', '/v2/browser', { ttl: 120, origin: 'js-sdk@4.42.0' }), deps);
    expect(created).toMatchObject({
      status: 200,
      body: { success: true, id: 'session-1', expiresAt: expect.any(String) },
    });
    const listed = await routeRequest(relayed('GET', '/v2/interact'), deps);
    expect(listed.body).toMatchObject({ success: true, sessions: [{ id: 'session-1', status: 'active' }] });
    interact.answers.push({ stdout: '', stderr: '✗ Element not found: #x.\n', exitCode: 1, killed: false });
    const ran = await routeRequest(
      relayed('POST', '/v2/browser/session-1/execute', { code: 'click "#x"', language: 'bash' }),
      deps,
    );
    // As on the service's session route: success stays true when the code failed.
    expect(ran.body).toMatchObject({ success: true, exitCode: 1, error: '✗ Element not found: #x.\n' });
    expect(await routeRequest(relayed('DELETE', '/v2/interact/session-1'), deps)).toMatchObject({
      status: 200,
      body: { success: true, status: 'stopped', sessionDurationMs: 1234, creditsBilled: 0 },
    });
    expect(
      (await routeRequest(relayed('GET', '/v2/browser', undefined, { query: { status: 'destroyed' } }), deps)).body,
    ).toMatchObject({ sessions: [{ id: 'session-1', status: 'destroyed' }] });
  });

  it('a session that has ended is 410; one never given is 404; each with a code', async () => {
    const { deps } = withInteract();
    await routeRequest(relayed('POST', '/v2/interact', {}), deps);
    await routeRequest(relayed('DELETE', '/v2/interact/session-1'), deps);
    const execute = (id: string) =>
      routeRequest(relayed('POST', `/v2/interact/${id}/execute`, { code: 'get url', language: 'bash' }), deps);
    expect(await execute('session-1')).toEqual({
      status: 410,
      body: { success: false, code: 'INTERACT_SESSION_DESTROYED', error: 'Browser session has been destroyed.' },
    });
    expect(await execute('session-9')).toEqual({
      status: 404,
      body: { success: false, code: 'INTERACT_SESSION_NOT_FOUND', error: 'Browser session not found.' },
    });
  });

  it('refuses an unknown key as the service does, and a bad status filter', async () => {
    const { deps } = withInteract();
    expect(await routeRequest(relayed('POST', '/v2/interact', { colour: 'red' }), deps)).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', error: expect.stringMatching(/^Unrecognized key in body/) },
    });
    expect(
      await routeRequest(relayed('GET', '/v2/interact', undefined, { query: { status: 'gone' } }), deps),
    ).toMatchObject({
      status: 400,
    });
  });
});
