import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { BridgeRequest } from '@/lib/bridge/bridge-request-schema';
import { forwardRequest, type ForwardConfig } from '@/lib/bridge/forward-request';

// Forwarding with a fake fetch: off means nothing is sent; the stored key goes to the service only;
// a multipart body is rebuilt byte for byte; the service's 401 reaches the client as 403.
const KEY = 'fc-secret-key-1234';

function config(answer: () => Response, change: Partial<ForwardConfig> = {}) {
  const fetch = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => answer());
  return { fetch, cfg: { allowed: true, baseUrl: 'https://api.example.test', apiKey: KEY, fetch, ...change } };
}

const request = (change: Partial<BridgeRequest> = {}): BridgeRequest => ({
  id: 'r1',
  method: 'POST',
  path: '/v2/search',
  query: {},
  headers: { 'content-type': 'application/json' },
  body: { query: 'cats' },
  ...change,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('forwardRequest', () => {
  it('sends nothing when forwarding is off', async () => {
    const { fetch, cfg } = config(() => json(200, {}), { allowed: false });
    expect(await forwardRequest(request(), cfg)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses with no-key (403 in the router) when no key is stored', async () => {
    const { fetch, cfg } = config(() => json(200, {}), { apiKey: '' });
    await expect(forwardRequest(request(), cfg)).rejects.toMatchObject({ kind: 'no-key' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the JSON body with the stored key, no cookies, and passes the answer through', async () => {
    const answer = { success: true, data: { web: [{ url: 'https://a.test/' }] } };
    const { fetch, cfg } = config(() => json(200, answer), { baseUrl: 'https://api.example.test/base/' });
    const result = await forwardRequest(request({ query: { a: '1' } }), cfg);
    expect(result).toEqual({ status: 200, body: answer });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://api.example.test/base/v2/search?a=1');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: '{"query":"cats"}' });
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' });
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it("passes the service's errors through, except 401, which becomes 403 without the key", async () => {
    const { cfg } = config(() => json(402, { success: false, error: 'Payment required' }));
    expect(await forwardRequest(request(), cfg)).toEqual({
      status: 402,
      body: { success: false, error: 'Payment required' },
    });
    const refused = config(() => json(401, { success: false, error: 'Unauthorized: Invalid token' }));
    const answer = await forwardRequest(request(), refused.cfg);
    expect(answer?.status).toBe(403);
    expect(answer?.body).toMatchObject({ success: false });
    expect(String((answer?.body as { error: string }).error)).toContain('Unauthorized: Invalid token');
    expect(JSON.stringify(answer)).not.toContain(KEY);
  });

  it('rebuilds a multipart body from its base64, with its boundary', async () => {
    const raw =
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n\u0000\u00ff%PDF\r\n--XyZ--\r\n';
    const bytes = Uint8Array.from(raw, (char) => char.charCodeAt(0));
    const base64 = btoa(raw);
    const { fetch, cfg } = config(() => json(200, { success: true, data: { markdown: 'x' } }));
    const body = { kind: 'multipart', contentType: 'multipart/form-data; boundary=XyZ', base64 };
    await forwardRequest(request({ path: '/v2/parse', body }), cfg);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ 'Content-Type': 'multipart/form-data; boundary=XyZ' });
    expect(new Uint8Array(await (init.body as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('sends no body with GET and DELETE', async () => {
    const { fetch, cfg } = config(() => json(200, { success: true }));
    await forwardRequest(request({ method: 'GET', path: '/v2/crawl/active', body: undefined }), cfg);
    await forwardRequest(request({ method: 'DELETE', path: '/v2/crawl/x', body: {} }), cfg);
    for (const [, init] of fetch.mock.calls) {
      expect(init?.body).toBeUndefined();
      expect(init?.headers).not.toHaveProperty('Content-Type');
    }
  });

  it('fails as the service unreachable, or an answer that is not JSON, without the key', async () => {
    const down = config(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(forwardRequest(request(), down.cfg)).rejects.toMatchObject({ kind: 'network' });
    const html = config(() => new Response('<html>', { status: 502 }));
    const error = await forwardRequest(request(), html.cfg).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'bad-response' });
    expect((error as ApiError).message).not.toContain(KEY);
  });
});
