import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerContext } from '../state';
import type { FakePage } from './fake-browser';

// The team's browser sessions: a scrape's (opened by its first interact), or of their own (POST
// /v2/interact). One table for both, as on the service, so the list shows them all.

/** A scrape the server answered, kept so an interact can open a browser where it left off. */
export interface ScrapeRecord {
  teamId: string;
  url: string;
  title: string;
  text: string;
}

export interface ServerSession {
  id: string;
  teamId: string;
  scrapeId?: string;
  status: 'active' | 'destroyed';
  createdAt: number;
  lastActivity: number;
  /** Seconds: the session's whole life, and its life without a run. */
  ttl: number;
  activityTtl: number;
  streamWebView: boolean;
  /** The live view's address carries this, as the service's carry a token. */
  viewToken: string;
  page: FakePage;
  destroyedAt?: number;
  runs: number;
}

/** The service's limit on a team's open sessions (its concurrency limit, shared with its jobs). */
export const MAX_ACTIVE_SESSIONS = 3;
/** The server's defaults (the document says 300 for ttl; the server's schema says 600). */
export const DEFAULT_TTL = 600;
export const DEFAULT_ACTIVITY_TTL = 300;

export function newSession(
  ctx: ServerContext,
  teamId: string,
  page: FakePage,
  options: { scrapeId?: string; ttl?: number; activityTtl?: number; streamWebView?: boolean },
): ServerSession {
  const now = Date.now();
  const session: ServerSession = {
    id: randomUUID(),
    teamId,
    scrapeId: options.scrapeId,
    status: 'active',
    createdAt: now,
    lastActivity: now,
    ttl: options.ttl ?? DEFAULT_TTL,
    activityTtl: options.activityTtl ?? DEFAULT_ACTIVITY_TTL,
    streamWebView: options.streamWebView ?? true,
    viewToken: randomBytes(12).toString('hex'),
    page: { ...page },
    runs: 0,
  };
  ctx.state.sessions.set(session.id, session);
  return session;
}

/** A session past its time is destroyed when next looked at (the service's reaper, without a timer). */
export function expireIfDue(session: ServerSession, now = Date.now()): ServerSession {
  if (session.status !== 'active') return session;
  if (now > session.createdAt + session.ttl * 1000 || now > session.lastActivity + session.activityTtl * 1000)
    destroy(session, now);
  return session;
}

export function destroy(session: ServerSession, now = Date.now()): void {
  session.status = 'destroyed';
  session.destroyedAt = now;
}

export const activeSessionsOf = (ctx: ServerContext, teamId: string) =>
  [...ctx.state.sessions.values()].filter((s) => s.teamId === teamId && expireIfDue(s).status === 'active');

/** The scrape's session: the newest one not destroyed, else the newest (as the service picks). */
export function sessionOfScrape(ctx: ServerContext, scrapeId: string): ServerSession | undefined {
  const all = [...ctx.state.sessions.values()]
    .filter((s) => s.scrapeId === scrapeId)
    .map((s) => expireIfDue(s))
    .sort((a, b) => b.createdAt - a.createdAt);
  return all.find((s) => s.status !== 'destroyed') ?? all[0];
}

/** Credits for a session's time: 2 a minute begun, as a stand-in for the service's hourly rate. */
export const creditsFor = (durationMs: number) => Math.max(1, Math.ceil(durationMs / 60_000) * 2);

export const links = (ctx: ServerContext, session: ServerSession) => ({
  cdpUrl: `${ctx.baseUrl.replace(/^http/, 'ws')}/cdp/${session.id}`,
  liveViewUrl: `${ctx.baseUrl}/live/${session.id}?token=${session.viewToken}`,
  interactiveLiveViewUrl: `${ctx.baseUrl}/live/${session.id}?token=${session.viewToken}&interactive=true`,
});
