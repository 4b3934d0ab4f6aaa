// The relay's sessions and node runs as the interact session calls them (lib/cdp-relay/index.ts),
// speaking the host's messages (bridge-host/cdp/) over a fake link: startCdpRelay's cdpUrl, a
// client's messages relayed, the user's Cancel ending the session, node runs answered, refused,
// cancelled, and Firefox's refusal. Chrome's debugger is a fake (fake-debugger.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RelayModule from '@/lib/cdp-relay';
import { toParts } from '../../../bridge-host/cdp/message-parts.mjs';
import { messages } from '../../support/real-messages';
import { TAB, fakeDebugger } from './fake-debugger';

vi.mock('@/lib/permissions/debugger-access', () => ({ hasDebuggerAccess: vi.fn(async () => true) }));

type Relay = typeof RelayModule;
type Posted = { type: string; [key: string]: unknown };

const HOST = { port: 3012, token: 'tok/en+0123456789abcdef' };
const SESSION = { id: 'session-1', tabId: TAB };
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

let relay: Relay;
let posted: Posted[];
let fake: ReturnType<typeof fakeDebugger>;

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('navigator', { userAgent: USER_AGENT });
  fake = fakeDebugger();
  vi.stubGlobal('chrome', { debugger: fake.api });
  relay = await import('@/lib/cdp-relay');
  posted = [];
  relay.connectCdpHost({ post: (message) => posted.push(structuredClone(message) as Posted), ...HOST });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ofType = (type: string) => posted.filter((message) => message.type === type);
const host = (message: object) => expect(relay.receiveCdpHostMessage(message)).toBe(true);

/** A client connected to the session, its messages relayed; resolves once the debugger is attached. */
async function client(conn = 'c1') {
  host({ type: 'cdp-connect', conn, session: SESSION.id });
  await vi.waitFor(() => expect(fake.api.attach).toHaveBeenCalledWith({ tabId: TAB }, '1.3'));
  return {
    send: (message: object) => host({ type: 'cdp-in', conn, text: JSON.stringify(message) }),
    answers: () =>
      ofType('cdp-out')
        .filter((message) => message.conn === conn)
        .map((message) => JSON.parse(message.text as string) as Record<string, unknown>),
  };
}

describe('startCdpRelay', () => {
  it("answers the session's cdpUrl on the bridge, the token in its path, and tells the host", async () => {
    const { cdpUrl } = await relay.startCdpRelay(SESSION);
    expect(cdpUrl).toBe('ws://127.0.0.1:3012/cdp/tok%2Fen%2B0123456789abcdef/session-1');
    expect(posted).toEqual([
      {
        type: 'cdp-session',
        session: 'session-1',
        open: true,
        browser: { product: 'Chrome/156.0.0.0', userAgent: USER_AGENT },
      },
    ]);
    expect(await relay.startCdpRelay(SESSION)).toEqual({ cdpUrl });
  });

  it('is refused with a code when the session is unusable, the debugger not allowed, the bridge not connected', async () => {
    await expect(relay.startCdpRelay({ id: 'a b', tabId: TAB })).rejects.toMatchObject({
      code: 'INTERACT_SESSION_INVALID',
    });
    const { hasDebuggerAccess } = await import('@/lib/permissions/debugger-access');
    vi.mocked(hasDebuggerAccess).mockResolvedValueOnce(false);
    await expect(relay.startCdpRelay(SESSION)).rejects.toMatchObject({
      code: 'INTERACT_DEBUGGER_NOT_ALLOWED',
      message: messages.cdpRelay_noDebugger!.message,
    });
    relay.disconnectCdpHost();
    await expect(relay.startCdpRelay(SESSION)).rejects.toMatchObject({ code: 'INTERACT_BRIDGE_NOT_CONNECTED' });
    expect(posted).toEqual([]);
  });

  it('is announced again to a new host, so cdpUrl works after a reconnect', async () => {
    await relay.startCdpRelay(SESSION);
    relay.disconnectCdpHost();
    const again: Posted[] = [];
    relay.connectCdpHost({ post: (message) => again.push(message as Posted), ...HOST });
    await vi.waitFor(() =>
      expect(again).toEqual([expect.objectContaining({ type: 'cdp-session', session: SESSION.id, open: true })]),
    );
  });
});

describe("a session's client", () => {
  it('is relayed to the tab: attached when it comes, answered, let go when it leaves', async () => {
    await relay.startCdpRelay(SESSION);
    const { send, answers } = await client();
    send({ id: 1, method: 'Browser.getVersion' });
    await vi.waitFor(() =>
      expect(answers()).toEqual([
        expect.objectContaining({ id: 1, result: expect.objectContaining({ product: 'Chrome/156.0.0.0' }) }),
      ]),
    );
    host({ type: 'cdp-disconnect', conn: 'c1' });
    await vi.waitFor(() => expect(fake.api.detach).toHaveBeenCalledWith({ tabId: TAB }));
  });

  it("takes the host's large messages in parts", async () => {
    await relay.startCdpRelay(SESSION);
    const { answers } = await client();
    host({
      type: 'cdp-in',
      conn: 'c1',
      text: JSON.stringify({ id: 1, method: 'Target.setAutoAttach', params: { autoAttach: true, flatten: true } }),
    });
    const expression = `"${'é'.repeat(900_000)}"`;
    await vi.waitFor(() =>
      expect(answers().some((message) => message.method === 'Target.attachedToTarget')).toBe(true),
    );
    const page = (
      answers().find((message) => message.method === 'Target.attachedToTarget')!.params as { sessionId: string }
    ).sessionId;
    const inParts = toParts(
      {
        type: 'cdp-in',
        conn: 'c1',
        text: JSON.stringify({ id: 3, method: 'Runtime.evaluate', params: { expression }, sessionId: page }),
      },
      { id: 'h2', maxBytes: 1024 * 1024 },
    );
    for (const part of inParts) host(part);
    await vi.waitFor(() =>
      expect(fake.sent).toEqual([{ target: { tabId: TAB }, method: 'Runtime.evaluate', params: { expression } }]),
    );
  });

  it("is ended by the user's Cancel, and so is the session, which hears why", async () => {
    const onDebuggerEnded = vi.fn();
    await relay.startCdpRelay({ ...SESSION, onDebuggerEnded });
    await client();
    fake.detach({ tabId: TAB }, 'canceled_by_user');
    const words = messages.cdpRelay_canceledByUser!.message;
    await vi.waitFor(() =>
      expect(ofType('cdp-session').at(-1)).toEqual({
        type: 'cdp-session',
        session: SESSION.id,
        open: false,
        reason: words,
      }),
    );
    expect(ofType('cdp-end')).toEqual([{ type: 'cdp-end', conn: 'c1', code: 1001, reason: words }]);
    expect(onDebuggerEnded).toHaveBeenCalledWith({ reason: 'canceled_by_user', words });
    // No program attaches behind the user's back.
    host({ type: 'cdp-connect', conn: 'c2', session: SESSION.id });
    await vi.waitFor(() => expect(ofType('cdp-end').at(-1)).toMatchObject({ conn: 'c2', code: 1008 }));
    expect(fake.api.attach).toHaveBeenCalledTimes(1);
  });

  it('is ended when the tab closes; the session stays for the interact session to end', async () => {
    const onDebuggerEnded = vi.fn();
    await relay.startCdpRelay({ ...SESSION, onDebuggerEnded });
    await client();
    fake.detach({ tabId: TAB }, 'target_closed');
    await vi.waitFor(() => expect(ofType('cdp-end')).toEqual([expect.objectContaining({ conn: 'c1', code: 1001 })]));
    expect(onDebuggerEnded).toHaveBeenCalledWith({
      reason: 'target_closed',
      words: messages.cdpRelay_targetClosed!.message,
    });
    expect(ofType('cdp-session').filter((message) => message.open === false)).toEqual([]);
  });

  it("is ended with Chrome's words when the debugger cannot attach", async () => {
    vi.mocked(fake.api.attach).mockRejectedValueOnce(
      new Error('{"code":-32000,"message":"Cannot access a chrome:// URL"}'),
    );
    await relay.startCdpRelay(SESSION);
    host({ type: 'cdp-connect', conn: 'c1', session: SESSION.id });
    await vi.waitFor(() =>
      expect(ofType('cdp-end')).toEqual([
        { type: 'cdp-end', conn: 'c1', code: 1011, reason: expect.stringContaining('Cannot access a chrome:// URL') },
      ]),
    );
  });

  it('of a session not started is let go at once; stopCdpRelay ends a started one', async () => {
    host({ type: 'cdp-connect', conn: 'c0', session: 'unknown' });
    await vi.waitFor(() => expect(ofType('cdp-end')).toEqual([expect.objectContaining({ conn: 'c0', code: 1008 })]));
    await relay.startCdpRelay(SESSION);
    await client();
    await relay.stopCdpRelay(SESSION.id, 'Stopped by the user.');
    expect(ofType('cdp-session').at(-1)).toEqual({
      type: 'cdp-session',
      session: SESSION.id,
      open: false,
      reason: 'Stopped by the user.',
    });
    expect(fake.api.detach).toHaveBeenCalledWith({ tabId: TAB });
  });

  it('is not what other host messages are', () => {
    expect(relay.receiveCdpHostMessage({ type: 'request', id: 'r1' })).toBe(false);
    expect(relay.receiveCdpHostMessage('text')).toBe(false);
  });
});

describe('runNodeInSession', () => {
  it('sends the code to the host, starting the relay first, and answers as the provider does', async () => {
    const running = relay.runNodeInSession(SESSION, 'console.log(await page.title())', 30);
    await vi.waitFor(() => expect(ofType('node-run')).toHaveLength(1));
    const [run] = ofType('node-run');
    expect(run).toEqual({
      type: 'node-run',
      id: expect.any(String),
      session: SESSION.id,
      code: 'console.log(await page.title())',
      timeoutSeconds: 30,
    });
    expect(ofType('cdp-session')).toHaveLength(1);
    host({ type: 'node-result', id: run!.id, stdout: 'Shop\n', stderr: '', exitCode: 0, killed: false });
    expect(await running).toEqual({ stdout: 'Shop\n', result: 'Shop\n', stderr: '', exitCode: 0, killed: false });
  });

  it("passes the host's refusal on with its code", async () => {
    const running = relay.runNodeInSession(SESSION, '1', 5);
    await vi.waitFor(() => expect(ofType('node-run')).toHaveLength(1));
    host({
      type: 'node-result',
      id: ofType('node-run')[0]!.id,
      code: 'INTERACT_CDP_BUSY',
      error: 'Another program is connected.',
    });
    await expect(running).rejects.toMatchObject({
      code: 'INTERACT_CDP_BUSY',
      status: 409,
      message: 'Another program is connected.',
    });
  });

  it.each([
    ['an empty code', '', 30],
    ['a timeout of 0', '1', 0],
    ['a timeout over 300', '1', 301],
    ['a timeout that is not whole', '1', 2.5],
  ])('refuses %s before sending anything', async (_, code, timeout) => {
    await expect(relay.runNodeInSession(SESSION, code, timeout)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      kind: 'invalid-request',
    });
    expect(posted).toEqual([]);
  });

  it('cancels: the host is told to kill the run', async () => {
    const controller = new AbortController();
    const running = relay.runNodeInSession(SESSION, 'while (true) {}', 30, controller.signal);
    await vi.waitFor(() => expect(ofType('node-run')).toHaveLength(1));
    controller.abort();
    await expect(running).rejects.toMatchObject({ kind: 'aborted' });
    expect(ofType('node-cancel')).toEqual([{ type: 'node-cancel', id: ofType('node-run')[0]!.id }]);
  });

  it('fails when the host goes away mid-run, and the tab is let go', async () => {
    const running = relay.runNodeInSession(SESSION, '1', 30);
    await vi.waitFor(() => expect(ofType('node-run')).toHaveLength(1));
    await client();
    relay.disconnectCdpHost();
    await expect(running).rejects.toMatchObject({
      code: 'INTERACT_BRIDGE_NOT_CONNECTED',
      message: messages.cdpRelay_hostGoneMidRun!.message,
    });
    await vi.waitFor(() => expect(fake.api.detach).toHaveBeenCalledWith({ tabId: TAB }));
  });
});

describe('in Firefox (no debugger API)', () => {
  it('node and cdpUrl are refused at once with a code, naming what works there', async () => {
    vi.stubGlobal('chrome', {});
    const refusal = { code: 'INTERACT_NODE_UNAVAILABLE_IN_FIREFOX', message: messages.cdpRelay_firefox!.message };
    expect(messages.cdpRelay_firefox!.message).toMatch(/"bash".*prompt/);
    expect(relay.cdpRelayUnavailable()).toMatchObject(refusal);
    await expect(relay.startCdpRelay(SESSION)).rejects.toMatchObject(refusal);
    await expect(relay.runNodeInSession(SESSION, 'console.log(1)', 30)).rejects.toMatchObject(refusal);
    expect(posted).toEqual([]);
  });

  it('and in Chrome nothing is refused up front', () => {
    expect(relay.cdpRelayUnavailable()).toBeUndefined();
  });
});
