import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Runner from '@/lib/batch/batch-runner';
import type * as Store from '@/lib/jobs/batch-store';
import type * as History from '@/lib/jobs/history';
import type { BatchJob } from '@/lib/jobs/job-schema';

// The batch model in a fresh fake IndexedDB: items apart from the job, counts kept with each
// item in one transaction, resumption after a "restart" (a new module instance) finishing every
// page exactly once, cancel and retry-failed.
let runner: typeof Runner;
let store: typeof Store;
let history: typeof History;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  await reload();
});

/** A new worker: fresh modules over the same database. */
async function reload() {
  vi.resetModules();
  runner = await import('@/lib/batch/batch-runner');
  store = await import('@/lib/jobs/batch-store');
  history = await import('@/lib/jobs/history');
}

const batch = (total: number): BatchJob => ({
  id: 'b1',
  kind: 'batch',
  engine: 'local',
  status: 'running',
  createdAt: 1,
  updatedAt: 1,
  title: 'B',
  source: 'list',
  options: {},
  total,
  done: 0,
  failed: 0,
});
const pages = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://e.com/${i}` }));

/** An engine that reads each page (failing the ones named), counting every read. */
function engine(reads: number[], failing = new Set<number>(), stopAfter = Infinity): Runner.BatchEngine {
  return {
    async run(_batch, open, ctx) {
      for (const item of open) {
        if (reads.length >= stopAfter) return new Promise<void>(() => undefined); // the worker "dies" here
        reads.push(item.index);
        if (failing.has(item.index))
          await ctx.finish(item.index, {
            status: 'failed',
            error: { kind: 'scrape-failed', message: `no ${item.index}`, retryable: true },
          });
        else
          await ctx.finish(item.index, {
            status: 'done',
            result: { markdown: `# ${item.index}`, metadata: { title: `T${item.index}` } },
          });
      }
    },
  };
}

describe('batch jobs', () => {
  it('keeps items apart from the job list, and counts each finished page on the job', async () => {
    await store.createBatch(batch(5), pages(5));
    await runner.runBatch('b1', () => engine([], new Set([3])));
    const { jobs } = await history.listJobs();
    expect(jobs).toEqual([
      expect.objectContaining({ id: 'b1', kind: 'batch', status: 'done', done: 4, failed: 1, total: 5 }),
    ]);
    expect(JSON.stringify(jobs)).not.toContain('# 1');
    const items = await store.readItems('b1', { from: 1, limit: 3 });
    expect(items.map((i) => [i.index, i.status, i.title])).toEqual([
      [1, 'done', 'T1'],
      [2, 'done', 'T2'],
      [3, 'failed', undefined],
    ]);
    expect(items[2]?.error?.message).toBe('no 3');
    // An item opens as a scrape job in the Result view.
    expect(await history.getJob('b1:2')).toMatchObject({
      kind: 'scrape',
      status: 'done',
      url: 'https://e.com/2',
      result: { markdown: '# 2' },
    });
  });

  it('resumes after a restart: finished pages are never read again, every page is kept once', async () => {
    await store.createBatch(batch(6), pages(6));
    const first: number[] = [];
    void runner.runBatch('b1', () => engine(first, new Set(), 2));
    await vi.waitFor(async () => expect((await store.getBatch('b1'))?.done).toBe(2));
    // The worker is gone; a new one starts from what history says. Marking jobs interrupted spares the batch.
    await reload();
    expect(await history.markInterrupted()).toEqual([]);
    const second: number[] = [];
    await runner.runBatch('b1', () => engine(second));
    expect(first).toEqual([0, 1]);
    expect(second).toEqual([2, 3, 4, 5]);
    expect(await store.getBatch('b1')).toMatchObject({ status: 'done', done: 6, failed: 0 });
    // A late duplicate answer for a finished page is refused.
    expect(await store.finishItem('b1', 0, { status: 'done', result: { markdown: 'again' } })).toBe(false);
    expect(await store.getBatch('b1')).toMatchObject({ done: 6 });
  });

  it('cancel ends the open pages as cancelled; Retry failed reopens failed and cancelled ones', async () => {
    await store.createBatch(batch(4), pages(4));
    const slow: Runner.BatchEngine = {
      async run(_b, open, ctx) {
        await ctx.finish(open[0]!.index, {
          status: 'failed',
          error: { kind: 'network', message: 'down', retryable: true },
        });
        await new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)));
      },
    };
    const running = runner.runBatch('b1', () => slow);
    await vi.waitFor(async () => expect((await store.getBatch('b1'))?.failed).toBe(1));
    expect(runner.cancelBatch('b1')).toBe(true);
    await running;
    expect(await store.getBatch('b1')).toMatchObject({ status: 'cancelled', failed: 1, done: 0 });
    expect((await store.readItems('b1')).map((i) => i.status)).toEqual([
      'failed',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await store.reopenFailed('b1')).toBe(4);
    const reads: number[] = [];
    await runner.runBatch('b1', () => engine(reads));
    expect(reads).toEqual([0, 1, 2, 3]);
    expect(await store.getBatch('b1')).toMatchObject({ status: 'done', done: 4, failed: 0 });
  });

  it('deleting the batch deletes its pages and their results', async () => {
    await store.createBatch(batch(2), pages(2));
    await runner.runBatch('b1', () => engine([]));
    await history.deleteJob('b1');
    expect(await store.readItems('b1')).toEqual([]);
    expect(await store.getItemResult('b1', 0)).toBeUndefined();
  });
});
