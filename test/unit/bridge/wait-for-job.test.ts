import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForJob, type JobWatch } from '@/lib/bridge/wait-for-job';
import type { Job, JobStatus } from '@/lib/jobs/job-schema';

// Waiting on History with fakes: the job's events are followed to its end, a job not written yet
// is waited for, an abort cancels the job, a deletion ends the wait.
const job = (status: JobStatus): Job => ({
  id: 'j1',
  kind: 'scrape',
  engine: 'local',
  status,
  createdAt: 1,
  updatedAt: 1,
  url: 'https://e.com/',
  request: { url: 'https://e.com/' },
  client: 'curl',
});

function fakeHistory() {
  let stored: Job | undefined;
  const listeners = new Set<(event: { jobId: string; deleted?: boolean }) => void>();
  const io: JobWatch = {
    read: vi.fn(async () => stored),
    watch: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    cancel: vi.fn(),
  };
  const write = (next: Job | undefined, deleted = false) => {
    stored = next;
    for (const listener of listeners) listener({ jobId: 'j1', deleted });
  };
  return { io, write, listeners };
}

afterEach(() => vi.useRealTimers());

describe('waitForJob', () => {
  it('resolves with the job once an event shows it finished, not before', async () => {
    const history = fakeHistory();
    let finished: Job | undefined;
    const waiting = waitForJob('j1', new AbortController().signal, history.io).then((value) => (finished = value));
    history.write(job('running'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(finished).toBeUndefined();
    history.write(job('done'));
    expect(await waiting).toMatchObject({ status: 'done', client: 'curl' });
    expect(history.listeners.size).toBe(0);
  });

  it('finds a job that finished before the wait began', async () => {
    const history = fakeHistory();
    history.write(job('failed'));
    expect(await waitForJob('j1', new AbortController().signal, history.io)).toMatchObject({ status: 'failed' });
  });

  it('reads again now and then, should an event be missed', async () => {
    vi.useFakeTimers();
    const history = fakeHistory();
    const waiting = waitForJob('j1', new AbortController().signal, history.io);
    history.listeners.clear(); // events lost
    history.write(job('done'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(await waiting).toMatchObject({ status: 'done' });
  });

  it('cancels the job and rejects when the signal aborts', async () => {
    const history = fakeHistory();
    const controller = new AbortController();
    const waiting = waitForJob('j1', controller.signal, history.io);
    history.write(job('running'));
    controller.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    expect(history.io.cancel).toHaveBeenCalledWith('j1');
    expect(history.listeners.size).toBe(0);
  });

  it('rejects when the job is deleted while it runs', async () => {
    const history = fakeHistory();
    const waiting = waitForJob('j1', new AbortController().signal, history.io);
    history.write(undefined, true);
    await expect(waiting).rejects.toMatchObject({ kind: 'not-found', message: 'That job is no longer in history.' });
  });
});
