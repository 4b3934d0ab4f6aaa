import { ApiError, errorData, type ApiErrorData } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import type { InteractCalls } from '@/lib/interact/interact-calls';
import { INTERACT_CODES, isSessionOver } from '@/lib/interact/interact-errors';
import type { ScrapeInteractResponse, SessionExecuteResponse, SessionStopped } from '@/lib/interact/interact-schemas';
import {
  capText,
  updateTranscript,
  updateTranscriptsWhere,
  type Ask,
  type InteractTarget,
  type RunAnswer,
  type Transcript,
  type TranscriptEntry,
} from '@/lib/interact/interact-transcript';

// The background's part of a service's session: each run goes into the transcript as it starts and
// is replaced by its answer (or its failure) when it ends, so the order on screen is the order sent.

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;
/** Runs this worker waits for: any other running entry is a stopped worker's. */
const startedHere = new Set<string>();

/** Sends one prompt or one piece of code to the session, keeping both in the transcript. */
export async function runInteract(calls: InteractCalls, target: InteractTarget, ask: Ask): Promise<TranscriptEntry> {
  const entry: TranscriptEntry = { id: newId(), at: Date.now(), ask, state: 'running' };
  startedHere.add(entry.id);
  await updateTranscript(target, (tr) => ({ ...tr, entries: [...tr.entries, entry] }));
  let done: TranscriptEntry;
  try {
    const answer = await send(calls, target, ask);
    done = { ...entry, state: 'answered', answer: shown(answer), finishedAt: Date.now() };
    await updateTranscript(target, (tr) => ({
      ...replace(tr, done),
      state: tr.state === 'stopped' || tr.state === 'over' ? tr.state : 'open',
      ...addresses(tr, answer),
    }));
  } catch (error) {
    const failure = errorData(error);
    done = { ...entry, state: 'failed', error: failure, finishedAt: Date.now() };
    await updateTranscript(target, (tr) => ({ ...replace(tr, done), ...over(failure) }));
  } finally {
    startedHere.delete(entry.id);
  }
  return done;
}

function send(calls: InteractCalls, target: InteractTarget, ask: Ask) {
  const { timeout } = ask;
  if (target.kind === 'session') {
    // A session of its own runs code only: the service's execute route takes no prompt.
    if (ask.kind === 'prompt') {
      const message = t('interact_promptNeedsScrape');
      throw new ApiError({ kind: 'invalid-request', message, details: [{ field: 'prompt', message }] });
    }
    return calls.sessionExecute(target.sessionId, { code: ask.code, language: ask.language, timeout });
  }
  const request =
    ask.kind === 'prompt' ? { prompt: ask.prompt, timeout } : { code: ask.code, language: ask.language, timeout };
  return calls.scrapeInteract(target.scrapeId, request);
}

/** What the service said, every text cut to the cap. */
function shown(answer: ScrapeInteractResponse | SessionExecuteResponse): RunAnswer {
  const cut: string[] = [];
  const result: RunAnswer = {
    output: capText(answer.output, 'output', cut),
    stdout: capText(answer.stdout ?? answer.result, 'stdout', cut),
    stderr: capText(answer.stderr, 'stderr', cut),
    exitCode: typeof answer.exitCode === 'number' ? answer.exitCode : null,
    killed: answer.killed === true,
    error: capText(answer.error, 'error', cut),
  };
  return cut.length > 0 ? { ...result, cut } : result;
}

const replace = (tr: Transcript, entry: TranscriptEntry): Transcript => ({
  ...tr,
  entries: tr.entries.some((e) => e.id === entry.id)
    ? tr.entries.map((e) => (e.id === entry.id ? entry : e))
    : [...tr.entries, entry],
});

/** The session's id and live views from a scrape's answer (a session's execute names none). */
function addresses(tr: Transcript, answer: ScrapeInteractResponse | SessionExecuteResponse): Partial<Transcript> {
  const pick = (value: unknown, kept: string | undefined) => (typeof value === 'string' && value ? value : kept);
  return {
    sessionId: pick(answer.sessionId, tr.sessionId),
    liveViewUrl: pick(answer.liveViewUrl, tr.liveViewUrl),
    interactiveLiveViewUrl: pick(answer.interactiveLiveViewUrl, tr.interactiveLiveViewUrl),
  };
}

const over = (failure: ApiErrorData): Partial<Transcript> =>
  isSessionOver(failure.code) ? { state: 'over', overCode: failure.code } : {};

/**
 * Stops the session. One that was never opened, or is gone already, counts as stopped: there is
 * nothing left to bill.
 */
export async function stopInteract(calls: InteractCalls, target: InteractTarget): Promise<Transcript> {
  let stopped: SessionStopped | undefined;
  try {
    stopped =
      target.kind === 'scrape'
        ? await calls.scrapeInteractStop(target.scrapeId)
        : await calls.sessionStop(target.sessionId);
  } catch (error) {
    const failure = errorData(error);
    if (!isSessionOver(failure.code)) throw error;
  }
  return updateTranscript(target, (tr) => ({ ...tr, state: 'stopped', stopped: stoppedFacts(stopped) }));
}

/** Stops one of the team's sessions from the list; a transcript of that session says so. */
export async function stopListedSession(calls: InteractCalls, sessionId: string): Promise<SessionStopped> {
  let stopped: SessionStopped;
  try {
    stopped = await calls.sessionStop(sessionId);
  } catch (error) {
    if (errorData(error).code !== INTERACT_CODES.sessionNotFound) throw error;
    stopped = { success: true };
  }
  await updateTranscriptsWhere(
    (tr) => tr.sessionId === sessionId || (tr.target.kind === 'session' && tr.target.sessionId === sessionId),
    (tr) => ({ ...tr, state: 'stopped', stopped: stoppedFacts(stopped) }),
  );
  return stopped;
}

const stoppedFacts = (stopped: SessionStopped | undefined): Transcript['stopped'] => ({
  at: Date.now(),
  ...(typeof stopped?.creditsBilled === 'number' ? { creditsBilled: stopped.creditsBilled } : {}),
  ...(typeof stopped?.sessionDurationMs === 'number' ? { sessionDurationMs: stopped.sessionDurationMs } : {}),
});

/**
 * A worker that starts finds no run of its own under way: a transcript's running entries are of
 * a worker that stopped, whose wait for the answer is gone. They are marked so.
 */
export async function settleInterruptedRuns(): Promise<void> {
  const lost = (e: TranscriptEntry) => e.state === 'running' && !startedHere.has(e.id);
  await updateTranscriptsWhere(
    (tr) => tr.entries.some(lost),
    (tr) => ({
      ...tr,
      entries: tr.entries.map((e) =>
        lost(e)
          ? {
              ...e,
              state: 'failed',
              finishedAt: Date.now(),
              error: { kind: 'aborted', message: t('interact_interrupted'), retryable: false },
            }
          : e,
      ),
    }),
  );
}
