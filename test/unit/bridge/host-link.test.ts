import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newBridgeToken } from '@/lib/bridge/bridge-token';
import { hostConfigSchema } from '@/lib/bridge/host-messages';
import { linkToHost, type BridgeHandler, type HostLink, type HostLinkOptions } from '@/lib/bridge/host-link';
import { requestMessages } from '../../../bridge-host/protocol.mjs';
import { messages } from '../../support/real-messages';
import { fakePort } from './fake-port';

const CONFIG = { port: 3355, token: 'token-0123456789abcdef' };
const OK = { status: 200, body: { success: true } };
const words = (key: string, ...subs: string[]) =>
  subs.reduce((text, sub, index) => text.replace(`$${index + 1}`, sub), messages[key]!.message);

let links: HostLink[] = [];
afterEach(() => {
  links.forEach((link) => link.close());
  links = [];
  vi.useRealTimers();
});

/** A link whose host has answered `listening`. */
async function listening(handle: BridgeHandler = async () => OK, options: HostLinkOptions = {}, pong = true) {
  const fake = fakePort({ pong });
  const linked = linkToHost(fake.port, CONFIG, handle, { heartbeatMs: 0, ...options });
  expect(fake.sent).toEqual([{ type: 'config', ...CONFIG }]);
  fake.emit({ type: 'listening', port: CONFIG.port });
  const link = await linked;
  links.push(link);
  return { ...fake, link };
}

/** The messages the host sends for one request, made by the host's own code. */
const relay = (id: string, method: string, path: string, body = Buffer.alloc(0), headers = {}) =>
  requestMessages({ id, method, path, query: {}, headers }, body) as object[];

const answered = async (fake: { responses: () => unknown[] }, count = 1) =>
  vi.waitFor(() => expect(fake.responses()).toHaveLength(count));

/** A handler that ends only when its signal aborts, and tells the test it started. */
function hanging() {
  const signals: AbortSignal[] = [];
  const handle: BridgeHandler = (_request, signal) => {
    signals.push(signal);
    return new Promise((resolve) => signal.addEventListener('abort', () => resolve(OK)));
  };
  return { handle, signals };
}

describe('linkToHost: configuring the host', () => {
  it('sends the config and resolves once the host listens', async () => {
    const fake = await listening();
    const { link, sent } = fake;
    expect(sent).toEqual([{ type: 'config', ...CONFIG }]);
    // A new token revokes the old one: the same link sends it and waits for the host again.
    const again = link.configure({ ...CONFIG, token: 'another-token-0123456789' });
    expect(sent.at(-1)).toEqual({ type: 'config', port: CONFIG.port, token: 'another-token-0123456789' });
    fake.emit({ type: 'listening', port: CONFIG.port });
    await expect(again).resolves.toBe(CONFIG.port);
  });

  it('rejects with words when the port is in use, and lets the host go', async () => {
    const fake = fakePort();
    const linked = linkToHost(fake.port, CONFIG, async () => OK, { heartbeatMs: 0 });
    fake.emit({ type: 'failed', reason: 'port-in-use', message: 'Port 3355 on 127.0.0.1 is already in use…' });
    await expect(linked).rejects.toThrow(words('bridge_portInUse', '3355'));
    expect(fake.port.disconnect).toHaveBeenCalled();
  });

  it("rejects with the host's reason for a config it refuses", async () => {
    const fake = fakePort();
    const linked = linkToHost(fake.port, CONFIG, async () => OK, { heartbeatMs: 0 });
    fake.emit({ type: 'failed', reason: 'bad-config', message: 'The port must be a whole number.' });
    await expect(linked).rejects.toThrow(words('bridge_configRefused', 'The port must be a whole number.'));
  });

  it('rejects with words when the host is not there (not installed, or it exited)', async () => {
    const fake = fakePort();
    const linked = linkToHost(fake.port, CONFIG, async () => OK, { heartbeatMs: 0 });
    fake.hostGone();
    await expect(linked).rejects.toThrow(words('bridge_hostUnavailable'));
  });
});

describe('linkToHost: relaying requests', () => {
  it('relays a GET with its query and headers, and answers it once', async () => {
    const handle = vi.fn<BridgeHandler>(async () => ({ status: 200, body: { success: true, status: 'scraping' } }));
    const fake = await listening(handle);
    fake.emit({
      type: 'request',
      id: 'a',
      method: 'GET',
      path: '/v2/crawl/abc',
      query: { skip: '10', tag: ['x', 'y'] },
      headers: { 'user-agent': 'firecrawl-sdk/4' },
      bodyChunks: 0,
    });
    await answered(fake);
    expect(handle.mock.calls[0]![0]).toEqual({
      id: 'a',
      method: 'GET',
      path: '/v2/crawl/abc',
      query: { skip: '10', tag: ['x', 'y'] },
      // The host checked Host and does not relay it; the router builds `next` on it.
      headers: { host: '127.0.0.1:3355', 'user-agent': 'firecrawl-sdk/4' },
      body: undefined,
    });
    expect(fake.responses()).toEqual([
      { type: 'response', id: 'a', status: 200, body: { success: true, status: 'scraping' } },
    ]);
  });

  it('relays a POST with its JSON body parsed', async () => {
    const handle = vi.fn<BridgeHandler>(async () => OK);
    const fake = await listening(handle);
    const json = { url: 'https://example.com/', formats: ['markdown'] };
    relay('p', 'POST', '/v1/scrape', Buffer.from(JSON.stringify(json)), {
      'content-type': 'application/json',
    }).forEach(fake.emit);
    await answered(fake);
    expect(handle.mock.calls[0]![0].body).toEqual(json);
    expect(fake.responses()).toEqual([{ type: 'response', id: 'p', ...OK }]);
  });

  it('puts a body of several chunks back together, byte for byte (multipart kept as base64)', async () => {
    const handle = vi.fn<BridgeHandler>(async () => OK);
    const fake = await listening(handle);
    const bytes = randomBytes(2 * 700 * 1024 + 12345);
    const contentType = 'multipart/form-data; boundary=xyz';
    const sent = relay('m', 'POST', '/v2/parse', bytes, { 'content-type': contentType });
    expect(sent).toHaveLength(4); // the request and three chunks
    sent.forEach(fake.emit);
    await answered(fake);
    const body = handle.mock.calls[0]![0].body as { kind: string; contentType: string; base64: string };
    expect(body).toMatchObject({ kind: 'multipart', contentType });
    expect(Buffer.from(body.base64, 'base64').equals(bytes)).toBe(true);
  });

  it('answers 400 to a JSON body that is not JSON, without calling the handler', async () => {
    const handle = vi.fn<BridgeHandler>(async () => OK);
    const fake = await listening(handle);
    relay('j', 'POST', '/v1/scrape', Buffer.from('{nope'), { 'content-type': 'application/json' }).forEach(fake.emit);
    await answered(fake);
    expect(fake.responses()[0]).toMatchObject({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST_INVALID_JSON', error: 'Invalid JSON in request body' },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers a request it cannot read with 400', async () => {
    const fake = await listening();
    fake.emit({ type: 'request', id: 'r', method: 'GET', bodyChunks: 0 });
    await answered(fake);
    expect(fake.responses()[0]).toMatchObject({
      id: 'r',
      status: 400,
      body: { success: false, error: words('bridge_requestInvalid') },
    });
  });

  it("turns a handler's throw into the service's 500", async () => {
    const fake = await listening(async () => {
      throw new Error('the tab crashed');
    });
    relay('e', 'GET', '/v1/crawl/x').forEach(fake.emit);
    await answered(fake);
    const [response] = fake.responses();
    expect(response).toMatchObject({ id: 'e', status: 500, body: { success: false, code: 'UNKNOWN_ERROR' } });
    expect((response!.body as { error: string }).error).toContain('the tab crashed');
  });
  it('turns an answer the host cannot send into a 500 that says why', async () => {
    const fake = await listening(async () => ({ status: 101, body: undefined }));
    relay('u', 'GET', '/v1/crawl/x').forEach(fake.emit);
    await answered(fake);
    const [response] = fake.responses();
    expect(response).toMatchObject({ id: 'u', status: 500, body: { success: false, code: 'UNKNOWN_ERROR' } });
    expect((response!.body as { error: string }).error).toContain('status 101, or no body');
  });
});

describe('linkToHost: cancel and disconnect', () => {
  it("aborts the handler's signal on the host's cancel, and sends no answer after", async () => {
    const { handle, signals } = hanging();
    const fake = await listening(handle);
    relay('c', 'POST', '/v1/scrape', Buffer.from('{}'), { 'content-type': 'application/json' }).forEach(fake.emit);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    fake.emit({ type: 'cancel', id: 'c' });
    expect(signals[0]!.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.responses()).toEqual([]);
  });

  it('aborts every running request when the host goes away', async () => {
    const { handle, signals } = hanging();
    const fake = await listening(handle);
    relay('1', 'GET', '/v1/crawl/a').forEach(fake.emit);
    relay('2', 'GET', '/v1/crawl/b').forEach(fake.emit);
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    fake.hostGone();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    await expect(fake.link.closed).resolves.toBe(words('bridge_hostUnavailable'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.responses()).toEqual([]);
  });
});

describe('linkToHost: bounded bodies', () => {
  /** A `request` that says `bodyChunks` chunks follow. */
  const announced = (id: string, bodyChunks: number) => ({
    type: 'request',
    id,
    method: 'POST',
    path: '/v2/parse',
    query: {},
    headers: {},
    bodyChunks,
  });

  it('refuses a body announced in more chunks than 50 MB takes, at once', async () => {
    const handle = vi.fn<BridgeHandler>(async () => OK);
    const fake = await listening(handle);
    fake.emit(announced('big', 75));
    await answered(fake);
    expect(fake.responses()[0]).toMatchObject({ id: 'big', status: 413, body: { success: false } });
  });

  it('refuses a body whose chunks add up to over 50 MB, and keeps none of the rest', async () => {
    const handle = vi.fn<BridgeHandler>(async () => OK);
    const fake = await listening(handle);
    fake.emit(announced('big', 70));
    const data = randomBytes(1024 * 1024).toString('base64'); // larger chunks than the host's
    for (let seq = 0; seq < 70; seq++) fake.emit({ type: 'body', id: 'big', seq, data });
    await answered(fake);
    expect(fake.responses()).toEqual([
      {
        type: 'response',
        id: 'big',
        status: 413,
        body: { success: false, code: 'PAYLOAD_TOO_LARGE', error: words('bridge_bodyTooLarge', '50') },
      },
    ]);
    expect(handle).not.toHaveBeenCalled();
  });

  it('refuses chunks out of order with 400', async () => {
    const handle = vi.fn<BridgeHandler>(async () => OK);
    const fake = await listening(handle);
    const [request, first, second] = relay('o', 'POST', '/v2/parse', randomBytes(800 * 1024));
    [request!, second!, first!].forEach(fake.emit);
    await answered(fake);
    expect(fake.responses()[0]).toMatchObject({ id: 'o', status: 400, body: { error: words('bridge_bodyBroken') } });
    expect(handle).not.toHaveBeenCalled();
  });

  it('refuses a body whose last chunk never comes, after a while', async () => {
    const handle = vi.fn<BridgeHandler>(async () => OK);
    const fake = await listening(handle, { bodyTimeoutMs: 30 });
    const [request, first] = relay('l', 'POST', '/v2/parse', randomBytes(800 * 1024));
    [request!, first!].forEach(fake.emit);
    await answered(fake);
    expect(fake.responses()[0]).toMatchObject({ id: 'l', status: 400, body: { error: words('bridge_bodyBroken') } });
    expect(handle).not.toHaveBeenCalled();
  });
});

describe('linkToHost: a host that hangs', () => {
  it('a ping answered in time resolves', async () => {
    const { link } = await listening();
    await expect(link.ping()).resolves.toBeUndefined();
  });

  it('a ping without a pong closes the link with words, aborting what runs', async () => {
    const { handle, signals } = hanging();
    const fake = await listening(handle, { pingTimeoutMs: 30 }, false);
    relay('h', 'GET', '/v1/crawl/a').forEach(fake.emit);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    const dead = words('bridge_hostNotAnswering', '0.03');
    await expect(fake.link.ping()).rejects.toThrow(dead);
    await expect(fake.link.closed).resolves.toBe(dead);
    expect(signals[0]!.aborted).toBe(true);
    expect(fake.port.disconnect).toHaveBeenCalled();
  });

  it('the heartbeat finds a dead host by itself', async () => {
    const fake = await listening(undefined, { heartbeatMs: 20, pingTimeoutMs: 20 }, false);
    await expect(fake.link.closed).resolves.toBe(words('bridge_hostNotAnswering', '0.02'));
    expect(fake.sent.filter((message) => message.type === 'ping').length).toBeGreaterThan(0);
  });
});

describe('linkToHost: the DevTools relay beside it', () => {
  it("hands the relay's messages over as they come, and posts the relay's own", async () => {
    const others: unknown[] = [];
    const handle = vi.fn(async () => OK);
    const fake = await listening(handle, { onOther: (message) => others.push(message) });
    const relayed = [
      { type: 'cdp-connect', conn: 'c1', session: 's1' },
      { type: 'part', id: 'h1', seq: 0, last: true, data: '{}' },
      { type: 'node-result', id: 'n1', stdout: '', stderr: '', exitCode: 0, killed: false },
    ];
    relayed.forEach(fake.emit);
    // The link's own messages stay its own, a broken request among them.
    fake.emit({ type: 'request', id: 'r1', method: 'GET' });
    await answered(fake);
    expect(others).toEqual(relayed);
    expect(handle).not.toHaveBeenCalled();
    fake.link.post({ type: 'cdp-out', conn: 'c1', text: '{}' });
    expect(fake.sent.at(-1)).toEqual({ type: 'cdp-out', conn: 'c1', text: '{}' });
  });

  it('drops them without a relay, as before', async () => {
    const fake = await listening();
    fake.emit({ type: 'cdp-connect', conn: 'c1', session: 's1' });
    expect(fake.responses()).toEqual([]);
  });
});

describe('newBridgeToken', () => {
  it('is 32 random bytes in base64url, fit for the host, and new each time', () => {
    const token = newBridgeToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hostConfigSchema.safeParse({ port: 3355, token }).success).toBe(true);
    expect(newBridgeToken()).not.toBe(token);
  });
});
