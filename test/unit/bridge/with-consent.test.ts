import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/lib/api/api-error';
import { scrapeRequestSchema } from '@/lib/api/schemas/scrape-request';
import type { BridgeDeps } from '@/lib/bridge/bridge-deps';
import type * as SiteAccess from '@/lib/permissions/site-access';
import { readAskMirror } from '@/lib/bridge/consent/ask-mirror';
import { answerAsk, pendingAsks } from '@/lib/bridge/consent/ask-queue';
import type { PendingAsk } from '@/lib/bridge/consent/ask-schema';
import { readSitePolicies, setSitePolicy } from '@/lib/permissions/site-policy-store';
import { withConsent } from '@/lib/bridge/consent/with-consent';
import { routeRequest } from '@/lib/bridge/route-request';
import { fakeDeps, relayed } from './fake-deps';

// Each site a program asks for is read only with the user's consent: a blocked site is refused,
// an undecided one waits for the side panel's answer, browser pages are never served.
const badge = vi.hoisted(() => ({ waiting: 0, changes: [] as number[] }));
vi.mock('@/lib/bridge/bridge-badge', () => ({
  noteRequestRunning: () => undefined,
  noteAskWaiting: (delta: 1 | -1) => {
    badge.waiting += delta;
    badge.changes.push(delta);
  },
}));

// The browser's host permission: every site but those taken back.
const access = vi.hoisted(() => ({ without: new Set<string>() }));
vi.mock('@/lib/permissions/site-access', async (original) => ({
  ...(await original<typeof SiteAccess>()),
  hasSiteAccess: async (url: string) => !access.without.has(new URL(url).host),
}));

const CLIENT = 'Firecrawl JavaScript SDK';
const SITE = 'news.example.com';
const PAGE = `https://${SITE}/members`;

/** A request through the router, with the consent's deps over the fakes. */
function send(path: string, body: unknown, deps = fakeDeps(), controller = new AbortController()) {
  const consenting = withConsent(deps, CLIENT, controller.signal);
  const answer = routeRequest(relayed('POST', path, body), consenting, { name: CLIENT, signal: controller.signal });
  return { deps, answer, controller };
}

/** The one ask waiting, once the request has made it. */
async function theAsk(): Promise<PendingAsk> {
  await vi.waitFor(() => expect(pendingAsks()).toHaveLength(1));
  return pendingAsks()[0]!;
}

const errorOf = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer;
  const { code, error } = body as { code?: string; error?: string };
  return { status, code, error };
};

beforeEach(() => {
  fakeBrowser.reset();
  badge.waiting = 0;
  badge.changes = [];
  access.without.clear();
});

describe('a blocked site', () => {
  it('is refused with 403 naming the site, without asking or starting anything', async () => {
    await setSitePolicy([SITE], 'block');
    const { deps, answer } = send('/v1/scrape', { url: PAGE });
    expect(await errorOf(answer)).toEqual({
      status: 403,
      code: 'SITE_BLOCKED',
      error: `${SITE} is blocked for programs using the bridge. Change it in the extension's Settings, under Bridge.`,
    });
    expect(deps.startScrape).not.toHaveBeenCalled();
    expect(badge.changes).toEqual([]);
  });

  it('refuses a whole batch that has one, naming the blocked sites only', async () => {
    await setSitePolicy(['b.example.org', 'c.example.net'], 'block');
    const urls = ['https://a.example.com/1', 'https://b.example.org/2', 'https://c.example.net/3'];
    const { deps, answer } = send('/v2/batch/scrape', { urls });
    const { status, error } = await errorOf(answer);
    expect(status).toBe(403);
    expect(error).toBe(
      "2 sites are blocked for programs using the bridge: b.example.org, c.example.net. Change them in the extension's Settings, under Bridge.",
    );
    expect(deps.startBatch).not.toHaveBeenCalled();
    expect(pendingAsks()).toEqual([]);
  });
});

describe('an undecided site', () => {
  it('waits for the side panel; "Allow once" starts the scrape and stores nothing', async () => {
    const { deps, answer } = send('/v1/scrape', { url: PAGE });
    const ask = await theAsk();
    expect(ask).toMatchObject({
      client: CLIENT,
      what: 'scrape',
      sites: [SITE],
      addresses: [PAGE],
      count: 1,
      origins: [`https://${SITE}/*`],
    });
    expect(deps.startScrape).not.toHaveBeenCalled();
    expect(badge.waiting).toBe(1);
    await vi.waitFor(async () => expect(await readAskMirror()).toEqual([ask]));

    expect(await answerAsk(ask.id, 'once')).toBe(true);
    expect((await answer).status).toBe(200);
    expect(deps.startScrape).toHaveBeenCalledOnce();
    expect(badge.changes).toEqual([1, -1]);
    expect(await readSitePolicies()).toEqual({});
    await vi.waitFor(async () => expect(await readAskMirror()).toEqual([]));

    // Once is this request only: the next one asks again.
    const again = send('/v1/scrape', { url: PAGE });
    await answerAsk((await theAsk()).id, 'once');
    expect((await again.answer).status).toBe(200);
  });

  it('"Always allow" stores the site: later requests do not ask', async () => {
    const first = send('/v2/scrape', { url: PAGE });
    await answerAsk((await theAsk()).id, 'always');
    expect((await first.answer).status).toBe(200);
    expect(await readSitePolicies()).toEqual({ [SITE]: 'allow' });

    const later = send('/v2/map', { url: `https://${SITE}/` });
    expect((await later.answer).status).toBe(200);
    expect(later.deps.mapSite).toHaveBeenCalledOnce();
    expect(badge.changes).toEqual([1, -1]);
  });

  it('"Block" refuses with 403 saying the user did not allow it, and stores the block', async () => {
    const { deps, answer } = send('/v1/crawl', { url: `https://${SITE}/docs` });
    const ask = await theAsk();
    expect(ask.what).toBe('crawl');
    await answerAsk(ask.id, 'block');
    expect(await errorOf(answer)).toEqual({
      status: 403,
      code: 'SITE_NOT_ALLOWED',
      error: expect.stringMatching(
        new RegExp(`^The user did not allow ${CLIENT} to read ${SITE}\\. Send the request again`),
      ),
    });
    expect(deps.startCrawl).not.toHaveBeenCalled();
    expect(await readSitePolicies()).toEqual({ [SITE]: 'block' });
  });

  it('is dropped when the request aborts (the client went away), and no job starts', async () => {
    const deps = fakeDeps();
    const controller = new AbortController();
    const consenting = withConsent(deps, CLIENT, controller.signal);
    const started = consenting.startScrape('local', scrapeRequestSchema.parse({ url: PAGE }), CLIENT);
    const ask = await theAsk();
    controller.abort(new Error('client gone'));
    await expect(started).rejects.toThrow('client gone');
    expect(pendingAsks()).toEqual([]);
    expect(badge.changes).toEqual([1, -1]);
    expect(await answerAsk(ask.id, 'once')).toBe(false);
    expect(deps.startScrape).not.toHaveBeenCalled();
    await vi.waitFor(async () => expect(await readAskMirror()).toEqual([]));
  });

  it('one "Always allow" answers every waiting ask about that site only', async () => {
    const one = send('/v1/scrape', { url: PAGE });
    await theAsk();
    const two = send('/v1/scrape', { url: `https://${SITE}/other` });
    const other = send('/v1/scrape', { url: 'https://elsewhere.example.org/' });
    await vi.waitFor(() => expect(pendingAsks()).toHaveLength(3));
    await answerAsk(pendingAsks()[0]!.id, 'always');
    expect((await one.answer).status).toBe(200);
    expect((await two.answer).status).toBe(200);
    expect(pendingAsks().map((ask) => ask.sites)).toEqual([['elsewhere.example.org']]);
    other.controller.abort();
  });
});

describe('an allowed site the browser no longer lets the extension read', () => {
  it('is asked about again, so that the click grants the access a program cannot', async () => {
    await setSitePolicy([SITE], 'allow');
    access.without.add(SITE);
    const { answer } = send('/v1/scrape', { url: PAGE });
    const ask = await theAsk();
    expect(ask).toMatchObject({ sites: [SITE], origins: [`https://${SITE}/*`] });
    await answerAsk(ask.id, 'once');
    expect((await answer).status).toBe(200);
    expect(await readSitePolicies()).toEqual({ [SITE]: 'allow' });
  });
});

describe('a batch', () => {
  it('makes one ask listing its undecided sites once, with how many addresses they have', async () => {
    await setSitePolicy(['allowed.example.net'], 'allow');
    const urls = [
      'https://a.example.com/1',
      'https://A.EXAMPLE.com/2', // the same site, whatever the case
      'https://b.example.org:8443/3',
      'http://a.example.com/4',
      'https://allowed.example.net/5',
    ];
    const { deps, answer } = send('/v1/batch/scrape', { urls });
    const ask = await theAsk();
    expect(ask).toMatchObject({
      what: 'batch',
      sites: ['a.example.com', 'b.example.org:8443'],
      count: 4,
      addresses: ['https://a.example.com/1', 'https://a.example.com/2', 'https://b.example.org:8443/3'],
      origins: ['https://a.example.com/*', 'https://b.example.org:8443/*', 'http://a.example.com/*'],
    });
    await answerAsk(ask.id, 'once');
    expect((await answer).status).toBe(200);
    expect(deps.startBatch).toHaveBeenCalledOnce();
    expect(badge.changes).toEqual([1, -1]);
  });

  it('of allowed sites starts without asking', async () => {
    await setSitePolicy(['a.example.com'], 'allow');
    const { answer } = send('/v2/batch/scrape', { urls: ['https://a.example.com/1', 'https://a.example.com/2'] });
    expect((await answer).status).toBe(200);
    expect(badge.changes).toEqual([]);
  });
});

describe('browser pages, extension pages and local files', () => {
  const never = (url: string) =>
    `${url} is never served to programs: browser pages, extension pages, extension stores and local files stay out of the bridge.`;

  it.each([
    ['/v1/scrape', { url: 'https://chromewebstore.google.com/detail/x' }],
    ['/v2/map', { url: 'https://addons.mozilla.org/en-US/firefox/' }],
    ['/v2/crawl', { url: 'https://chrome.google.com/webstore/category/extensions' }],
  ])('are refused without asking (%s), even on an allowed site', async (path, body) => {
    await setSitePolicy(['chromewebstore.google.com', 'addons.mozilla.org', 'chrome.google.com'], 'allow');
    const { deps, answer } = send(path, body);
    expect(await errorOf(answer)).toEqual({ status: 403, code: 'PAGE_NOT_SERVED', error: never(body.url) });
    expect(deps.startScrape).not.toHaveBeenCalled();
    expect(deps.mapSite).not.toHaveBeenCalled();
    expect(deps.startCrawl).not.toHaveBeenCalled();
    expect(badge.changes).toEqual([]);
  });

  it.each(['file:///etc/passwd', 'chrome://settings', 'moz-extension://abc/options.html', 'data:text/html,hi'])(
    'refuse a batch holding %s, before any ask',
    async (url) => {
      const deps = fakeDeps();
      const consenting: BridgeDeps = withConsent(deps, CLIENT, new AbortController().signal);
      const started = consenting.startBatch({ urls: [PAGE, url], options: {}, clientName: CLIENT });
      await expect(started).rejects.toMatchObject({ kind: 'forbidden', message: never(url) });
      await expect(started).rejects.toBeInstanceOf(ApiError);
      expect(deps.startBatch).not.toHaveBeenCalled();
      expect(badge.changes).toEqual([]);
    },
  );
});

describe('what needs no site', () => {
  it('a parse of an uploaded file goes straight through', async () => {
    const deps = fakeDeps();
    const consenting = withConsent(deps, CLIENT, new AbortController().signal);
    const file = { name: 'notes.html', type: 'text/html', bytes: new Uint8Array([60]) };
    expect(await consenting.startParse(file, {}, CLIENT)).toBe('parse-1');
    expect(badge.changes).toEqual([]);
  });
});
