import { t } from '@/lib/i18n/t';
import type { BrowserFacts } from '@/lib/cdp-relay/browser-facts';
import {
  SERVER_ERROR,
  protocolError,
  type DebuggerApi,
  type Debuggee,
  type DebuggerDetachListener,
  type DebuggerEventListener,
  type DetachReason,
  type ProtocolError,
} from '@/lib/cdp-relay/chrome-debugger';
import { refusal, type SessionChecks } from '@/lib/cdp-relay/command-policy';
import { filterIncludes } from '@/lib/cdp-relay/target-filter';

// One DevTools client's view of one tab (docs/interact.md, "node and cdpUrl"): a browser that
// holds exactly that tab. Chrome's debugger gives the extension the tab's own session only, so
// the browser's part is played here: Browser.getVersion, auto-attach (the page for Playwright, a
// tab then its page for Puppeteer), discovery, target info, contexts; creating or closing other
// targets is refused. Everything else goes to the tab over the debugger, with flat sessions for
// the tab's own frames and workers, and its events come back on the sessions they belong to.
// The client's session ids are made here; the page's is the tab's debugger session itself.

/** The browser context every target of the relay belongs to when Chrome names none. */
const DEFAULT_CONTEXT = 'default';
const BROWSER_TARGET = 'browser';
/** JSON-RPC's codes, as Chrome answers them. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;
const NO_SESSION = -32001;

export interface TargetInfo {
  targetId: string;
  type: string;
  title: string;
  url: string;
  attached: boolean;
  canAccessOpener: boolean;
  browserContextId?: string;
}

/** What the relay needs of the browser besides the debugger: the tab itself. */
export interface TabAccess {
  activate(tabId: number): Promise<void>;
  close(tabId: number): Promise<void>;
}

export interface TabRelayDeps extends SessionChecks {
  tabId: number;
  api: DebuggerApi;
  tabs: TabAccess;
  /** The browser's product and user agent, for Browser.getVersion. */
  browser(): Promise<BrowserFacts>;
  /** Sends one DevTools message (a response or an event) to the client. */
  toClient(message: object): void;
  /** Chrome let go of the tab (the user's Cancel on its bar, the tab closed): the client is let go. */
  onEnd(end: { reason: DetachReason; words: string }): void;
  newSessionId(): string;
}

export interface TabRelay {
  /** Attaches the debugger; rejects with words when Chrome refuses. Messages wait for it. */
  start(): Promise<void>;
  /** One text message from the client. */
  fromClient(text: string): void;
  /** The client left, or the session ended: the debugger lets go of the tab. */
  close(): Promise<void>;
}

type Params = Record<string, unknown>;
type Answer = { result: object } | { error: ProtocolError };

const ok = (result: object = {}): Answer => ({ result });
const refuse = (message: string, code = SERVER_ERROR): Answer => ({ error: { code, message } });
const isObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createTabRelay(deps: TabRelayDeps): TabRelay {
  const { tabId, api } = deps;
  const debuggee: Debuggee = { tabId };
  const pageSession = deps.newSessionId();
  const tabSession = deps.newSessionId();
  const tabTargetId = `tab-${tabId}`;
  /** Sessions a client opened on the page with Target.attachToTarget (Playwright's newCDPSession). */
  const aliases = new Set<string>();
  /** The tab's own child sessions (frames in other processes, workers), learnt from its events. */
  const children = new Set<string>();
  let pageInfo: TargetInfo | undefined;
  let pageAnnounced = false;
  let tabAnnounced = false;
  let discovering = false;
  let ended = false;
  let started: Promise<void> | undefined;

  const emit = (message: object) => {
    if (!ended) deps.toClient(message);
  };
  const browserContextId = () => pageInfo?.browserContextId || DEFAULT_CONTEXT;

  /** The page as a client sees it: attached, in its context, with no opener (another tab). */
  function pageTarget(): TargetInfo {
    const info = pageInfo ?? { targetId: '', type: 'page', title: '', url: '', attached: true, canAccessOpener: false };
    return {
      targetId: info.targetId,
      type: 'page',
      title: info.title,
      url: info.url,
      attached: true,
      canAccessOpener: false,
      browserContextId: browserContextId(),
    };
  }

  function tabTarget(): TargetInfo {
    const { title, url } = pageTarget();
    const attached = tabAnnounced;
    return {
      targetId: tabTargetId,
      type: 'tab',
      title,
      url,
      attached,
      canAccessOpener: false,
      browserContextId: browserContextId(),
    };
  }

  /** The page's title and address now. */
  async function freshPage(): Promise<TargetInfo> {
    try {
      const { targetInfo } = (await api.sendCommand(debuggee, 'Target.getTargetInfo')) as { targetInfo: TargetInfo };
      pageInfo = targetInfo;
    } catch {
      // The last known will do.
    }
    return pageTarget();
  }

  const pageSessions = () => [...(pageAnnounced ? [pageSession] : []), ...aliases];

  async function announcePage(parentSession?: string): Promise<void> {
    if (pageAnnounced) return;
    pageAnnounced = true;
    const targetInfo = await freshPage();
    emit({
      method: 'Target.attachedToTarget',
      params: { sessionId: pageSession, targetInfo, waitingForDebugger: false },
      ...(parentSession === undefined ? {} : { sessionId: parentSession }),
    });
  }

  /** The relay's targets a filter lets through, tab first, as Chrome lists them. */
  async function targets(filter: unknown): Promise<TargetInfo[]> {
    await freshPage();
    return [
      ...(filterIncludes(filter, 'tab') ? [tabTarget()] : []),
      ...(filterIncludes(filter, 'page') ? [pageTarget()] : []),
    ];
  }

  const isOwnTarget = (targetId: unknown) => targetId === pageInfo?.targetId || targetId === tabTargetId;
  const beyondTab = (method: string) => refuse(t('cdpRelay_refusedOtherTargets', method));

  async function autoAttach(params: Params): Promise<Answer> {
    if (params.autoAttach === false) return ok();
    if (filterIncludes(params.filter, 'tab')) {
      if (!tabAnnounced) {
        tabAnnounced = true;
        await freshPage();
        emit({
          method: 'Target.attachedToTarget',
          params: { sessionId: tabSession, targetInfo: tabTarget(), waitingForDebugger: false },
        });
      }
    } else if (filterIncludes(params.filter, 'page')) {
      await announcePage();
    }
    return ok();
  }

  async function discover(params: Params): Promise<Answer> {
    if (params.discover !== true) {
      discovering = false;
      return ok();
    }
    if (!discovering) {
      discovering = true;
      for (const targetInfo of await targets(params.filter))
        emit({ method: 'Target.targetCreated', params: { targetInfo } });
    }
    return ok();
  }

  async function targetInfo(targetId: unknown): Promise<Answer> {
    if (targetId === undefined) {
      const info = {
        targetId: BROWSER_TARGET,
        type: 'browser',
        title: '',
        url: '',
        attached: true,
        canAccessOpener: false,
      };
      return ok({ targetInfo: info });
    }
    if (targetId === tabTargetId) return ok({ targetInfo: (await freshPage(), tabTarget()) });
    if (targetId === pageInfo?.targetId) return ok({ targetInfo: await freshPage() });
    return refuse(t('cdpRelay_noSuchTarget', String(targetId)), INVALID_PARAMS);
  }

  async function attachTo(params: Params): Promise<Answer> {
    if (params.targetId !== pageInfo?.targetId) return beyondTab('Target.attachToTarget');
    if (params.flatten !== true) return refuse(t('cdpRelay_flattenOnly'), INVALID_PARAMS);
    const sessionId = deps.newSessionId();
    aliases.add(sessionId);
    emit({
      method: 'Target.attachedToTarget',
      params: { sessionId, targetInfo: await freshPage(), waitingForDebugger: false },
    });
    return ok({ sessionId });
  }

  async function detachFrom(params: Params): Promise<Answer> {
    const sessionId = params.sessionId;
    const detached = (id: string, targetId: string) => {
      emit({ method: 'Target.detachedFromTarget', params: { sessionId: id, targetId } });
      return ok();
    };
    if (typeof sessionId !== 'string') return refuse(t('cdpRelay_noSuchSession', String(sessionId)), INVALID_PARAMS);
    if (aliases.delete(sessionId)) return detached(sessionId, pageTarget().targetId);
    if (sessionId === pageSession && pageAnnounced) {
      pageAnnounced = false;
      return detached(sessionId, pageTarget().targetId);
    }
    if (sessionId === tabSession && tabAnnounced) {
      tabAnnounced = false;
      return detached(sessionId, tabTargetId);
    }
    if (children.has(sessionId))
      return ok((await api.sendCommand(debuggee, 'Target.detachFromTarget', { sessionId })) ?? {});
    return refuse(t('cdpRelay_noSuchSession', sessionId), INVALID_PARAMS);
  }

  /** The browser's own commands, and what a client sends with no session. */
  async function atRoot(method: string, params: Params): Promise<Answer> {
    switch (method) {
      case 'Browser.getVersion': {
        const { product, userAgent } = await deps.browser();
        return ok({ protocolVersion: '1.3', product, revision: '', userAgent, jsVersion: '' });
      }
      case 'Browser.setDownloadBehavior':
        // Answered and not applied: Playwright sends it on connecting and fails if it is refused;
        // downloads stay the browser's own (asked, saved where the user chose), not the program's.
        return ok();
      case 'Target.setAutoAttach':
        return autoAttach(params);
      case 'Target.setDiscoverTargets':
        return discover(params);
      case 'Target.getTargetInfo':
        return targetInfo(params.targetId);
      case 'Target.getTargets':
        return ok({ targetInfos: await targets(params.filter ?? [{}]) });
      case 'Target.getBrowserContexts':
        // The default context is not listed, as Chrome does not list it.
        return ok({ browserContextIds: [] });
      case 'Target.attachToTarget':
        return attachTo(params);
      case 'Target.detachFromTarget':
        return detachFrom(params);
      case 'Target.activateTarget':
        if (!isOwnTarget(params.targetId)) return beyondTab(method);
        await deps.tabs.activate(tabId);
        return ok();
      case 'Target.closeTarget':
        if (!isOwnTarget(params.targetId)) return beyondTab(method);
        await deps.tabs.close(tabId);
        return ok({ success: true });
      case 'Storage.getCookies':
        // Playwright's context.cookies(): the page's own cookies, never the whole profile's.
        return ok((await forward(debuggee, 'Network.getCookies', {})) as object);
      case 'Storage.setCookies':
        return atPage(debuggee, 'Network.setCookies', { cookies: params.cookies });
    }
    if (method.startsWith('Target.') || method.startsWith('Browser.')) return beyondTab(method);
    return refuse(t('cdpRelay_refusedAtRoot', method));
  }

  async function forward(target: Debuggee, method: string, params: Params): Promise<unknown> {
    const words = await refusal(method, params, {
      pageUrl: async () => (await freshPage()).url,
      navigation: deps.navigation,
      upload: deps.upload,
    });
    if (words !== undefined) throw new Error(JSON.stringify({ code: SERVER_ERROR, message: words }));
    return api.sendCommand(target, method, params);
  }

  /** A command on the page's session, an alias of it, or one of the tab's child sessions. */
  async function atPage(target: Debuggee, method: string, params: Params): Promise<Answer> {
    if (method.startsWith('Browser.') || method === 'Storage.getCookies' || method === 'Storage.setCookies') {
      return atRoot(method, params);
    }
    if (method === 'Target.detachFromTarget' && !children.has(String(params.sessionId))) return detachFrom(params);
    const ownTarget = ['Target.setAutoAttach', 'Target.detachFromTarget', 'Target.getTargetInfo'];
    if (method.startsWith('Target.') && !(ownTarget.includes(method) && params.targetId === undefined)) {
      return atRoot(method, params);
    }
    return ok(((await forward(target, method, params)) as object | undefined) ?? {});
  }

  function atTab(method: string, params: Params): Promise<Answer> | Answer {
    switch (method) {
      case 'Target.setAutoAttach':
        return params.autoAttach === false ? ok() : announcePage(tabSession).then(() => ok());
      case 'Runtime.runIfWaitingForDebugger':
        return ok();
      case 'Target.getTargetInfo':
        return ok({ targetInfo: tabTarget() });
      case 'Target.detachFromTarget':
        return detachFrom(params);
    }
    return refuse(t('cdpRelay_tabTargetOnly', method));
  }

  async function answer(message: { method: string; params?: unknown; sessionId?: unknown }): Promise<Answer> {
    const params = isObject(message.params) ? message.params : {};
    const { method, sessionId } = message;
    try {
      if (sessionId === undefined) return await atRoot(method, params);
      if (sessionId === tabSession && tabAnnounced) return await atTab(method, params);
      if ((sessionId === pageSession && pageAnnounced) || aliases.has(String(sessionId))) {
        return await atPage(debuggee, method, params);
      }
      if (typeof sessionId === 'string' && children.has(sessionId))
        return await atPage({ tabId, sessionId }, method, params);
      return refuse(t('cdpRelay_noSuchSession', String(sessionId)), NO_SESSION);
    } catch (error) {
      return { error: protocolError(error) };
    }
  }

  const onEvent: DebuggerEventListener = (source, method, params = {}) => {
    if (ended || source.tabId !== tabId) return;
    const fields = params as Params;
    if (typeof fields.sessionId === 'string') {
      if (method === 'Target.attachedToTarget') children.add(fields.sessionId);
      if (method === 'Target.detachedFromTarget') children.delete(fields.sessionId);
    }
    if (source.sessionId !== undefined) {
      if (children.has(source.sessionId)) emit({ method, params, sessionId: source.sessionId });
      return;
    }
    for (const sessionId of pageSessions()) emit({ method, params, sessionId });
    const frame = fields.frame as { parentId?: string; url?: string } | undefined;
    if (method === 'Page.frameNavigated' && frame && !frame.parentId && discovering && pageInfo) {
      pageInfo = { ...pageInfo, url: frame.url ?? pageInfo.url };
      emit({ method: 'Target.targetInfoChanged', params: { targetInfo: pageTarget() } });
    }
  };

  function stopListening(): void {
    api.onEvent.removeListener(onEvent);
    api.onDetach.removeListener(onDetach);
  }

  const onDetach: DebuggerDetachListener = (source, reason) => {
    if (ended || source.tabId !== tabId) return;
    // The client hears its targets go before the connection closes, as from a closing browser.
    for (const sessionId of pageSessions()) {
      emit({ method: 'Target.detachedFromTarget', params: { sessionId, targetId: pageTarget().targetId } });
    }
    if (tabAnnounced)
      emit({ method: 'Target.detachedFromTarget', params: { sessionId: tabSession, targetId: tabTargetId } });
    ended = true;
    stopListening();
    const byUser = reason === 'canceled_by_user';
    deps.onEnd({
      reason: byUser ? 'canceled_by_user' : 'target_closed',
      words: byUser ? t('cdpRelay_canceledByUser') : t('cdpRelay_targetClosed'),
    });
  };

  async function start(): Promise<void> {
    api.onEvent.addListener(onEvent);
    api.onDetach.addListener(onDetach);
    try {
      await api.attach(debuggee, '1.3');
    } catch (error) {
      ended = true;
      stopListening();
      throw new Error(t('cdpRelay_attachFailed', protocolError(error).message), { cause: error });
    }
    await freshPage();
    if (!pageInfo) {
      await api.detach(debuggee).catch(() => undefined);
      ended = true;
      stopListening();
      throw new Error(t('cdpRelay_attachFailed', t('cdpRelay_noPageTarget')));
    }
  }

  return {
    start() {
      started ??= start();
      return started;
    },

    fromClient(text) {
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return emit({ error: { code: PARSE_ERROR, message: t('cdpRelay_notJson') } });
      }
      const fields = isObject(message) ? message : {};
      if (!Number.isInteger(fields.id) || typeof fields.method !== 'string') {
        return emit({
          id: Number.isInteger(fields.id) ? fields.id : 0,
          error: { code: INVALID_REQUEST, message: t('cdpRelay_badMessage') },
        });
      }
      const request = fields as { id: number; method: string; params?: unknown; sessionId?: unknown };
      // Before start() the relay has no client yet: its owner starts it as the client connects.
      if (!started) return;
      void started
        .then(() => answer(request))
        .then(
          (reply) =>
            emit({
              id: request.id,
              ...reply,
              ...(request.sessionId === undefined ? {} : { sessionId: request.sessionId }),
            }),
          () => undefined, // never attached: the owner lets the client go
        );
    },

    async close() {
      if (ended) return;
      ended = true;
      stopListening();
      await api.detach(debuggee).catch(() => undefined);
    },
  };
}
