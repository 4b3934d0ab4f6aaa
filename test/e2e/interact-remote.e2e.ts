import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, TEAM_A_KEY, type ContractServer } from '../server/index';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { callServer } from '../contract/server-call';
import { askBackground, storeSettings, waitForJobEnd } from './support/background-messages';
import { jobIds } from './support/ui-support';
import { launchExtension, type LaunchedExtension } from './support/launch-extension';
import { expectNoErrorsAfterEach } from './support/console-errors';

// The service's interact, as a user clicks it in the side panel, against the contract server: a
// scrape by the service offers Interact; a prompt and code answer in order in the transcript; the
// live views open in tabs; Stop ends the session, which offers to scrape again; the team's sessions
// are listed beside the active crawls, each stoppable; a session whose time ran out says so.
const PAGE = `<!doctype html><html lang="en"><head><title>Tide pools</title></head>
<body><main><h1>Tide pools</h1><p>Anemones and crabs.</p></main></body></html>`;

describe('interact with a page in the service’s browser', () => {
  let ext: LaunchedExtension;
  let server: ContractServer;
  let site: FixtureSite;
  let panel: Page;
  const interactCalls = () => server.requests.filter((r) => /^\/v2\/(scrape\/[^/]+\/)?interact/.test(r.path));

  beforeAll(async () => {
    [server, site, ext] = await Promise.all([
      startContractServer(),
      startFixtureSite({ '/tide-pools': PAGE }),
      launchExtension(),
    ]);
    const options = await ext.page('options.html');
    await storeSettings(options, { baseUrl: server.url, onboarded: true });
    expect(await askBackground(options, 'setApiKey', { apiKey: TEAM_A_KEY })).toMatchObject({ ok: true });
    await options.close();
    panel = await ext.page('sidepanel.html#/history');
  });
  afterAll(async () => {
    await Promise.all([ext?.close(), server?.close(), site?.close()]);
  });
  // The sanitizer parses the service's hostile answer in an inert document; Chromium reports the
  // extension's policy refusing its inline handler even there (nothing runs: asserted below).
  expectNoErrorsAfterEach(
    () => ext?.consoleErrors,
    (e) => /^Executing inline event handler violates the following Content Security Policy/.test(e.text),
  );

  /** A scrape by the service (what the popup's Scrape sends with the remote engine), finished. */
  async function remoteScrape(): Promise<string> {
    const started = await askBackground(panel, 'startScrape', {
      engine: 'remote',
      request: { url: `${site.url}/tide-pools`, formats: ['markdown'] },
    });
    const { jobId } = started.value as { jobId: string };
    await waitForJobEnd(panel, jobId);
    return jobId;
  }
  /** The scrape id the service gave the job: what its session is opened on. */
  const scrapeIdOf = async (jobId: string) =>
    ((await waitForJobEnd(panel, jobId)).result as { metadata: { scrapeId: string } }).metadata.scrapeId;
  const entries = () => panel.locator('.interact-entry');
  const entry = (n: number) => entries().nth(n);
  const answered = async (n: number) => {
    await entry(n).locator('.interact-answer, .banner').first().waitFor({ timeout: 15_000 });
    return entry(n);
  };

  it('offers Interact after a scrape by the service; a prompt and code answer in order; the live view opens; Stop', async () => {
    const jobId = await remoteScrape();
    await panel.evaluate((id) => (location.hash = `#/result/${id}`), jobId);
    await panel.getByRole('link', { name: 'Interact', exact: true }).click();
    await panel.getByRole('heading', { name: 'Interact: Tide pools' }).waitFor();
    expect(await panel.evaluate(() => location.hash)).toBe(`#/interact/${jobId}`);
    expect(await panel.locator('.interact-session .badge').textContent()).toBe('Not opened yet');

    // Bad input is said next to its field, and nothing is sent.
    await panel.getByRole('button', { name: 'Send prompt' }).click();
    expect(await panel.locator('#interact-prompt-error').textContent()).toBe('Write what the browser should do.');
    await panel.getByLabel('Timeout (seconds)').fill('301');
    await panel.getByRole('button', { name: 'Run code' }).click();
    expect(await panel.locator('#interact-code-error').textContent()).toBe('Write the code to run.');
    expect(await panel.locator('#interact-timeout-error').textContent()).toBe(
      'A timeout is a whole number of seconds from 1 to 300.',
    );
    expect(await panel.getByLabel('Code', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(interactCalls()).toEqual([]);

    // A prompt: the agent's answer.
    await panel.getByLabel('Timeout (seconds)').fill('20');
    await panel.getByLabel('Prompt').fill('What is the page title?');
    await panel.getByRole('button', { name: 'Send prompt' }).click();
    const first = await answered(0);
    expect((await first.locator('[data-part="output"] .interact-output').textContent())?.trim()).toBe(
      'The page title is "Tide pools".',
    );
    expect(await first.locator('.interact-exit').textContent()).toBe('Exit code: 0');
    expect(await panel.getByLabel('Prompt').inputValue()).toBe('');

    // bash code (agent-browser commands, the language chosen first): its stdout.
    expect(await panel.getByLabel('Language').inputValue()).toBe('bash');
    await panel.getByLabel('Code', { exact: true }).fill('agent-browser get title\nagent-browser get url');
    await panel.getByRole('button', { name: 'Run code' }).click();
    const second = await answered(1);
    expect(await second.locator('[data-part="stdout"] pre').textContent()).toBe(`Tide pools\n${site.url}/tide-pools\n`);

    // A run past its timeout: killed, no exit code.
    await panel.getByLabel('Timeout (seconds)').fill('2');
    await panel.getByLabel('Code', { exact: true }).fill('agent-browser get title\nsleep 30');
    await panel.getByRole('button', { name: 'Run code' }).click();
    const third = await answered(2);
    expect(await third.locator('.interact-outcome .badge').textContent()).toBe('Killed');
    expect(await third.locator('.interact-exit').textContent()).toBe('Exit code: none');
    expect(await third.locator('.interact-killed').textContent()).toMatch(/past its 2 s timeout/);

    // What the service returns is shown as text or sanitized, never run.
    await panel.getByLabel('Timeout (seconds)').fill('20');
    await panel
      .getByLabel('Prompt')
      .fill('Look at <img src=x onerror="window.pwned=1"> and <script>window.pwned=2</script> please');
    await panel.getByRole('button', { name: 'Send prompt' }).click();
    const fourth = await answered(3);
    const output = fourth.locator('[data-part="output"]');
    expect(await output.textContent()).toContain('Look at');
    expect(await output.locator('img').count()).toBe(1);
    expect(await output.locator('img[onerror], script').count()).toBe(0);
    await panel.getByLabel('Code', { exact: true }).fill('echo <b>bold</b>');
    await panel.getByRole('button', { name: 'Run code' }).click();
    const fifth = await answered(4);
    expect(await fifth.locator('[data-part="stdout"] pre').textContent()).toBe('<b>bold</b>\n');
    expect(await fifth.locator('[data-part="stdout"] b').count()).toBe(0);
    expect(await panel.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    // In the order sent, each as sent.
    expect(await entries().evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual([
      'prompt',
      'code',
      'code',
      'prompt',
      'code',
    ]);
    const runs = interactCalls().filter((r) => r.method === 'POST');
    expect(runs.map((r) => r.path)).toEqual(Array(5).fill(`/v2/scrape/${await scrapeIdOf(jobId)}/interact`));
    expect(runs[0]?.body).toEqual({ prompt: 'What is the page title?', timeout: 20 });
    expect(runs[1]?.body).toEqual({
      code: 'agent-browser get title\nagent-browser get url',
      language: 'bash',
      timeout: 20,
    });

    // The live views open in tabs, at the service's addresses.
    expect(await panel.locator('.interact-session .badge').textContent()).toBe('Open');
    const [live] = await Promise.all([
      ext.context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Open the live view' }).click(),
    ]);
    await live.waitForLoadState();
    expect(live.url()).toMatch(new RegExp(`^${server.url}/live/[^?]+\\?token=[0-9a-f]+$`));
    expect(await live.locator('.title').textContent()).toBe('Tide pools');
    await live.close();
    const [interactive] = await Promise.all([
      ext.context.waitForEvent('page'),
      panel.getByRole('button', { name: 'Open the interactive live view' }).click(),
    ]);
    await interactive.waitForLoadState();
    expect(await interactive.locator('h1').textContent()).toBe('Interactive live view');
    await interactive.close();

    // Stop: the session ends at the service; the transcript stays; starting again is offered.
    await panel.getByRole('button', { name: 'Stop the session' }).click();
    await panel.locator('.interact-session .badge', { hasText: 'Stopped' }).waitFor();
    expect(interactCalls().at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v2/scrape/${await scrapeIdOf(jobId)}/interact`,
    });
    expect(await entries().count()).toBe(5);
    expect(await panel.getByRole('button', { name: 'Send prompt' }).count()).toBe(0);
    expect(await panel.locator('.interact-panel .banner').textContent()).toMatch(/does not reopen a scrape's session/);
    await panel.getByRole('button', { name: 'Scrape the page again' }).waitFor();
  }, 90_000);

  it('starts again with a new scrape; the team’s sessions are listed beside the active crawls and stop there', async () => {
    const before = await jobIds(panel);
    await panel.getByRole('button', { name: 'Scrape the page again' }).click();
    await expect.poll(async () => (await jobIds(panel)).length, { timeout: 15_000 }).toBe(before.length + 1);
    await panel.getByRole('button', { name: 'Send prompt' }).waitFor({ timeout: 15_000 });
    const newJob = (await panel.evaluate(() => location.hash)).replace('#/interact/', '');
    expect(await panel.locator('.interact-session .badge').textContent()).toBe('Not opened yet');
    await panel.getByLabel('Code', { exact: true }).fill('agent-browser get title');
    await panel.getByRole('button', { name: 'Run code' }).click();
    await answered(0);
    const session = (await callServer(server, 'GET', '/v2/interact?status=active')).body.sessions.map(
      (s: { id: string }) => s.id,
    );
    expect(session).toHaveLength(1);

    await panel.getByRole('tab', { name: 'Active crawls' }).click();
    const listed = panel.locator('.browser-sessions .session');
    await listed.first().waitFor();
    expect(await listed.evaluateAll((els) => els.map((e) => e.getAttribute('data-session')))).toEqual(session);
    await listed.getByRole('button', { name: 'Stop' }).click();
    await listed.getByRole('button', { name: 'Stop it' }).click();
    await panel.locator('.browser-sessions .sessions-empty').waitFor();
    expect(server.requests.at(-2)).toMatchObject({ method: 'DELETE', path: `/v2/interact/${session[0]}` });

    // The transcript of that session says it is stopped.
    await panel.evaluate((id) => (location.hash = `#/interact/${id}`), newJob);
    await panel.locator('.interact-session .badge', { hasText: 'Stopped' }).waitFor();
  }, 60_000);

  it('a session whose time ran out says so and offers to scrape again; a listed session runs code', async () => {
    const jobId = await remoteScrape();
    await panel.evaluate((id) => (location.hash = `#/interact/${id}`), jobId);
    await panel.getByLabel('Code', { exact: true }).fill('agent-browser get url');
    await panel.getByRole('button', { name: 'Run code' }).click();
    await answered(0);
    server.expireBrowserSessions();
    await panel.getByRole('button', { name: 'Run code' }).click();
    const gone = await answered(1);
    expect(await gone.locator('.banner').textContent()).toMatch(
      /session has ended: it was stopped, or its time ran out/,
    );
    await panel.locator('.interact-session .badge', { hasText: 'Ended' }).waitFor();
    await panel.getByRole('button', { name: 'Scrape the page again' }).waitFor();

    // A session of the team's own (opened by a program), found in the list: code runs in it.
    const opened = await callServer(server, 'POST', '/v2/interact', { ttl: 120 });
    await panel.getByRole('tab', { name: 'Active crawls' }).click();
    const row = panel.locator(`.browser-sessions .session[data-session="${opened.body.id}"]`);
    await row.getByRole('link', { name: 'Run code in it' }).click();
    await panel.getByRole('heading', { name: 'Browser session' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Send prompt' }).count()).toBe(0);
    await panel.getByLabel('Code', { exact: true }).fill('agent-browser get url');
    await panel.getByRole('button', { name: 'Run code' }).click();
    const ran = await answered(0);
    expect(await ran.locator('[data-part="stdout"] pre').textContent()).toBe('about:blank\n');
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/interact/${opened.body.id}/execute`,
      body: { code: 'agent-browser get url', language: 'bash' },
    });
  }, 60_000);
});
