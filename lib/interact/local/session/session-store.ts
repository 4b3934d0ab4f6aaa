import { storage } from 'wxt/utils/storage';
import { siteOf } from '@/lib/permissions/site-of';
import {
  expiresAt,
  type EndReason,
  type EndedSession,
  type LocalSession,
} from '@/lib/interact/local/session/local-session';
import {
  localSessionChanges,
  sessionViewsSchema,
  type SessionView,
  type TranscriptLine,
} from '@/lib/interact/local/session/session-schema';

// The sessions in the user's own tabs. The background's memory is the truth (a session lives
// with the worker that opened it); a copy in storage.session is for the side panel, and for the
// next worker, which closes the tabs an earlier one left (session-life.ts).

const sessions = new Map<string, LocalSession>();
const ended = new Map<string, EndedSession>();
/** Ended sessions remembered at most (oldest dropped first). */
const ENDED_KEPT = 200;
/** Transcript lines kept per session, and shown in the side panel. */
const TRANSCRIPT_KEPT = 300;
const TRANSCRIPT_SHOWN = 40;
/** A transcript line's length at most: it may hold a page's text or a model's answer. */
const LINE_CHARS = 2000;

const mirrorItem = storage.defineItem<unknown>('session:interactLocalSessions', { fallback: [] });
let mirrored = Promise.resolve();

export const activeSessions = (): LocalSession[] => [...sessions.values()];
export const findSession = (id: string): LocalSession | undefined => sessions.get(id);
export const endedSession = (id: string): EndedSession | undefined => ended.get(id);
export const endedSessions = (): EndedSession[] => [...ended.values()];
export const sessionOfJob = (jobId: string): LocalSession | undefined =>
  activeSessions().find((s) => s.jobId === jobId);
export const sessionOfTab = (tabId: number): LocalSession | undefined =>
  activeSessions().find((s) => s.tabId === tabId);
/** The last session opened on a scrape, ended or not. */
export const endedOfJob = (jobId: string): EndedSession | undefined =>
  endedSessions()
    .filter((s) => s.jobId === jobId)
    .at(-1);

export function addSession(session: LocalSession): void {
  sessions.set(session.id, session);
  publish();
}

/** Takes the session out; the caller releases its tab. */
export function removeSession(session: LocalSession, reason: EndReason): EndedSession | undefined {
  if (sessions.get(session.id) !== session) return undefined;
  sessions.delete(session.id);
  const record: EndedSession = {
    id: session.id,
    jobId: session.jobId,
    client: session.client,
    createdAt: session.createdAt,
    lastActivity: session.lastActivity,
    endedAt: Date.now(),
    reason,
  };
  ended.set(session.id, record);
  while (ended.size > ENDED_KEPT) ended.delete(ended.keys().next().value!);
  publish();
  return record;
}

export function note(session: LocalSession, kind: TranscriptLine['kind'], text: string): void {
  const cut = text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS - 1)}…` : text;
  session.transcript.push({ at: Date.now(), kind, text: cut });
  if (session.transcript.length > TRANSCRIPT_KEPT)
    session.transcript.splice(0, session.transcript.length - TRANSCRIPT_KEPT);
  publish();
}

/** The session did something: its idle time starts again. */
export function touch(session: LocalSession): void {
  session.lastActivity = Date.now();
}

export const viewOf = (session: LocalSession): SessionView => ({
  id: session.id,
  ...(session.jobId !== undefined && { jobId: session.jobId }),
  tabId: session.tabId,
  client: session.client,
  site: siteOf(session.url) ?? session.url,
  createdAt: session.createdAt,
  lastActivity: session.lastActivity,
  expiresAt: expiresAt(session),
  running: session.run !== undefined,
  transcript: session.transcript.slice(-TRANSCRIPT_SHOWN),
});

/** Tells open side panels, and copies the list for those opened later. */
export function publish(): void {
  const views = activeSessions().map(viewOf);
  localSessionChanges.announce(views);
  // In order, so the last list written is the last one announced.
  mirrored = mirrored.then(() => mirrorItem.setValue(views)).catch(() => undefined);
}

/** The sessions as the last worker left them (the side panel at open; the next worker's clean-up). */
export async function readMirror(): Promise<SessionView[]> {
  const parsed = sessionViewsSchema.safeParse(await mirrorItem.getValue());
  return parsed.success ? parsed.data : [];
}
