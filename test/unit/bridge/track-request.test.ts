import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BridgeRequest } from '@/lib/bridge/bridge-request-schema';

// trackRequest around the router: the badge while a request runs, an entry in the activity log
// after it, and the answer untouched whatever the log does. Fresh modules and database per test.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  fakeBrowser.reset();
  (fakeBrowser.runtime as { getManifest: unknown }).getManifest = () => ({ action: { default_title: 'WDE' } });
  vi.resetModules();
  vi.doUnmock('@/lib/bridge/activity/activity-log');
});

const request = (method: string, path: string, body?: unknown): BridgeRequest => ({
  id: 'r1',
  method,
  path,
  query: {},
  headers: { authorization: 'Bearer secret-token', cookie: 'sid=1' },
  body,
});

async function modules() {
  const { trackRequest } = await import('@/lib/bridge/activity/track-request');
  const { listActivity } = await import('@/lib/bridge/activity/activity-log');
  const { bridgeBadgeCounts } = await import('@/lib/bridge/bridge-badge');
  const { redrawBadge } = await import('@/lib/browser/toolbar-badge');
  return { trackRequest, listActivity, bridgeBadgeCounts, redrawBadge };
}

describe('trackRequest', () => {
  it('logs a request that succeeded: who, what, the page it named, status 200 and ok; never its body', async () => {
    const { trackRequest, listActivity } = await modules();
    const answer = { status: 200, body: { success: true, data: { markdown: '# Private page' } } };
    const body = { url: 'https://user:pw@news.example.com/members', formats: ['markdown'] };
    expect(await trackRequest(request('POST', '/v1/scrape', body), 'curl', async () => answer)).toBe(answer);
    const [entry, ...rest] = (await listActivity()).entries;
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      client: 'curl',
      method: 'POST',
      path: '/v1/scrape',
      urls: ['https://news.example.com/members'],
      urlCount: 1,
      status: 200,
      ok: true,
    });
    expect(entry).not.toHaveProperty('error');
    expect(entry!.durationMs).toBeGreaterThanOrEqual(0);
    const kept = JSON.stringify(entry);
    for (const secret of ['secret-token', 'sid=1', 'Private page', 'formats', 'pw@'])
      expect(kept).not.toContain(secret);
  });

  it("logs a failed answer with its status and its message cut short, and a batch's first addresses with their count", async () => {
    const { trackRequest, listActivity } = await modules();
    const urls = Array.from({ length: 40 }, (_, i) => `https://e.com/${i}`);
    const refused = { status: 403, body: { success: false, error: `No access to e.com. ${'x'.repeat(1000)}` } };
    await trackRequest(request('POST', '/v2/batch/scrape', { urls }), 'Firecrawl MCP server', async () => refused);
    const [entry] = (await listActivity()).entries;
    expect(entry).toMatchObject({ status: 403, ok: false, urls: urls.slice(0, 3), urlCount: 40 });
    expect(entry!.error).toMatch(/^No access to e\.com\. x+…$/);
    expect(entry!.error!.length).toBe(300);
  });

  it('logs a handler that threw as the 500 the link answers, and lets the error through', async () => {
    const { trackRequest, listActivity } = await modules();
    const boom = new Error('The router broke');
    await expect(trackRequest(request('GET', '/v1/crawl/abc'), 'curl', () => Promise.reject(boom))).rejects.toBe(boom);
    expect((await listActivity()).entries[0]).toMatchObject({
      method: 'GET',
      path: '/v1/crawl/abc',
      urls: [],
      urlCount: 0,
      status: 500,
      ok: false,
      error: 'The router broke',
    });
  });

  it('logs a request the extension could not read, and a file upload, without addresses', async () => {
    const { trackRequest, listActivity } = await modules();
    await trackRequest(undefined, 'a local program', async () => ({ status: 400, body: { success: false } }));
    const upload = { kind: 'multipart', contentType: 'multipart/form-data; boundary=x', base64: 'AAAA' };
    await trackRequest(request('POST', '/v2/parse', upload), 'curl', async () => ({ status: 200, body: {} }));
    const [parse, unread] = (await listActivity()).entries;
    expect(unread).toMatchObject({ method: '', path: '', status: 400, ok: false, urls: [], urlCount: 0 });
    expect(unread).not.toHaveProperty('error');
    expect(parse).toMatchObject({ path: '/v2/parse', urls: [], urlCount: 0 });
    expect(JSON.stringify(parse)).not.toContain('AAAA');
  });

  it('answers as it would have when the log cannot be written', async () => {
    vi.doMock('@/lib/bridge/activity/activity-log', () => ({
      addActivity: () => Promise.reject(new Error('QuotaExceededError')),
      pruneActivity: () => Promise.resolve(0),
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { trackRequest } = await import('@/lib/bridge/activity/track-request');
    const { bridgeBadgeCounts } = await import('@/lib/bridge/bridge-badge');
    const answer = { status: 200, body: { success: true } };
    expect(await trackRequest(request('POST', '/v1/map', { url: 'https://e.com' }), 'curl', async () => answer)).toBe(
      answer,
    );
    const boom = new Error('router');
    await expect(trackRequest(undefined, 'curl', () => Promise.reject(boom))).rejects.toBe(boom);
    expect(bridgeBadgeCounts().running).toBe(0);
    expect(warn).toHaveBeenCalledWith('The bridge activity log could not be written', expect.any(Error));
    warn.mockRestore();
  });

  it('shows the running requests on the badge, balanced even when a handler throws, then the badge as it was', async () => {
    const { trackRequest, bridgeBadgeCounts, redrawBadge } = await modules();
    const { reportToUser } = await import('@/lib/jobs/report-to-user');
    await reportToUser('The page could not be read.');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = trackRequest(request('POST', '/v1/scrape', { url: 'https://e.com' }), 'curl', async () => {
      await held;
      return { status: 200, body: {} };
    });
    let fail!: () => void;
    const failHeld = new Promise<void>((resolve) => (fail = resolve));
    const failing = trackRequest(request('POST', '/v1/scrape', { url: 'https://e.com' }), 'curl', async () => {
      await failHeld;
      throw new Error('no');
    });
    expect(bridgeBadgeCounts()).toEqual({ running: 2, asking: 0 });
    await redrawBadge();
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    expect(await fakeBrowser.action.getTitle({})).toBe('Web Data Extractor: 2 requests from programs are running');

    fail();
    await failing.catch(() => undefined);
    await redrawBadge();
    expect(bridgeBadgeCounts().running).toBe(1);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('1');

    release();
    await slow;
    await redrawBadge();
    expect(bridgeBadgeCounts()).toEqual({ running: 0, asking: 0 });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('!');
    expect(await fakeBrowser.action.getTitle({})).toBe('Web Data Extractor: The page could not be read.');
  });
});
