// What the host refuses itself, in the service's error shape, before anything reaches the extension.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callWithLargeBody } from './support/http-client';
import { freePort, startHost, stopHost, type HostProcess } from './support/host-process';

let host: HostProcess;
let port: number;

beforeAll(async () => {
  host = startHost();
  port = await freePort();
  expect(await host.configure(port)).toEqual({ type: 'listening', port });
});

afterAll(() => stopHost(host));

/** Nothing was relayed: the host answers a ping, and sent no request before the pong. */
async function expectNothingRelayed() {
  host.send({ type: 'ping' });
  await host.next('pong');
  expect(host.received.filter((message) => message.type === 'request')).toEqual([]);
}

describe('the bridge host refuses', () => {
  it('a request from a web page (any Origin header) with 403', async () => {
    for (const origin of ['https://example.com', 'null', `http://127.0.0.1:${port}`]) {
      const got = await call(port, { method: 'POST', headers: { origin }, body: '{}' });
      expect(got.status).toBe(403);
      expect(got.json).toEqual({
        success: false,
        code: 'ORIGIN_NOT_ALLOWED',
        error: expect.stringContaining('web pages'),
      });
      expect(Object.keys(got.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
    await expectNothingRelayed();
  });

  it('a CORS preflight with 403 and no CORS headers', async () => {
    const got = await call(port, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'POST', authorization: undefined },
    });
    expect(got.status).toBe(403);
    expect(Object.keys(got.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('a Host other than 127.0.0.1 or localhost with the port (DNS rebinding) with 403', async () => {
    for (const hostHeader of [`evil.example:${port}`, '127.0.0.1', `127.0.0.1:${port + 1}`, `[::1]:${port}`]) {
      const got = await call(port, { headers: { host: hostHeader } });
      expect(got.status, hostHeader).toBe(403);
      expect(got.json).toEqual({
        success: false,
        code: 'HOST_NOT_ALLOWED',
        error: expect.stringContaining('DNS rebinding'),
      });
    }
    await expectNothingRelayed();
  });

  it('a request without the token, or with another, with the service 401s', async () => {
    expect(await call(port, { headers: { authorization: undefined } })).toMatchObject({
      status: 401,
      json: { success: false, code: 'TOKEN_MISSING', error: expect.stringMatching(/^Unauthorized: Token missing\. /) },
    });
    expect(await call(port, { headers: { authorization: 'Bearer' } })).toMatchObject({ status: 401 });
    expect(await call(port, { headers: { authorization: 'Bearer not-the-token' } })).toMatchObject({
      status: 401,
      json: { success: false, code: 'TOKEN_INVALID', error: expect.stringMatching(/^Unauthorized: Invalid token\. /) },
    });
    await expectNothingRelayed();
  });

  it('a JSON body that does not parse with 400 BAD_REQUEST_INVALID_JSON', async () => {
    for (const body of ['{"url": ', '"a string"', 'not json']) {
      const got = await call(port, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(got, body).toMatchObject({
        status: 400,
        json: { success: false, code: 'BAD_REQUEST_INVALID_JSON', error: 'Invalid JSON in request body' },
      });
    }
    await expectNothingRelayed();
  });

  it('a body over 50 MB with 413', async () => {
    const got = await callWithLargeBody(port, 50 * 1024 * 1024 + 1);
    expect(got).toMatchObject({ status: 413, json: { success: false, error: expect.stringContaining('50 MB') } });
    await expectNothingRelayed();
  });

  it('paths outside /v1/ and /v2/ with 404 in the service shape', async () => {
    for (const path of ['/', '/v3/scrape', '/v1', '/v1/../admin', '/metrics?x=/v1/']) {
      const got = await call(port, { path });
      expect(got, path).toMatchObject({
        status: 404,
        json: { success: false, code: 'NOT_FOUND', error: expect.stringContaining('Not found') },
      });
    }
    await expectNothingRelayed();
  });

  it('more than the rate allows with 429 and Retry-After', async () => {
    // 404 paths still count, so the bucket (burst 20) empties without the extension.
    const answers = await Promise.all(Array.from({ length: 30 }, () => call(port, { path: '/nothing' })));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(limited[0]!.json).toEqual({
      success: false,
      code: 'RATE_LIMIT_EXCEEDED',
      error: expect.stringContaining('Rate limit exceeded'),
    });
  });

  it('never a status read for the work the others spent: status reads have a limit of their own', async () => {
    const spent = await call(port, { method: 'POST', path: '/v2/scrape', body: '{}' });
    expect(spent.status).toBe(429);
    const answer = call(port, { path: '/v2/crawl/abc' });
    const { request } = await host.nextRequest();
    expect(request).toMatchObject({ method: 'GET', path: '/v2/crawl/abc' });
    host.send({ type: 'response', id: request.id, status: 200, body: { success: true, status: 'scraping' } });
    expect((await answer).status).toBe(200);
  });
});

describe('the bridge host does not start', () => {
  it("on the provider's port 3002, saying so", async () => {
    const other = startHost();
    expect(await other.configure(3002)).toEqual({
      type: 'failed',
      reason: 'bad-config',
      message: expect.stringContaining('3002'),
    });
    await stopHost(other);
  });

  it('with a port or token it cannot use', async () => {
    const other = startHost();
    for (const config of [
      { port: 0 },
      { port: 80 },
      { port: 70000 },
      { port: '8080' },
      { token: 'short' },
      { token: undefined },
    ]) {
      other.send({ type: 'config', port: await freePort(), token: 'a-token-long-enough-1234', ...config });
      expect(await other.next(['listening', 'failed']), JSON.stringify(config)).toMatchObject({
        type: 'failed',
        reason: 'bad-config',
      });
    }
    await stopHost(other);
  });

  it('on a port another program holds, saying port-in-use', async () => {
    const taken = createServer();
    const busy = await freePort();
    await new Promise<void>((resolve) => taken.listen(busy, '127.0.0.1', resolve));
    const other = startHost();
    expect(await other.configure(busy)).toEqual({ type: 'failed', reason: 'port-in-use', message: expect.any(String) });
    await stopHost(other);
    await new Promise((resolve) => taken.close(resolve));
  });
});
