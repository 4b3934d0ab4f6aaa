// A new config replaces the old at once; when the extension lets go, the host stops listening and exits.
import { afterEach, describe, expect, it } from 'vitest';
import { call } from './support/http-client';
import { TOKEN, freePort, portIsFree, startHost, stopHost, type HostProcess } from './support/host-process';

let host: HostProcess;

afterEach(() => stopHost(host));

/** One request relayed and answered 200. */
async function relayedOnce(port: number, token = TOKEN) {
  const answer = call(port, { headers: { authorization: `Bearer ${token}` } });
  const { request } = await host.nextRequest();
  host.send({ type: 'response', id: request.id, status: 200, body: { success: true } });
  expect((await answer).status).toBe(200);
}

describe('the bridge host over its life', () => {
  it('revokes the old token at once when a config brings a new one', async () => {
    host = startHost();
    const port = await freePort();
    await host.configure(port);
    await relayedOnce(port);
    const newToken = 'the-new-token-9876543210';
    expect(await host.configure(port, newToken)).toEqual({ type: 'listening', port });
    expect(await call(port)).toMatchObject({ status: 401, json: { code: 'TOKEN_INVALID' } });
    await relayedOnce(port, newToken);
  });

  it('moves to a new port, and nothing listens on the old one', async () => {
    host = startHost();
    const [first, second] = [await freePort(), await freePort()];
    await host.configure(first);
    expect(await host.configure(second)).toEqual({ type: 'listening', port: second });
    expect(await portIsFree(first)).toBe(true);
    await relayedOnce(second);
  });

  it('stops listening after a config it cannot use', async () => {
    host = startHost();
    const port = await freePort();
    await host.configure(port);
    expect(await host.configure(3002)).toMatchObject({ type: 'failed', reason: 'bad-config' });
    expect(await portIsFree(port)).toBe(true);
  });

  it('answers 503 to a waiting client, exits and frees the port when the extension lets go', async () => {
    host = startHost();
    const port = await freePort();
    await host.configure(port);
    const answer = call(port, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await host.nextRequest();
    host.child.stdin.end();
    const got = await answer;
    expect(got.status).toBe(503);
    expect(got.json).toEqual({
      success: false,
      code: 'BRIDGE_NOT_CONNECTED',
      error: expect.stringContaining('turn the bridge on'),
    });
    expect(await host.exited).toBe(0);
    expect(await portIsFree(port)).toBe(true);
  });

  it('exits when stdin closes before any config', async () => {
    host = startHost();
    host.child.stdin.end();
    expect(await host.exited).toBe(0);
  });

  it('writes nothing but framed messages to stdout, and no log to stderr unless asked', async () => {
    host = startHost();
    const port = await freePort();
    await host.configure(port);
    await call(port, { headers: { origin: 'https://example.com' } });
    host.child.stdin.end();
    await host.exited;
    expect(host.received.map((message) => message.type)).toEqual(['listening']);
    expect(host.stderr()).toBe('');
  });

  it('logs to stderr with WDE_BRIDGE_DEBUG=1', async () => {
    host = startHost({ WDE_BRIDGE_DEBUG: '1' });
    host.send({ type: 'ping' });
    await host.next('pong');
    host.child.stdin.end();
    await host.exited;
    expect(host.stderr()).toContain('[wde-bridge');
  });
});
