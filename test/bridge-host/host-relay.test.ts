// The host relays requests that pass its checks to the extension and passes its answers back.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from './support/http-client';
import { freePort, startHost, stopHost, type HostProcess } from './support/host-process';

let host: HostProcess;
let port: number;

beforeEach(async () => {
  host = startHost({ WDE_BRIDGE_ANSWER_TIMEOUT_MS: '3000' });
  port = await freePort();
  expect(await host.configure(port)).toEqual({ type: 'listening', port });
});

afterEach(() => stopHost(host));

describe('the bridge host relays requests', () => {
  it('answers a ping with a pong', async () => {
    host.send({ type: 'ping' });
    expect(await host.next('pong')).toEqual({ type: 'pong' });
  });

  it('relays a GET with its path, query and client, and passes the answer back', async () => {
    const answer = call(port, {
      path: '/v2/crawl/abc?skip=10&tag=a&tag=b',
      headers: { 'user-agent': 'firecrawl-sdk/4', cookie: 'not=relayed', 'x-other': 'not relayed' },
    });
    const { request, body } = await host.nextRequest();
    expect(request).toEqual({
      type: 'request',
      id: expect.any(String),
      method: 'GET',
      path: '/v2/crawl/abc',
      query: { skip: '10', tag: ['a', 'b'] },
      headers: { 'user-agent': 'firecrawl-sdk/4' },
      bodyChunks: 0,
    });
    expect(body.length).toBe(0);
    host.send({
      type: 'response',
      id: request.id,
      status: 200,
      headers: { 'x-request-source': 'bridge', 'set-cookie': 'a=b', 'access-control-allow-origin': '*' },
      body: { success: true, status: 'scraping', data: [] },
    });
    const got = await answer;
    expect(got.status).toBe(200);
    expect(got.json).toEqual({ success: true, status: 'scraping', data: [] });
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(got.headers['x-request-source']).toBe('bridge');
    // Answers never carry cookies, and no CORS header at all.
    expect(got.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(got.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('relays a POST with a JSON body, and the status the extension chose', async () => {
    const json = JSON.stringify({ url: 'https://example.com/', formats: ['markdown'] });
    const answer = call(port, {
      method: 'POST',
      path: '/v1/scrape',
      headers: { 'content-type': 'application/json' },
      body: json,
    });
    const { request, body } = await host.nextRequest();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/scrape',
      headers: { 'content-type': 'application/json' },
      bodyChunks: 1,
    });
    expect(body.toString('utf8')).toBe(json);
    host.send({
      type: 'response',
      id: request.id,
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', error: 'x' },
    });
    expect(await answer).toMatchObject({ status: 400, json: { success: false, code: 'BAD_REQUEST', error: 'x' } });
  });

  it('sends a 2 MB body as several body messages that put it back byte for byte', async () => {
    const bytes = randomBytes(2 * 1024 * 1024 + 123);
    const answer = call(port, {
      method: 'POST',
      path: '/v2/parse',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: bytes,
    });
    const { request, body } = await host.nextRequest();
    expect(request.bodyChunks).toBe(3);
    expect(body.equals(bytes)).toBe(true);
    // Every message the host sent stayed under the browser's 1 MB limit.
    const bodies = host.received.filter((message) => message.type === 'body');
    for (const message of bodies) expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(1024 * 1024);
    host.send({ type: 'response', id: request.id, status: 200, body: { success: true, data: { markdown: 'ok' } } });
    expect((await answer).status).toBe(200);
  });

  it('accepts localhost with the port as Host, as well as 127.0.0.1', async () => {
    const answer = call(port, { path: '/v1/scrape', headers: { host: `localhost:${port}` } });
    const { request } = await host.nextRequest();
    host.send({ type: 'response', id: request.id, status: 200, body: { success: true } });
    expect((await answer).status).toBe(200);
  });

  it('gives each request its own id and answers each client its own answer', async () => {
    const first = call(port, { path: '/v1/first' });
    const firstRequest = (await host.nextRequest()).request;
    const second = call(port, { path: '/v1/second' });
    const secondRequest = (await host.nextRequest()).request;
    expect(firstRequest.id).not.toBe(secondRequest.id);
    host.send({ type: 'response', id: secondRequest.id, status: 200, body: 'second' });
    host.send({ type: 'response', id: firstRequest.id, status: 200, body: 'first' });
    expect((await first).json).toBe('first');
    expect((await second).json).toBe('second');
  });

  it('tells the extension to cancel when the client goes away', async () => {
    let abort = () => {};
    const answer = call(port, { path: '/v1/scrape', sent: (req) => (abort = () => req.destroy()) }).catch(
      (error: Error) => error,
    );
    const { request } = await host.nextRequest();
    abort();
    expect(await host.next('cancel')).toEqual({ type: 'cancel', id: request.id });
    expect(await answer).toBeInstanceOf(Error);
    // A late answer to the cancelled request is dropped; the host goes on.
    host.send({ type: 'response', id: request.id, status: 200, body: {} });
    host.send({ type: 'ping' });
    await host.next('pong');
  });

  it('answers 504 and cancels when the extension does not answer in time', async () => {
    const answer = call(port, { path: '/v1/scrape' });
    const { request } = await host.nextRequest();
    const got = await answer;
    expect(got.status).toBe(504);
    expect(got.json).toEqual({ success: false, code: 'BRIDGE_TIMEOUT', error: expect.stringContaining('no answer') });
    expect(await host.next('cancel')).toEqual({ type: 'cancel', id: request.id });
  });

  it('answers 502 when the extension sends a response it cannot use', async () => {
    const answer = call(port, { path: '/v1/scrape' });
    const { request } = await host.nextRequest();
    host.send({ type: 'response', id: request.id, status: 'ok', body: {} });
    expect(await answer).toMatchObject({ status: 502, json: { success: false } });
  });

  it('listens on 127.0.0.1 only', async () => {
    if (!existsSync('/proc/net/tcp')) return;
    const portHex = port.toString(16).toUpperCase().padStart(4, '0');
    // Columns: local address (hex IP:port), remote address, state (0A: listening).
    const listening = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[1]?.endsWith(`:${portHex}`) && columns[3] === '0A');
    expect(listening.map((columns) => columns[1])).toEqual([`0100007F:${portHex}`]);
    const six = existsSync('/proc/net/tcp6') ? readFileSync('/proc/net/tcp6', 'utf8') : '';
    expect(six).not.toMatch(new RegExp(`:${portHex} \\S+ 0A `));
  });
});
