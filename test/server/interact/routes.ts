import type { ServerResponse } from 'node:http';
import { sendBytes, sendJson } from '../http-util';
import { findRoute, type RouteBody, type RouteTable } from '../route-table';
import { renderFetched } from '../scrape/render';
import { fetchPage } from '../scrape/fetch-page';
import type { ServerContext } from '../state';
import type { Team } from '../teams';
import { validationBody } from '../validation';
import { runCode, runPrompt, type BrowserDeps, type FakePage, type RunResult } from './fake-browser';
import { listStatus, scrapeInteractBody, sessionCreateBody, sessionExecuteBody, UUID } from './request-schemas';
import {
  activeSessionsOf,
  creditsFor,
  destroy,
  expireIfDue,
  links,
  MAX_ACTIVE_SESSIONS,
  newSession,
  sessionOfScrape,
  type ServerSession,
} from './sessions';

// Interact (a route table: see route-table.ts). A scrape's session at /v2/scrape/{id}/interact;
// sessions of their own at /v2/interact, also spelled /v2/browser (the SDK's spelling; the
// provider's router serves both). Texts and statuses are the provider's server's.
const PATHS: RouteTable = [
  [/^\/v2\/scrape\/[^/]+\/interact$/, { POST: scrapeRun, DELETE: scrapeStop }],
  [/^\/v2\/(?:interact|browser)$/, { POST: create, GET: list }],
  [/^\/v2\/(?:interact|browser)\/[^/]+\/execute$/, { POST: execute }],
  [/^\/v2\/(?:interact|browser)\/[^/]+$/, { DELETE: remove }],
];

export const interactRoute = (method: string | undefined, pathname: string) => findRoute(PATHS, method, pathname);

const third = (url: URL) => decodeURIComponent(url.pathname.split('/')[3] ?? '');
const fail = (res: ServerResponse, status: number, error: string) => sendJson(res, status, { success: false, error });
const BLANK: FakePage = { url: 'about:blank', title: '', text: '' };

/** Opening another page in a session: a fixture page read as a scrape reads it. */
const browserDeps = (ctx: ServerContext): BrowserDeps => ({
  async open(url) {
    if (url === 'about:blank') return BLANK;
    let target: string;
    try {
      target = new URL(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`).href;
    } catch {
      return undefined;
    }
    const page = await fetchPage(target, { timeoutMs: 10_000, fixtureOrigin: ctx.options.fixtureOrigin });
    if (!page.ok) return undefined;
    const rendered = renderFetched(page, { url: target });
    const title = typeof rendered.metadata.title === 'string' ? rendered.metadata.title : '';
    return { url: page.finalUrl, title, text: rendered.text };
  },
});

const tooMany = (res: ServerResponse) =>
  fail(
    res,
    429,
    `You have reached the maximum number of concurrent jobs (${MAX_ACTIVE_SESSIONS}). Please wait for existing jobs to complete or destroy browser sessions before creating new ones.`,
  );

async function scrapeRun(ctx: ServerContext, team: Team, body: RouteBody, res: ServerResponse, url: URL) {
  const parsed = scrapeInteractBody.safeParse(body.value);
  if (!parsed.success) return sendJson(res, 400, validationBody(parsed.error.issues, 'v2'));
  const scrapeId = third(url);
  if (!UUID.test(scrapeId)) return fail(res, 400, 'Invalid job ID format.');
  const scrape = ctx.state.scrapes.get(scrapeId);
  if (!scrape) return fail(res, 404, 'Job not found.');
  if (scrape.teamId !== team.id) return fail(res, 403, 'Forbidden.');
  let session = sessionOfScrape(ctx, scrapeId);
  if (!session) {
    if (activeSessionsOf(ctx, team.id).length >= MAX_ACTIVE_SESSIONS) return tooMany(res);
    const { ttl, activityTtl } = parsed.data;
    session = newSession(ctx, team.id, scrape, { scrapeId, ttl, activityTtl });
  }
  if (session.teamId !== team.id) return fail(res, 403, 'Forbidden.');
  if (session.status === 'destroyed') return fail(res, 410, 'Browser session has been destroyed.');
  const { code, prompt, language, timeout } = parsed.data;
  const result =
    prompt && !code
      ? await runPrompt(session.page, { prompt, timeout })
      : await runCode(session.page, { code: code ?? '', language, timeout }, browserDeps(ctx));
  touch(session);
  const failed = result.exitCode !== 0 || result.killed;
  sendJson(res, 200, {
    success: !failed,
    sessionId: session.id,
    ...links(ctx, session),
    ...(result.output ? { output: result.output } : {}),
    stdout: result.stdout,
    result: result.result ?? result.stdout,
    stderr: result.stderr,
    exitCode: result.exitCode,
    killed: result.killed,
    ...(failed ? { error: result.stderr || 'Execution failed' } : {}),
  });
}

function touch(session: ServerSession) {
  session.lastActivity = Date.now();
  session.runs++;
}

function stoppedBody(session: ServerSession, wasActive: boolean) {
  const now = Date.now();
  if (wasActive) destroy(session, now);
  const sessionDurationMs = (session.destroyedAt ?? now) - session.createdAt;
  // Already gone: the service bills nothing more (the path that destroyed it did).
  return { sessionDurationMs, ...(wasActive ? { creditsBilled: creditsFor(sessionDurationMs) } : {}) };
}

function scrapeStop(ctx: ServerContext, team: Team, _body: RouteBody, res: ServerResponse, url: URL) {
  const session = sessionOfScrape(ctx, third(url));
  if (!session) return fail(res, 404, 'Browser session not found.');
  if (session.teamId !== team.id) return fail(res, 403, 'Forbidden.');
  sendJson(res, 200, { success: true, ...stoppedBody(session, session.status === 'active'), cleanupQueued: true });
}

function create(ctx: ServerContext, team: Team, body: RouteBody, res: ServerResponse) {
  const parsed = sessionCreateBody.safeParse(body.value);
  if (!parsed.success) return sendJson(res, 400, validationBody(parsed.error.issues, 'v2'));
  if (activeSessionsOf(ctx, team.id).length >= MAX_ACTIVE_SESSIONS) return tooMany(res);
  const { ttl, activityTtl, streamWebView } = parsed.data;
  const session = newSession(ctx, team.id, BLANK, { ttl, activityTtl, streamWebView });
  sendJson(res, 200, {
    success: true,
    id: session.id,
    ...links(ctx, session),
    expiresAt: new Date(session.createdAt + ttl * 1000).toISOString(),
  });
}

function list(ctx: ServerContext, team: Team, _body: RouteBody, res: ServerResponse, url: URL) {
  const status = listStatus.safeParse(url.searchParams.get('status') ?? undefined);
  if (!status.success) return sendJson(res, 400, validationBody(status.error.issues, 'v2'));
  const sessions = [...ctx.state.sessions.values()]
    .filter((s) => s.teamId === team.id)
    .map((s) => expireIfDue(s))
    .filter((s) => !status.data || s.status === status.data)
    .sort((a, b) => b.createdAt - a.createdAt);
  sendJson(res, 200, {
    success: true,
    sessions: sessions.map((s) => ({
      id: s.id,
      status: s.status,
      ...links(ctx, s),
      streamWebView: s.streamWebView,
      createdAt: new Date(s.createdAt).toISOString(),
      lastActivity: new Date(s.lastActivity).toISOString(),
    })),
  });
}

/** The team's session by its id, or the answer already sent. */
function ownSession(ctx: ServerContext, team: Team, url: URL, res: ServerResponse): ServerSession | undefined {
  const session = ctx.state.sessions.get(third(url));
  if (!session) {
    fail(res, 404, 'Browser session not found.');
    return undefined;
  }
  if (session.teamId !== team.id) {
    fail(res, 403, 'Forbidden.');
    return undefined;
  }
  return expireIfDue(session);
}

async function execute(ctx: ServerContext, team: Team, body: RouteBody, res: ServerResponse, url: URL) {
  const parsed = sessionExecuteBody.safeParse(body.value);
  if (!parsed.success) return sendJson(res, 400, validationBody(parsed.error.issues, 'v2'));
  const session = ownSession(ctx, team, url, res);
  if (!session) return;
  if (session.status === 'destroyed') return fail(res, 410, 'Browser session has been destroyed.');
  const result: RunResult = await runCode(session.page, parsed.data, browserDeps(ctx));
  touch(session);
  const failed = result.exitCode !== 0 || result.killed;
  // Unlike a scrape's interact, `success` stays true when the code failed (the provider's browser.ts).
  sendJson(res, 200, {
    success: true,
    stdout: result.stdout,
    result: result.stdout,
    stderr: result.stderr,
    exitCode: result.exitCode,
    killed: result.killed,
    ...(failed ? { error: result.stderr || 'Execution failed' } : {}),
  });
}

function remove(ctx: ServerContext, team: Team, _body: RouteBody, res: ServerResponse, url: URL) {
  const session = ownSession(ctx, team, url, res);
  if (!session) return;
  const wasActive = session.status === 'active';
  const { sessionDurationMs, creditsBilled } = stoppedBody(session, wasActive);
  sendJson(res, 200, {
    success: true,
    status: 'stopped',
    cleanupQueued: true,
    ...(wasActive ? { sessionDurationMs } : {}),
    creditsBilled: creditsBilled ?? 0,
  });
}

/** GET /live/{id}?token=…: the session's live view, a page of this server (no key: its address is the key). */
export function serveLiveView(ctx: ServerContext, url: URL, res: ServerResponse): boolean {
  const m = /^\/live\/([^/]+)$/.exec(url.pathname);
  if (!m) return false;
  const session = ctx.state.sessions.get(decodeURIComponent(m[1] ?? ''));
  if (!session || url.searchParams.get('token') !== session.viewToken) {
    sendJson(res, 404, { success: false, error: 'Not found' });
    return true;
  }
  expireIfDue(session);
  const kind = url.searchParams.get('interactive') === 'true' ? 'Interactive live view' : 'Live view';
  const page = `<!doctype html><html><head><title>${escape(`${kind}: ${session.page.title || session.page.url}`)}</title></head><body><h1>${kind}</h1><p class="session" data-status="${session.status}">Session ${escape(session.id)} (${session.status}) shows <span class="url">${escape(session.page.url)}</span>: <span class="title">${escape(session.page.title)}</span></p></body></html>`;
  sendBytes(res, 200, 'text/html; charset=utf-8', page);
  return true;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
