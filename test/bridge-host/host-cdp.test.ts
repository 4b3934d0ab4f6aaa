// The host's DevTools side (bridge-host/cdp/): /json/version and the sessions' WebSockets behind
// the bridge's checks, each client's messages relayed to the extension and back (in parts when
// large), its end either way, and a node run refused or run. The real host, spoken to as the
// extension would, and a WebSocket client of the tests' own (support/raw-websocket.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART, createPartsJoiner, toParts } from '../../bridge-host/cdp/message-parts.mjs';
import { findPlaywright } from '../../bridge-host/cdp/node-runner.mjs';
import { call } from './support/http-client';
import { freePort, startHost, stopHost, TOKEN, type HostProcess, type Message } from './support/host-process';
import { OP, closeOf, openRaw, sessionPath } from './support/raw-websocket';

let host: HostProcess;
let port: number;
const BROWSER = { product: 'HeadlessChrome/156.0.8078.129', userAgent: 'Mozilla/5.0 HeadlessChrome/156.0.0.0' };

beforeAll(async () => {
  host = startHost();
  port = await freePort();
  expect(await host.configure(port)).toEqual({ type: 'listening', port });
  openSession('s1');
});

afterAll(() => stopHost(host));

function openSession(session: string) {
  host.send({ type: 'cdp-session', session, open: true, browser: BROWSER });
}

/** Waits for the host to have taken the messages sent so far (it answers pings in order). */
async function settled() {
  host.send({ type: 'ping' });
  await host.next('pong');
}

/** The next message of a type, its parts put together when it came in parts. */
async function nextWhole(type: string): Promise<Message> {
  const join = createPartsJoiner({ maxChars: 1e9 });
  for (;;) {
    const message = await host.next([type, PART]);
    if (message.type === type) return message;
    const joined = join(message as Parameters<typeof join>[0]);
    if (joined && 'message' in joined && (joined.message as Message).type === type) return joined.message as Message;
  }
}

/** Waits for the extension to hear that this client left (earlier clients' news skipped). */
async function left(conn: string) {
  for (;;) if ((await host.next('cdp-disconnect')).conn === conn) return;
}

async function connected(session = 's1') {
  const socket = await openRaw(port, sessionPath(session));
  expect(socket.handshake.status).toBe(101);
  const connect = await host.next('cdp-connect');
  expect(connect).toMatchObject({ session });
  return { socket, conn: connect.conn as string };
}

describe("a session's /json/version", () => {
  it('names the WebSocket with the token in its path, by path token or by bearer', async () => {
    const expected = {
      Browser: BROWSER.product,
      'Protocol-Version': '1.3',
      'User-Agent': BROWSER.userAgent,
      webSocketDebuggerUrl: `ws://127.0.0.1:${port}${sessionPath('s1')}`,
    };
    for (const path of [`${sessionPath('s1')}/json/version`, `${sessionPath('s1')}/json/version/`]) {
      const got = await call(port, { path, headers: { authorization: undefined } });
      expect(got, path).toMatchObject({ status: 200, json: expected });
    }
    // One session open: the bare address describes it (the token by header, as the API takes it).
    expect(await call(port, { path: '/json/version/' })).toMatchObject({ status: 200, json: expected });
    expect(await call(port, { path: '/cdp/s1/json/version' })).toMatchObject({ status: 200, json: expected });
    // Reached as localhost, it answers with localhost.
    const local = await call(port, { path: '/json/version', headers: { host: `localhost:${port}` } });
    expect(local.json).toMatchObject({ webSocketDebuggerUrl: `ws://localhost:${port}${sessionPath('s1')}` });
  });

  it('is refused with a wrong token, an Origin, a foreign Host, a POST', async () => {
    const path = `${sessionPath('s1', 'not-the-token-0000')}/json/version`;
    expect(await call(port, { path, headers: { authorization: undefined } })).toMatchObject({ status: 401 });
    expect(await call(port, { path: '/json/version', headers: { authorization: undefined } })).toMatchObject({
      status: 401,
    });
    const good = `${sessionPath('s1')}/json/version`;
    expect(await call(port, { path: good, headers: { origin: 'https://evil.example' } })).toMatchObject({
      status: 403,
    });
    expect(await call(port, { path: good, headers: { host: `evil.example:${port}` } })).toMatchObject({ status: 403 });
    expect(await call(port, { path: good, method: 'POST', body: '{}' })).toMatchObject({ status: 405 });
  });

  it('answers 404 for a session not open, 409 for a bare address when several are', async () => {
    expect(await call(port, { path: `${sessionPath('nope')}/json/version` })).toMatchObject({
      status: 404,
      json: { code: 'INTERACT_SESSION_NOT_FOUND' },
    });
    openSession('s2');
    await settled();
    expect(await call(port, { path: '/json/version' })).toMatchObject({
      status: 409,
      json: { code: 'INTERACT_SESSION_AMBIGUOUS' },
    });
    host.send({ type: 'cdp-session', session: 's2', open: false, reason: 'done' });
    await settled();
    expect(await call(port, { path: '/json/version' })).toMatchObject({ status: 200 });
  });

  it('is asked of a WebSocket address without the upgrade: 426 in words', async () => {
    expect(await call(port, { path: sessionPath('s1') })).toMatchObject({
      status: 426,
      json: { code: 'INTERACT_CDP_NOT_WEBSOCKET' },
    });
  });
});

describe("a session's WebSocket", () => {
  it('relays text both ways, fragments joined, pings answered', async () => {
    const { socket, conn } = await connected();
    socket.text('{"id":1,"method":"Browser.getVersion"}');
    expect(await host.next('cdp-in')).toEqual({ type: 'cdp-in', conn, text: '{"id":1,"method":"Browser.getVersion"}' });
    socket.frame(OP.text, '{"id":2,', { fin: false });
    socket.frame(OP.ping, 'are you there');
    socket.frame(OP.continuation, '"method":"é"}');
    const pong = await socket.next();
    expect({ opcode: pong.opcode, payload: pong.payload.toString() }).toEqual({
      opcode: OP.pong,
      payload: 'are you there',
    });
    expect(await host.next('cdp-in')).toMatchObject({ conn, text: '{"id":2,"method":"é"}' });
    host.send({ type: 'cdp-out', conn, text: '{"id":1,"result":{}}' });
    expect(await socket.nextText()).toBe('{"id":1,"result":{}}');
    // The client closes: the server answers its close, and the extension hears it.
    socket.frame(OP.close, Buffer.from([0x03, 0xe8]));
    const close = await socket.next();
    expect(closeOf(close).code).toBe(1000);
    expect(await host.next('cdp-disconnect')).toEqual({ type: 'cdp-disconnect', conn });
    await socket.ended;
  });

  it('carries messages over the native 1 MB limit in parts, both ways', async () => {
    const { socket, conn } = await connected();
    const big = JSON.stringify({ id: 3, method: 'DOM.setFileInputFiles', params: { files: ['é"\\'.repeat(400_000)] } });
    socket.text(big);
    const into = await nextWhole('cdp-in');
    expect(into).toEqual({ type: 'cdp-in', conn, text: big });
    expect(host.received.filter((message) => message.type === PART).length).toBeGreaterThan(1);
    const answer = JSON.stringify({ id: 3, result: { data: 'x'.repeat(3_000_000) } });
    for (const part of toParts({ type: 'cdp-out', conn, text: answer }, { id: 'e1', maxBytes: 1024 * 1024 })) {
      host.send(part);
    }
    expect(await socket.nextText()).toBe(answer);
    socket.close();
    await left(conn);
  });

  it('is ended by the extension with its code and words, and nothing comes back', async () => {
    const { socket, conn } = await connected();
    host.send({ type: 'cdp-end', conn, code: 1001, reason: 'The user stopped this interact session in Chrome.' });
    expect(closeOf(await socket.next())).toEqual({
      code: 1001,
      reason: 'The user stopped this interact session in Chrome.',
    });
    socket.frame(OP.close, Buffer.from([0x03, 0xe9]));
    await socket.ended;
    await settled();
    expect(host.received.filter((message) => message.type === 'cdp-disconnect' && message.conn === conn)).toEqual([]);
  });

  it('takes one client at a time; the next may come once it left', async () => {
    const first = await connected();
    const second = await openRaw(port, sessionPath('s1'));
    expect(second.handshake).toMatchObject({ status: 409 });
    expect(JSON.parse(second.handshake.body)).toMatchObject({ code: 'INTERACT_CDP_BUSY' });
    first.socket.close();
    await left(first.conn);
    const third = await connected();
    third.socket.close();
    await left(third.conn);
  });

  it.each([
    ['a wrong token', sessionPath('s1', 'not-the-token-0000'), {}, 401],
    ['no token', '/cdp/s1', {}, 401],
    ['an Origin', sessionPath('s1'), { Origin: 'https://evil.example' }, 403],
    ['a foreign Host', sessionPath('s1'), { Host: `evil.example:0` }, 403],
    ['a session not open', sessionPath('nope'), {}, 404],
    ['an address that is no session', '/v1/scrape', { Authorization: `Bearer ${TOKEN}` }, 404],
    ['another WebSocket version', sessionPath('s1'), { 'Sec-WebSocket-Version': '8' }, 426],
    ['a broken key', sessionPath('s1'), { 'Sec-WebSocket-Key': 'short' }, 400],
  ])('is refused for %s', async (_, path, headers, status) => {
    const socket = await openRaw(port, path, headers);
    expect(socket.handshake.status).toBe(status);
    await socket.ended;
  });

  it('takes the token by bearer header too, and a missing Origin (as Playwright sends none)', async () => {
    const socket = await openRaw(port, '/cdp/s1', { Authorization: `Bearer ${TOKEN}` });
    expect(socket.handshake.status).toBe(101);
    const { conn } = await host.next('cdp-connect');
    socket.close();
    await left(conn as string);
  });

  it('closes on a broken frame (1002) and a message over 50 MB (1009), before reading it', async () => {
    const broken = await connected();
    broken.socket.frame(OP.text, 'x', { masked: false });
    expect(closeOf(await broken.socket.next()).code).toBe(1002);
    await left(broken.conn);
    const big = await connected();
    // A header announcing 60 MB, and none of it sent.
    big.socket.raw(Buffer.from([0x81, 0xff, 0, 0, 0, 0, 0x03, 0xc0, 0, 0, 1, 2, 3, 4]));
    expect(closeOf(await big.socket.next()).code).toBe(1009);
    await left(big.conn);
  });

  it('drops a client that answers no ping, and keeps one that does', async () => {
    // A host of its own that pings every 300 ms (30 s in use).
    const pinging = startHost({ WDE_BRIDGE_WS_PING_MS: '300' });
    const pingPort = await freePort();
    try {
      expect(await pinging.configure(pingPort)).toEqual({ type: 'listening', port: pingPort });
      pinging.send({ type: 'cdp-session', session: 's1', open: true, browser: BROWSER });
      const silent = await openRaw(pingPort, sessionPath('s1'), {}, { answerPings: false });
      expect(silent.handshake.status).toBe(101);
      const silentConn = (await pinging.next('cdp-connect')).conn;
      // It reads the pings but never answers: gone after a period without a word.
      expect((await silent.next()).opcode).toBe(OP.ping);
      await silent.ended;
      expect(await pinging.next('cdp-disconnect')).toMatchObject({ conn: silentConn });
      const answering = await openRaw(pingPort, sessionPath('s1'));
      const { conn } = await pinging.next('cdp-connect');
      // Four periods later (each ping answered by the client), it is still there.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      pinging.send({ type: 'cdp-out', conn, text: '"still here"' });
      expect(await answering.nextText()).toBe('"still here"');
    } finally {
      await stopHost(pinging);
    }
  });

  it('is closed when its session ends, or when the token changes', async () => {
    const ending = await connected();
    host.send({ type: 'cdp-session', session: 's1', open: false, reason: 'The interact session ended.' });
    expect(closeOf(await ending.socket.next())).toEqual({ code: 1001, reason: 'The interact session ended.' });
    openSession('s1');
    const { socket, conn } = await connected();
    expect(await host.configure(port, `${TOKEN}-new`)).toEqual({ type: 'listening', port });
    expect(closeOf(await socket.next()).code).toBe(1008);
    await left(conn);
    expect((await openRaw(port, sessionPath('s1'))).handshake.status).toBe(401);
    expect(await host.configure(port, TOKEN)).toEqual({ type: 'listening', port });
  });
});

describe('a node run', () => {
  const run = (fields: object) => host.send({ type: 'node-run', id: crypto.randomUUID(), ...fields });

  it('is refused at once for a session not open, a bad timeout, a busy session', async () => {
    run({ session: 'nope', code: 'console.log(1)', timeoutSeconds: 5 });
    expect(await host.next('node-result')).toMatchObject({ code: 'INTERACT_SESSION_NOT_FOUND' });
    run({ session: 's1', code: 'console.log(1)', timeoutSeconds: 301 });
    expect(await host.next('node-result')).toMatchObject({
      code: 'BAD_REQUEST',
      error: expect.stringContaining('300'),
    });
    run({ session: 's1', code: '', timeoutSeconds: 5 });
    expect(await host.next('node-result')).toMatchObject({ code: 'BAD_REQUEST' });
    const { socket, conn } = await connected();
    run({ session: 's1', code: 'console.log(1)', timeoutSeconds: 5 });
    expect(await host.next('node-result')).toMatchObject({ code: 'INTERACT_CDP_BUSY' });
    socket.close();
    await left(conn);
  });

  it("connects Playwright to the session through the host; a tab that is not there is the run's error", async () => {
    run({ session: 's1', code: 'console.log("never")', timeoutSeconds: 5 });
    // Playwright's connection reaches the extension's side, which ends it as a gone tab would.
    const connect = await host.next('cdp-connect', 30_000);
    await host.next('cdp-in', 30_000);
    host.send({ type: 'cdp-end', conn: connect.conn, code: 1001, reason: 'The tab was closed.' });
    const result = await nextWhole('node-result');
    expect(result).toMatchObject({ stdout: '', exitCode: 1, killed: false });
    expect(result.stderr).toMatch(/Playwright could not connect/);
    expect(result.stderr).toContain('The tab was closed.');
  }, 60_000);

  it('finds playwright-core beside the host, and says when it is not there', () => {
    expect(findPlaywright()).toMatch(/playwright-core/);
    expect(findPlaywright('file:///nowhere/at/all.mjs')).toBeUndefined();
  });
});
