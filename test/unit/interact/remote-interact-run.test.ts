import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '@/lib/api/api-error';
import type { InteractCalls } from '@/lib/interact/interact-calls';
import { INTERACT_CODES } from '@/lib/interact/interact-errors';
import {
  MAX_TRANSCRIPTS,
  readTranscripts,
  targetKey,
  TEXT_CAP,
  updateTranscript,
  type InteractTarget,
} from '@/lib/interact/interact-transcript';
import {
  runInteract,
  settleInterruptedRuns,
  stopInteract,
  stopListedSession,
} from '@/lib/interact/remote-interact-run';

// The background's part of a session: each run goes into the transcript when sent and is replaced
// by its answer or its failure; Stop and the session's end are written there too.
const scrape: InteractTarget = { kind: 'scrape', scrapeId: 'scrape-1', jobId: 'job-1' };
const session: InteractTarget = { kind: 'session', sessionId: 'session-9' };
const transcriptOf = async (target: InteractTarget) => (await readTranscripts())[targetKey(target)];

type Fake = Partial<Record<keyof InteractCalls, (...args: never[]) => Promise<unknown>>>;
const calls = (fake: Fake) => fake as unknown as InteractCalls;
const ended = () =>
  new ApiError({ kind: 'not-found', status: 410, code: INTERACT_CODES.sessionEnded, message: 'ended' });

beforeEach(() => fakeBrowser.reset());

describe('a run', () => {
  it('is in the transcript while it runs, then holds the answer; the session is open with its addresses', async () => {
    let seenWhileRunning: unknown;
    const fake = calls({
      scrapeInteract: async () => {
        seenWhileRunning = (await transcriptOf(scrape))?.entries.map((e) => e.state);
        return {
          success: false,
          sessionId: 's-1',
          liveViewUrl: 'https://live.example/1',
          interactiveLiveViewUrl: 'https://live.example/1?i',
          stdout: 'x'.repeat(TEXT_CAP + 5),
          stderr: 'boom\n',
          exitCode: null,
          killed: true,
        };
      },
    });
    const entry = await runInteract(fake, scrape, { kind: 'code', code: 'sleep 99', language: 'bash', timeout: 5 });
    expect(seenWhileRunning).toEqual(['running']);
    expect(entry).toMatchObject({
      state: 'answered',
      answer: { stderr: 'boom\n', exitCode: null, killed: true, cut: ['stdout'] },
    });
    expect(entry.answer?.stdout).toHaveLength(TEXT_CAP);
    expect(await transcriptOf(scrape)).toMatchObject({
      state: 'open',
      sessionId: 's-1',
      liveViewUrl: 'https://live.example/1',
      interactiveLiveViewUrl: 'https://live.example/1?i',
      entries: [{ id: entry.id, state: 'answered' }],
    });
  });

  it('sends a prompt as a prompt, code with its language; a session of its own refuses a prompt at the prompt', async () => {
    const sent: unknown[] = [];
    const fake = calls({
      scrapeInteract: async (...args: never[]) => (sent.push(args), { success: true, output: 'ok', exitCode: 0 }),
      sessionExecute: async (...args: never[]) => (sent.push(args), { success: true, stdout: 'x', exitCode: 0 }),
    });
    await runInteract(fake, scrape, { kind: 'prompt', prompt: 'Read it', timeout: 9 });
    await runInteract(fake, session, { kind: 'code', code: 'get url', language: 'bash' });
    expect(sent).toEqual([
      ['scrape-1', { prompt: 'Read it', timeout: 9 }],
      ['session-9', { code: 'get url', language: 'bash', timeout: undefined }],
    ]);
    const refused = await runInteract(fake, session, { kind: 'prompt', prompt: 'x' });
    expect(refused).toMatchObject({
      state: 'failed',
      error: { kind: 'invalid-request', details: [{ field: 'prompt' }] },
    });
    expect(sent).toHaveLength(2);
  });

  it('a session that ended makes the transcript over, with why; another failure leaves it open', async () => {
    const failing = (error: unknown) => calls({ scrapeInteract: () => Promise.reject(error) });
    await updateTranscript(scrape, (tr) => ({ ...tr, state: 'open' }));
    const busy = await runInteract(failing(new ApiError({ kind: 'server', status: 502, message: 'x' })), scrape, {
      kind: 'prompt',
      prompt: 'p',
    });
    expect(busy.state).toBe('failed');
    expect((await transcriptOf(scrape))?.state).toBe('open');
    await runInteract(failing(ended()), scrape, { kind: 'prompt', prompt: 'p' });
    expect(await transcriptOf(scrape)).toMatchObject({ state: 'over', overCode: INTERACT_CODES.sessionEnded });
    expect((await transcriptOf(scrape))?.entries.map((e) => e.state)).toEqual(['failed', 'failed']);
  });
});

describe('stopping', () => {
  it('writes what the service billed; a session already gone counts as stopped; another failure is thrown', async () => {
    const stopped = await stopInteract(
      calls({ scrapeInteractStop: async () => ({ success: true, creditsBilled: 4, sessionDurationMs: 1200 }) }),
      scrape,
    );
    expect(stopped).toMatchObject({ state: 'stopped', stopped: { creditsBilled: 4, sessionDurationMs: 1200 } });
    const gone = new ApiError({ kind: 'not-found', status: 404, code: INTERACT_CODES.sessionNotFound, message: 'x' });
    expect((await stopInteract(calls({ sessionStop: () => Promise.reject(gone) }), session)).state).toBe('stopped');
    const offline = new ApiError({ kind: 'network', message: 'offline' });
    await expect(stopInteract(calls({ sessionStop: () => Promise.reject(offline) }), session)).rejects.toBe(offline);
  });

  it('from the list: the transcript of that session, a scrape’s or its own, says so', async () => {
    await updateTranscript(scrape, (tr) => ({ ...tr, state: 'open', sessionId: 'session-9' }));
    await updateTranscript(session, (tr) => ({ ...tr, state: 'open' }));
    const other: InteractTarget = { kind: 'scrape', scrapeId: 'scrape-2' };
    await updateTranscript(other, (tr) => ({ ...tr, state: 'open', sessionId: 'session-7' }));
    await stopListedSession(calls({ sessionStop: async () => ({ success: true, creditsBilled: 2 }) }), 'session-9');
    expect((await transcriptOf(scrape))?.state).toBe('stopped');
    expect((await transcriptOf(session))?.stopped?.creditsBilled).toBe(2);
    expect((await transcriptOf(other))?.state).toBe('open');
  });
});

describe('the transcripts kept', () => {
  it('a worker that starts marks the runs of a worker that stopped as lost, not its own', async () => {
    let release: (value: unknown) => void = () => undefined;
    const mine = runInteract(calls({ scrapeInteract: () => new Promise((r) => (release = r)) }), scrape, {
      kind: 'prompt',
      prompt: 'mine',
    });
    await expect.poll(async () => (await transcriptOf(scrape))?.entries.length).toBe(1);
    await updateTranscript(session, (tr) => ({
      ...tr,
      entries: [{ id: 'old', at: 1, ask: { kind: 'prompt', prompt: 'lost' }, state: 'running' }],
    }));
    await settleInterruptedRuns();
    expect((await transcriptOf(session))?.entries[0]).toMatchObject({ state: 'failed', error: { kind: 'aborted' } });
    expect((await transcriptOf(scrape))?.entries[0]?.state).toBe('running');
    release({ success: true, output: 'done', exitCode: 0 });
    expect((await mine).state).toBe('answered');
  });

  it(`keeps the ${MAX_TRANSCRIPTS} newest transcripts`, async () => {
    for (let i = 0; i < MAX_TRANSCRIPTS + 2; i++)
      await updateTranscript({ kind: 'session', sessionId: `s${i}` }, (tr) => ({ ...tr, state: 'open' }));
    const kept = Object.keys(await readTranscripts()).sort();
    expect(kept).toEqual(Array.from({ length: MAX_TRANSCRIPTS }, (_, i) => `session:s${i + 2}`).sort());
  });
});
