import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INJECTION_HTML } from '../server/fixture-pages';
import { startFixtureSite, type FixtureSite } from '../server/fixture-site';
import { MESSAGES, startContractServer, TEAM_A_ID, TEAM_A_KEY, TEAM_B_KEY, type ContractServer } from '../server/index';

// Strict request validation of POST /v1/scrape, and the team permission checks after it.
let server: ContractServer;
let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ '/': '<title>ok</title><p>ok</p>', '/sneaky': INJECTION_HTML });
  server = await startContractServer();
});
afterAll(async () => {
  await server.close();
  await site.close();
});

type Issue = { code: string; path: (string | number)[]; keys?: string[]; message: string };
type Answer = {
  status: number;
  body: { success: boolean; code?: string; error: string; details?: Issue[]; data?: unknown };
};
const post = async (body: string | object, key = TEAM_A_KEY, target = server): Promise<Answer> => {
  const res = await fetch(`${target.url}/v1/scrape`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};
const url = () => `${site.url}/`;

describe('unknown keys', () => {
  it.each([
    [{ extra: 1 }, []],
    [{ location: { country: 'US', city: 'x' } }, ['location']],
    [{ formats: ['json'], jsonOptions: { prompt: 'p', mode: 'llm' } }, ['jsonOptions']],
    [
      { formats: ['markdown', 'changeTracking'], changeTrackingOptions: { modes: ['json'], foo: 1 } },
      ['changeTrackingOptions'],
    ],
    [{ threatProtection: { mode: 'normal', level: 3 } }, ['threatProtection']],
    [{ actions: [{ type: 'click', selector: 'a', delay: 5 }] }, ['actions', 0]],
  ])('%j -> 400 unrecognized_keys at %j', async (extra, path) => {
    const { status, body } = await post({ url: url(), ...extra });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST', error: MESSAGES.strict('v1') });
    expect(body.details).toContainEqual(
      expect.objectContaining({ code: 'unrecognized_keys', path, message: MESSAGES.strict('v1') }),
    );
  });

  it('knows jsonOptions.checkPromptInjection only when built with promptInjectionCheck', async () => {
    const body = {
      url: `${site.url}/sneaky`,
      formats: ['json'],
      jsonOptions: { prompt: 'p', checkPromptInjection: true },
    };
    const old = await post(body);
    expect(old.status).toBe(400);
    expect(old.body.details?.[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['checkPromptInjection'],
      path: ['jsonOptions'],
    });
    const newer = await startContractServer({ promptInjectionCheck: true });
    try {
      expect(await post(body, TEAM_A_KEY, newer)).toMatchObject({
        status: 403,
        body: { code: 'SCRAPE_PROMPT_INJECTION_DETECTED' },
      });
      expect((await post({ ...body, url: url() }, TEAM_A_KEY, newer)).status).toBe(200);
    } finally {
      await newer.close();
    }
  });
});

describe('field and cross-field rules', () => {
  it.each([
    ['url scheme', { url: 'ftp://127.0.0.1/x' }, 'URL uses unsupported protocol'],
    ['format enum', { formats: ['pdf'] }, undefined],
    [
      'both screenshots',
      { formats: ['screenshot', 'screenshot@fullPage'] },
      'You may only specify either screenshot or screenshot@fullPage',
    ],
    [
      'json without jsonOptions',
      { formats: ['json'] },
      "When 'json' format is specified, 'jsonOptions' must be provided, and vice versa",
    ],
    [
      'jsonOptions without json',
      { jsonOptions: { prompt: 'p' } },
      "When 'json' format is specified, 'jsonOptions' must be provided, and vice versa",
    ],
    [
      'changeTracking without markdown',
      { formats: ['changeTracking'] },
      'The changeTracking format requires the markdown format to be specified as well',
    ],
    [
      'wait with both',
      { actions: [{ type: 'wait', milliseconds: 5, selector: '#a' }] },
      "Either 'milliseconds' or 'selector' must be provided, but not both.",
    ],
    [
      'wait with neither',
      { actions: [{ type: 'wait' }] },
      "Either 'milliseconds' or 'selector' must be provided, but not both.",
    ],
    [
      '51 actions',
      { actions: Array.from({ length: 51 }, () => ({ type: 'scrape' })) },
      'Number of actions cannot exceed 50',
    ],
    ['waitFor over half timeout', { waitFor: 6000, timeout: 10000 }, 'waitFor must not exceed half of timeout'],
    ['waitFor over 60 s', { waitFor: 60001, timeout: 200000 }, 'waitFor must not exceed 60000 ms'],
    [
      'total wait over 60 s',
      { waitFor: 30000, timeout: 90000, actions: [{ type: 'wait', milliseconds: 30001 }] },
      'Total wait time (waitFor + wait actions) cannot exceed 60 seconds',
    ],
    ['timeout below 1000', { timeout: 999 }, 'timeout must be at least 1000 ms'],
    ['timeout not integer', { timeout: 1500.5 }, undefined],
    ['country lowercase', { location: { country: 'us' } }, undefined],
    ['riskScoreThreshold', { threatProtection: { riskScoreThreshold: 101 } }, undefined],
    [
      'blacklist size',
      { threatProtection: { blacklist: Array.from({ length: 1001 }, (_, i) => `d${i}.com`) } },
      undefined,
    ],
    ['screenshot quality', { actions: [{ type: 'screenshot', quality: 0 }] }, undefined],
    ['proxy enum', { proxy: 'stealth' }, undefined],
  ])('%s -> 400 BAD_REQUEST', async (_name, extra, message) => {
    const { status, body } = await post({ url: url(), ...extra });
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.details?.length).toBeGreaterThan(0);
    if (message) expect(body.error).toBe(message);
  });

  it('accepts a full valid request', async () => {
    const { status, body } = await post({
      url: url(),
      formats: ['markdown', 'json', 'changeTracking', 'screenshot'],
      jsonOptions: { schema: { type: 'object' }, systemPrompt: 's' },
      changeTrackingOptions: { modes: ['git-diff', 'json'], tag: null },
      onlyMainContent: true,
      includeTags: ['p'],
      excludeTags: ['.x'],
      maxAge: 0,
      headers: { cookie: 'a=b' },
      waitFor: 1000,
      mobile: false,
      skipTlsVerification: false,
      timeout: 30000,
      parsePDF: true,
      actions: [
        { type: 'wait', selector: '#a' },
        { type: 'click', selector: 'a', all: true },
        { type: 'write', text: 'x' },
        { type: 'press', key: 'Enter' },
        { type: 'scroll', direction: 'up' },
        { type: 'pdf', format: 'A4', landscape: true, scale: 1 },
      ],
      location: { country: 'DE', languages: ['de-DE'] },
      removeBase64Images: true,
      blockAds: true,
      proxy: 'auto',
      storeInCache: false,
      threatProtection: {
        mode: 'normal',
        riskScoreThreshold: 70,
        blacklist: [],
        whitelist: [],
        blockedTlds: ['zip'],
        failurePolicy: 'open',
      },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });

  it('answers malformed JSON with BAD_REQUEST_INVALID_JSON and a body over 10 MB with 413', async () => {
    expect(await post('{"url": ')).toMatchObject({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST_INVALID_JSON' },
    });
    const huge = JSON.stringify({ url: url(), headers: { big: 'x'.repeat(10 * 1024 * 1024) } });
    expect((await post(huge)).status).toBe(413);
  });
});

describe('team permissions', () => {
  it('refuses threatProtection for a team without it, until switched on', async () => {
    const body = { url: url(), threatProtection: { mode: 'normal' } };
    expect(await post(body, TEAM_B_KEY)).toMatchObject({
      status: 403,
      body: { success: false, error: MESSAGES.threatNotEnabled },
    });
    expect((await post(body)).status).toBe(200);
    server.setThreatProtection(TEAM_A_ID, { enforced: true });
    expect(await post({ url: url(), threatProtection: { mode: 'off' } })).toMatchObject({
      status: 403,
      body: { error: MESSAGES.threatEnforced },
    });
    server.setThreatProtection(TEAM_A_ID, { overridesAllowed: false });
    expect(await post(body)).toMatchObject({ status: 403, body: { error: MESSAGES.threatOverridesDisabled } });
    server.reset();
    expect(await post({ url: url(), threatProtection: { blacklist: ['127.0.0.1'] } })).toMatchObject({
      status: 403,
      body: { code: 'unsafe_domain_blocked' },
    });
    expect((await post({ url: url(), zeroDataRetention: true })).status).toBe(403);
  });
});
