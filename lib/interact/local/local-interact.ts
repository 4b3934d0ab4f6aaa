import { keepAliveWhile } from '@/lib/browser/keep-alive';
import { t } from '@/lib/i18n/t';
import type { AgentModel } from '@/lib/model/model-call';
import type { ActGate } from '@/lib/interact/local/run/act-gate';
import { startRun } from '@/lib/interact/local/run/start-run';
import { runBash } from '@/lib/interact/local/run/run-commands';
import { RunStopped } from '@/lib/interact/local/run/run-result';
import { runPrompt, type PromptResult } from '@/lib/interact/local/prompt/prompt-agent';
import { SESSION_DEFAULTS, type EndedSession, type LocalSession } from '@/lib/interact/local/session/local-session';
import type { ParkedTabs } from '@/lib/interact/local/session/parked-tabs';
import { scrapePage } from '@/lib/interact/local/session/scrape-page';
import {
  activeSessions,
  addSession,
  endedOfJob,
  endedSession,
  endedSessions,
  findSession,
  note,
  sessionOfJob,
} from '@/lib/interact/local/session/session-store';
import { markSessionTab, openSessionTab, releaseTab, tabAddress } from '@/lib/interact/local/session/session-tab';
import { endSession } from '@/lib/interact/local/session/end-session';
import { watchExpiry } from '@/lib/interact/local/session/session-life';

export { endSession };

/** How long a page opened again for a session may take to load. */
const OPEN_TIMEOUT_MS = 30_000;

export interface SessionLife {
  /** Its time to live and without activity, in seconds (the provider's defaults when absent). */
  ttl?: number;
  activityTtl?: number;
}

export interface OpenedSession {
  session: LocalSession;
  /** The scrape's tab had gone: its page was opened again in a new tab (stdout's first line says so). */
  reopened: boolean;
}

const lifeOf = (life: SessionLife) => ({
  ttlMs: (life.ttl ?? SESSION_DEFAULTS.ttlMs / 1000) * 1000,
  activityTtlMs: (life.activityTtl ?? SESSION_DEFAULTS.activityTtlMs / 1000) * 1000,
});

function newSession(tabId: number, url: string, client: string, life: SessionLife, jobId?: string): LocalSession {
  const now = Date.now();
  return {
    id: crypto.randomUUID(),
    ...(jobId !== undefined && { jobId }),
    tabId,
    client,
    url,
    createdAt: now,
    lastActivity: now,
    ...lifeOf(life),
    nextRef: 1,
    transcript: [],
  };
}

/** Whether a session can be opened on this scrape: History holds it, finished, made by a program in this browser. */
export const knowsScrape = async (jobId: string): Promise<boolean> =>
  sessionOfJob(jobId) !== undefined || (await scrapePage(jobId)) !== undefined;

/**
 * The session of a scrape: the one running, else a new one on the scrape's tab when the pool
 * still holds it, else on its page opened again in a new background tab. The site is consented
 * to (`gate.site`) before any tab is touched. A scrape whose session has ended (stopped, timed
 * out, its tab closed) has had its session, as on the service: it answers `ended` (410), and a new
 * scrape gets a new one.
 */
export async function openOnScrape(
  jobId: string,
  open: { client: string; gate: ActGate; signal: AbortSignal; parked: ParkedTabs } & SessionLife,
): Promise<OpenedSession | { ended: EndedSession } | undefined> {
  const running = sessionOfJob(jobId);
  if (running) {
    if ((await tabAddress(running.tabId)) !== undefined) return { session: running, reopened: false };
    await endSession(running, 'tab-closed');
  }
  const ended = endedOfJob(jobId);
  if (ended) return { ended };
  const page = await scrapePage(jobId);
  if (!page) return undefined;
  await open.gate.site(page.url);
  const parked = await open.parked.claim(jobId);
  const parkedAt = parked === undefined ? undefined : await tabAddress(parked);
  const reuse = parked !== undefined && parkedAt === page.url;
  if (parked !== undefined && !reuse) await releaseTab(parked);
  const tabId = reuse ? parked : await openSessionTab(page.url, open.signal, OPEN_TIMEOUT_MS);
  const session = newSession(tabId, (await tabAddress(tabId)) ?? page.url, open.client, open, jobId);
  addSession(session);
  watchExpiry();
  note(
    session,
    'note',
    reuse ? t('interactLocal_sessionOnTab', page.url) : t('interactLocal_sessionReopened', page.url),
  );
  await markSessionTab(session);
  return { session, reopened: !reuse };
}

/** A session of its own (POST /v2/interact), on a new blank background tab: its first command opens a page. */
export async function createSession(
  open: { client: string; signal: AbortSignal } & SessionLife,
): Promise<LocalSession> {
  const tabId = await openSessionTab('about:blank', open.signal, OPEN_TIMEOUT_MS);
  const session = newSession(tabId, 'about:blank', open.client, open);
  addSession(session);
  watchExpiry();
  note(session, 'note', t('interactLocal_sessionCreated'));
  await markSessionTab(session);
  return session;
}

export type FoundSession = { session: LocalSession } | { ended: EndedSession } | undefined;

/** A session by its id: running, ended (a program is told so), or unknown. */
export function sessionById(id: string): FoundSession {
  const session = findSession(id);
  if (session) return { session };
  const ended = endedSession(id);
  return ended ? { ended } : undefined;
}

/** The session of a scrape, running or ended last. */
export function sessionOnScrape(jobId: string): FoundSession {
  const session = sessionOfJob(jobId);
  if (session) return { session };
  const ended = endedOfJob(jobId);
  return ended ? { ended } : undefined;
}

export const listSessions = (): { active: LocalSession[]; ended: EndedSession[] } => ({
  active: activeSessions(),
  ended: endedSessions(),
});

export type RunWhat = { code: string } | { prompt: string; model: AgentModel };

/**
 * One run in the session: bash code (agent-browser commands) or a prompt for the model, within
 * `timeoutSec` (a prompt's: each step, as on the service). One run at a time in a session.
 */
export async function runInSession(
  session: LocalSession,
  what: RunWhat,
  timeoutSec: number,
  gate: ActGate,
  clientSignal: AbortSignal,
): Promise<PromptResult> {
  // Consent to act on the page the tab shows now (asked once in this request).
  const control = await startRun(session, gate);
  // A prompt's time is its steps'; the whole stays within the bridge host's 10-minute wait.
  const totalMs = 'prompt' in what ? Math.min(9 * 60_000, timeoutSec * 1000 * 25) : timeoutSec * 1000;
  const timer = setTimeout(
    () => control.abort(new RunStopped('timeout', t('interactLocal_killed', Math.round(totalMs / 1000)))),
    totalMs,
  );
  const onGone = () => control.abort(new RunStopped('client-gone', t('interactLocal_clientGone')));
  clientSignal.addEventListener('abort', onGone, { once: true });
  try {
    return await keepAliveWhile(() =>
      'prompt' in what
        ? runPrompt({ session, gate, signal: control.signal }, what.prompt, what.model, timeoutSec * 1000)
        : runBash({ session, gate, signal: control.signal, deadline: Date.now() + totalMs }, what.code),
    );
  } finally {
    clearTimeout(timer);
    clientSignal.removeEventListener('abort', onGone);
    if (session.run === control) session.run = undefined;
    note(session, 'note', t('interactLocal_runEnded'));
  }
}
