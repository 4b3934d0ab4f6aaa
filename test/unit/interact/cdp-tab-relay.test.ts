// The relay's view of one tab (lib/cdp-relay/tab-relay.ts): the browser's part answered as
// Playwright's connectOverCDP and Puppeteer's connect expect it, in their own order; other targets
// refused; commands routed to the tab's sessions and events back on theirs; what reaches other
// sites refused; Chrome letting go of the tab. Chrome's debugger is a fake (fake-debugger.ts).
import { describe, expect, it, vi } from 'vitest';
import { createTabRelay, type TabRelayDeps } from '@/lib/cdp-relay/tab-relay';
import { messages } from '../../support/real-messages';
import { PAGE_INFO, TAB, fakeDebugger, type SentCommand } from './fake-debugger';

const BROWSER = { product: 'Chrome/156.0.8078.129', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0' };
const PAGE = 'S1';
const TAB_SESSION = 'S2';

type Out = { id?: number; sessionId?: string; method?: string; params?: Record<string, unknown> } & Record<
  string,
  unknown
>;

async function relayOn(fake = fakeDebugger(), extra: Partial<TabRelayDeps> = {}) {
  const out: Out[] = [];
  const ends: unknown[] = [];
  let ids = 0;
  const tabs = { activate: vi.fn(async () => undefined), close: vi.fn(async () => undefined) };
  const relay = createTabRelay({
    tabId: TAB,
    api: fake.api,
    tabs,
    browser: async () => BROWSER,
    toClient: (message) => out.push(structuredClone(message) as Out),
    onEnd: (end) => ends.push(end),
    newSessionId: () => `S${++ids}`,
    ...extra,
  });
  await relay.start();
  let nextId = 0;
  /** Sends a command; resolves with its answer and the events sent before it. */
  async function send(method: string, params?: object, sessionId?: string) {
    const id = ++nextId;
    const from = out.length;
    relay.fromClient(
      JSON.stringify({ id, method, ...(params ? { params } : {}), ...(sessionId ? { sessionId } : {}) }),
    );
    await vi.waitFor(() => expect(out.some((message) => message.id === id)).toBe(true));
    const at = out.findIndex((message) => message.id === id);
    return { answer: out[at]!, before: out.slice(from, at) };
  }
  return { relay, fake, out, ends, tabs, send };
}

/** A relay whose page a Playwright-style auto-attach has announced. */
async function attached(fake = fakeDebugger(), extra: Partial<TabRelayDeps> = {}) {
  const on = await relayOn(fake, extra);
  await on.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  return on;
}

const refusedWith = (pattern: RegExp) => ({ error: { code: -32000, message: expect.stringMatching(pattern) } });
const words = (key: string) => messages[key]!.message;

describe('the browser part, as Playwright connects', () => {
  it('answers Browser.getVersion with the real browser', async () => {
    const { send } = await relayOn();
    expect((await send('Browser.getVersion')).answer).toEqual({
      id: 1,
      result: {
        protocolVersion: '1.3',
        product: BROWSER.product,
        revision: '',
        userAgent: BROWSER.userAgent,
        jsVersion: '',
      },
    });
  });

  it('attaches the page, in its browser context and with no opener, before answering the auto-attach', async () => {
    const { send, fake } = await relayOn();
    const { answer, before } = await send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
    });
    expect(before).toEqual([
      {
        method: 'Target.attachedToTarget',
        params: {
          sessionId: PAGE,
          waitingForDebugger: false,
          targetInfo: {
            targetId: PAGE_INFO.targetId,
            type: 'page',
            title: 'Shop',
            url: PAGE_INFO.url,
            attached: true,
            canAccessOpener: false,
            browserContextId: 'CONTEXT-1',
          },
        },
      },
    ]);
    expect(answer).toEqual({ id: 1, result: {} });
    // Again: nothing more is attached.
    expect((await send('Target.setAutoAttach', { autoAttach: true, flatten: true })).before).toEqual([]);
    expect((await send('Target.getTargetInfo')).answer.result).toMatchObject({ targetInfo: { type: 'browser' } });
    expect(fake.sent).toEqual([]);
  });

  it('answers Browser.setDownloadBehavior without applying it: downloads stay the browser’s', async () => {
    const { send, fake } = await relayOn();
    const { answer } = await send('Browser.setDownloadBehavior', { behavior: 'allowAndName', downloadPath: '/tmp/x' });
    expect(answer).toEqual({ id: 1, result: {} });
    expect(fake.sent).toEqual([]);
    const page = await attached();
    expect((await page.send('Page.setDownloadBehavior', { behavior: 'allow' }, PAGE)).answer).toMatchObject(
      refusedWith(/downloads? stays? the browser's own/),
    );
    expect(page.fake.sent).toEqual([]);
  });
});

describe('the browser part, as Puppeteer connects', () => {
  it('lists no browser context, discovers the tab and its page, attaches the tab, then the page under it', async () => {
    const { send } = await relayOn();
    expect((await send('Target.getBrowserContexts')).answer.result).toEqual({ browserContextIds: [] });
    const discovered = await send('Target.setDiscoverTargets', { discover: true, filter: [{}] });
    expect(
      discovered.before.map((event) => [event.method, (event.params!.targetInfo as { type: string }).type]),
    ).toEqual([
      ['Target.targetCreated', 'tab'],
      ['Target.targetCreated', 'page'],
    ]);
    const root = await send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: true,
      filter: [{ type: 'page', exclude: true }, {}],
    });
    expect(root.before).toEqual([
      {
        method: 'Target.attachedToTarget',
        params: expect.objectContaining({
          sessionId: TAB_SESSION,
          targetInfo: expect.objectContaining({ type: 'tab' }),
        }),
      },
    ]);
    const underTab = await send('Target.setAutoAttach', { autoAttach: true, flatten: true }, TAB_SESSION);
    expect(underTab.before).toEqual([
      {
        method: 'Target.attachedToTarget',
        sessionId: TAB_SESSION,
        params: expect.objectContaining({ sessionId: PAGE, targetInfo: expect.objectContaining({ type: 'page' }) }),
      },
    ]);
    expect(underTab.answer).toEqual({ id: 4, sessionId: TAB_SESSION, result: {} });
    expect((await send('Runtime.runIfWaitingForDebugger', {}, TAB_SESSION)).answer.result).toEqual({});
    expect((await send('Page.navigate', { url: 'https://x.example/' }, TAB_SESSION)).answer).toMatchObject(
      refusedWith(/not available on the tab target/),
    );
  });

  it('tells of a main-frame navigation while discovering, as Chrome changes target info', async () => {
    const { send, fake, out } = await attached();
    await send('Target.setDiscoverTargets', { discover: true, filter: [{}] });
    fake.fire({ tabId: TAB }, 'Page.frameNavigated', { frame: { id: 'F', url: 'https://www.shop.example/pay' } });
    expect(out.at(-1)).toEqual({
      method: 'Target.targetInfoChanged',
      params: { targetInfo: expect.objectContaining({ type: 'page', url: 'https://www.shop.example/pay' }) },
    });
  });
});

describe('other targets', () => {
  it.each([
    ['Target.createTarget', { url: 'about:blank' }, /reaches the interact session's tab only/],
    ['Target.createBrowserContext', {}, /reaches the interact session's tab only/],
    ['Target.attachToBrowserTarget', {}, /reaches the interact session's tab only/],
    ['Target.closeTarget', { targetId: 'ANOTHER-TAB' }, /reaches the interact session's tab only/],
    ['Target.activateTarget', { targetId: 'ANOTHER-TAB' }, /reaches the interact session's tab only/],
    ['Target.attachToTarget', { targetId: 'ANOTHER-TAB', flatten: true }, /reaches the interact session's tab only/],
    ['Target.exposeDevToolsProtocol', { targetId: PAGE_INFO.targetId }, /reaches the interact session's tab only/],
    ['Browser.close', {}, /reaches the interact session's tab only/],
    ['Browser.grantPermissions', { permissions: ['geolocation'] }, /reaches the interact session's tab only/],
    ['Runtime.evaluate', { expression: '1' }, /on the browser's session/],
  ])('%s is refused with a protocol error, and Chrome never hears of it', async (method, params, pattern) => {
    const { send, fake, tabs } = await attached();
    expect((await send(method, params)).answer).toMatchObject(refusedWith(pattern));
    expect(fake.sent).toEqual([]);
    expect(tabs.close).not.toHaveBeenCalled();
  });

  it('refuses them on the page session too', async () => {
    const { send, fake } = await attached();
    expect((await send('Target.createTarget', { url: 'about:blank' }, PAGE)).answer).toMatchObject({
      sessionId: PAGE,
      ...refusedWith(/tab only/),
    });
    expect(fake.sent).toEqual([]);
  });

  it("closes and activates the session's own tab when asked by its target id", async () => {
    const { send, tabs } = await attached();
    expect((await send('Target.activateTarget', { targetId: PAGE_INFO.targetId })).answer.result).toEqual({});
    expect(tabs.activate).toHaveBeenCalledWith(TAB);
    expect((await send('Target.closeTarget', { targetId: PAGE_INFO.targetId })).answer.result).toEqual({
      success: true,
    });
    expect(tabs.close).toHaveBeenCalledWith(TAB);
  });

  it('answers target info for its own targets only', async () => {
    const { send } = await attached();
    expect((await send('Target.getTargetInfo', { targetId: PAGE_INFO.targetId })).answer.result).toMatchObject({
      targetInfo: { targetId: PAGE_INFO.targetId, type: 'page' },
    });
    expect((await send('Target.getTargetInfo', { targetId: 'ANOTHER-TAB' })).answer).toMatchObject({
      error: { code: -32602 },
    });
  });
});

describe('routing', () => {
  const echo = ({ target, method }: SentCommand) => ({ echoed: method, session: target.sessionId ?? null });

  it("sends the page session's commands to the tab itself, answering on that session", async () => {
    const { send, fake } = await attached(fakeDebugger(echo));
    const { answer } = await send('Runtime.evaluate', { expression: '1+1' }, PAGE);
    expect(answer).toEqual({ id: 2, sessionId: PAGE, result: { echoed: 'Runtime.evaluate', session: null } });
    expect(fake.sent).toEqual([{ target: { tabId: TAB }, method: 'Runtime.evaluate', params: { expression: '1+1' } }]);
  });

  it("passes Chrome's refusal on as the protocol error it is", async () => {
    const fake = fakeDebugger(() => {
      throw new Error('{"code":-32000,"message":"Cannot find context with specified id"}');
    });
    const { send } = await attached(fake);
    expect((await send('Runtime.evaluate', { contextId: 9 }, PAGE)).answer).toEqual({
      id: 2,
      sessionId: PAGE,
      error: { code: -32000, message: 'Cannot find context with specified id' },
    });
  });

  it("routes the tab's child sessions (frames, workers) both ways, and nothing of another tab", async () => {
    const { send, fake, out } = await attached(fakeDebugger(echo));
    fake.fire({ tabId: TAB }, 'Target.attachedToTarget', {
      sessionId: 'CHILD',
      targetInfo: { targetId: 'F1', type: 'iframe' },
      waitingForDebugger: true,
    });
    expect(out.at(-1)).toMatchObject({
      method: 'Target.attachedToTarget',
      sessionId: PAGE,
      params: { sessionId: 'CHILD' },
    });
    expect((await send('Runtime.runIfWaitingForDebugger', {}, 'CHILD')).answer.result).toEqual({
      echoed: 'Runtime.runIfWaitingForDebugger',
      session: 'CHILD',
    });
    fake.fire({ tabId: TAB, sessionId: 'CHILD' }, 'Runtime.consoleAPICalled', { type: 'log' });
    expect(out.at(-1)).toEqual({ method: 'Runtime.consoleAPICalled', params: { type: 'log' }, sessionId: 'CHILD' });
    const count = out.length;
    fake.fire({ tabId: TAB + 1 }, 'Page.loadEventFired', {});
    fake.fire({ tabId: TAB + 1, sessionId: 'CHILD' }, 'Page.loadEventFired', {});
    fake.fire({ tabId: TAB, sessionId: 'UNKNOWN' }, 'Page.loadEventFired', {});
    expect(out).toHaveLength(count);
    // A session the relay does not know reaches nothing.
    expect((await send('Runtime.evaluate', {}, 'UNKNOWN')).answer).toMatchObject({ error: { code: -32001 } });
    fake.fire({ tabId: TAB }, 'Target.detachedFromTarget', { sessionId: 'CHILD' });
    expect((await send('Runtime.evaluate', {}, 'CHILD')).answer).toMatchObject({ error: { code: -32001 } });
    expect(fake.sent.map((command) => command.target)).toEqual([{ tabId: TAB, sessionId: 'CHILD' }]);
  });

  it("gives the tab's events to the page session once it is attached, not before", async () => {
    const { send, fake, out } = await relayOn();
    fake.fire({ tabId: TAB }, 'Page.loadEventFired', { timestamp: 1 });
    expect(out).toEqual([]);
    await send('Target.setAutoAttach', { autoAttach: true, flatten: true });
    fake.fire({ tabId: TAB }, 'Page.loadEventFired', { timestamp: 2 });
    expect(out.at(-1)).toEqual({ method: 'Page.loadEventFired', params: { timestamp: 2 }, sessionId: PAGE });
  });

  it('opens another session on the page for Target.attachToTarget (newCDPSession), with the same events', async () => {
    const { send, fake, out } = await attached(fakeDebugger(echo));
    const { answer, before } = await send('Target.attachToTarget', { targetId: PAGE_INFO.targetId, flatten: true });
    expect(answer.result).toEqual({ sessionId: 'S3' });
    expect(before).toEqual([
      { method: 'Target.attachedToTarget', params: expect.objectContaining({ sessionId: 'S3' }) },
    ]);
    expect((await send('DOM.getDocument', {}, 'S3')).answer.result).toEqual({
      echoed: 'DOM.getDocument',
      session: null,
    });
    fake.fire({ tabId: TAB }, 'Page.domContentEventFired', {});
    expect(out.slice(-2).map((event) => event.sessionId)).toEqual([PAGE, 'S3']);
    expect((await send('Target.detachFromTarget', { sessionId: 'S3' })).before).toEqual([
      { method: 'Target.detachedFromTarget', params: { sessionId: 'S3', targetId: PAGE_INFO.targetId } },
    ]);
    expect((await send('DOM.getDocument', {}, 'S3')).answer).toMatchObject({ error: { code: -32001 } });
    expect((await send('Target.attachToTarget', { targetId: PAGE_INFO.targetId })).answer).toMatchObject({
      error: { code: -32602 },
    });
  });

  it('answers a message that is not JSON, or not a command, with the protocol’s errors', async () => {
    const { relay, out } = await relayOn();
    relay.fromClient('{nope');
    relay.fromClient('{"id":"x","method":"Page.enable"}');
    relay.fromClient('{"id":4}');
    expect(out).toEqual([
      { error: { code: -32700, message: words('cdpRelay_notJson') } },
      { id: 0, error: { code: -32600, message: words('cdpRelay_badMessage') } },
      { id: 4, error: { code: -32600, message: words('cdpRelay_badMessage') } },
    ]);
  });
});

describe('what reaches other sites', () => {
  const cookies = [{ name: 'cart', value: '3', domain: 'www.shop.example' }];
  const answers = ({ method }: SentCommand) => (method === 'Network.getCookies' ? { cookies } : {});

  it.each([
    ['Network.getAllCookies', {}],
    ['Network.clearBrowserCookies', {}],
    ['Network.clearBrowserCache', {}],
    ['Network.loadNetworkResource', { url: 'https://bank.example/', frameId: 'F', options: {} }],
    ['Storage.clearDataForOrigin', { origin: 'https://bank.example', storageTypes: 'all' }],
    ['Storage.clearCookies', {}],
    ['CacheStorage.requestCacheNames', { securityOrigin: 'https://bank.example' }],
    ['Tracing.start', {}],
    ['Page.crash', {}],
  ])('refuses %s whatever its arguments', async (method, params) => {
    const { send, fake } = await attached(fakeDebugger(answers));
    expect((await send(method, params, PAGE)).answer).toMatchObject(refusedWith(/other sites|whole browser/));
    expect(fake.sent).toEqual([]);
  });

  it("answers Playwright's context.cookies() with the page's own cookies, never the profile's", async () => {
    const { send, fake } = await attached(fakeDebugger(answers));
    expect((await send('Storage.getCookies', { browserContextId: 'CONTEXT-1' })).answer.result).toEqual({ cookies });
    expect(fake.sent).toEqual([{ target: { tabId: TAB }, method: 'Network.getCookies', params: {} }]);
  });

  it.each([
    ['Network.getCookies', { urls: ['https://shop.example/a', 'https://img.www.shop.example/'] }, true],
    ['Network.getCookies', { urls: ['https://www.shop.example/', 'https://bank.example/'] }, false],
    ['Network.getCookies', {}, true],
    ['Network.setCookie', { name: 'a', value: '1', domain: '.shop.example' }, true],
    ['Network.setCookie', { name: 'a', value: '1', url: 'https://bank.example/' }, false],
    ['Network.setCookies', { cookies: [{ name: 'a', value: '1', domain: 'bank.example' }] }, false],
    ['Network.deleteCookies', { name: 'a', url: 'https://www.shop.example/' }, true],
    ['Network.deleteCookies', { name: 'a' }, false],
  ])('%s %j reaches Chrome only for the tab’s site: %s', async (method, params, allowed) => {
    const { send, fake } = await attached(fakeDebugger(answers));
    const { answer } = await send(method, params, PAGE);
    if (allowed) {
      expect(answer.error).toBeUndefined();
      expect(fake.sent).toEqual([{ target: { tabId: TAB }, method, params }]);
    } else {
      expect(answer).toMatchObject(refusedWith(/cookies of the tab's site \(www\.shop\.example\) only/));
      expect(fake.sent).toEqual([]);
    }
  });

  it('sets files into an input only with the session’s yes, and asks it about navigations', async () => {
    const refusedAlways = await attached();
    expect((await refusedAlways.send('DOM.setFileInputFiles', { files: ['/etc/passwd'] }, PAGE)).answer).toMatchObject(
      refusedWith(/uploads them/),
    );
    const upload = vi.fn(async (files: readonly string[]) =>
      files.includes('/etc/passwd') ? 'Not that file.' : undefined,
    );
    const navigation = vi.fn(async (url: string) =>
      url.includes('bank') ? 'bank.example is not allowed.' : undefined,
    );
    const asked = await attached(fakeDebugger(), { upload, navigation });
    expect((await asked.send('DOM.setFileInputFiles', { files: ['/etc/passwd'] }, PAGE)).answer).toMatchObject(
      refusedWith(/^Not that file\.$/),
    );
    expect((await asked.send('DOM.setFileInputFiles', { files: ['/tmp/cv.pdf'] }, PAGE)).answer.result).toEqual({});
    expect((await asked.send('Page.navigate', { url: 'https://bank.example/' }, PAGE)).answer).toMatchObject(
      refusedWith(/^bank\.example is not allowed\.$/),
    );
    expect((await asked.send('Page.navigate', { url: 'https://www.shop.example/pay' }, PAGE)).answer.result).toEqual(
      {},
    );
    expect(asked.fake.sent.map((command) => command.method)).toEqual(['DOM.setFileInputFiles', 'Page.navigate']);
  });
});

describe('the end', () => {
  it("on the user's Cancel: the client hears its page go, and the owner hears why", async () => {
    const { fake, out, ends, relay } = await attached();
    fake.detach({ tabId: TAB + 1 }, 'canceled_by_user');
    expect(ends).toEqual([]);
    fake.detach({ tabId: TAB }, 'canceled_by_user');
    expect(out.at(-1)).toEqual({
      method: 'Target.detachedFromTarget',
      params: { sessionId: PAGE, targetId: PAGE_INFO.targetId },
    });
    expect(ends).toEqual([{ reason: 'canceled_by_user', words: words('cdpRelay_canceledByUser') }]);
    expect(fake.listening()).toBe(0);
    const count = out.length;
    relay.fromClient('{"id":9,"method":"Browser.getVersion"}');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(out).toHaveLength(count);
  });

  it('on the tab closing (or leaving for a page the debugger may not reach)', async () => {
    const { fake, ends } = await attached();
    fake.detach({ tabId: TAB }, 'target_closed');
    expect(ends).toEqual([{ reason: 'target_closed', words: words('cdpRelay_targetClosed') }]);
  });

  it('when the client leaves: the debugger lets go of the tab', async () => {
    const { fake, relay, ends } = await attached();
    await relay.close();
    expect(fake.api.detach).toHaveBeenCalledWith({ tabId: TAB });
    expect(fake.listening()).toBe(0);
    expect(ends).toEqual([]);
  });

  it("when Chrome will not attach: the start fails with Chrome's words", async () => {
    const fake = fakeDebugger();
    vi.mocked(fake.api.attach).mockRejectedValueOnce(
      new Error('{"code":-32000,"message":"Another debugger is already attached to the tab with id: 7."}'),
    );
    await expect(relayOn(fake)).rejects.toThrow(
      "Chrome's debugger could not attach to the session's tab: Another debugger is already attached to the tab with id: 7.",
    );
    expect(fake.listening()).toBe(0);
  });
});
