import type { TranscriptLine } from '@/lib/interact/local/session/session-schema';

/** Why a session ended: a program stopped it, its time ran out, the user closed its tab or stopped it */
export type EndReason = 'stopped' | 'expired' | 'idle' | 'tab-closed' | 'user-stopped' | 'worker-restart';

/** A session in the user's own tab: one tab, acted on by one program's runs, one at a time. */
export interface LocalSession {
  id: string;
  /** The scrape (job id) it was opened on; none for a session of its own (POST /v2/interact). */
  jobId?: string;
  tabId: number;
  client: string;
  /** The address its tab showed after the last command. */
  url: string;
  createdAt: number;
  lastActivity: number;
  /** Its time to live and its time without activity, in ms (the provider's: 600 s and 300 s). */
  ttlMs: number;
  activityTtlMs: number;
  /** The next free ref number: refs are never given twice in a session (page-refs.ts). */
  nextRef: number;
  /** The run under way: aborting it ends the run (its reason says why). */
  run?: AbortController;
  transcript: TranscriptLine[];
}

/** A session that has ended, remembered for the worker's life so a program is told so (410), not "unknown" (404). */
export interface EndedSession {
  id: string;
  jobId?: string;
  client: string;
  createdAt: number;
  endedAt: number;
  lastActivity: number;
  reason: EndReason;
}

/** The provider's defaults for a session's life (its server's browserCreateRequestSchema). */
export const SESSION_DEFAULTS = { ttlMs: 600_000, activityTtlMs: 300_000 } as const;

export const expiresAt = (session: LocalSession): number =>
  Math.min(session.createdAt + session.ttlMs, session.lastActivity + session.activityTtlMs);
