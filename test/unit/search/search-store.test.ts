import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SearchStore from '@/lib/search/search-store';
import type * as BatchStore from '@/lib/jobs/batch-store';
import type * as History from '@/lib/jobs/history';
import type { BatchJob } from '@/lib/jobs/job-schema';

// A search job's answer and pages in a fresh fake IndexedDB: the answer beside the job (never
// read as its result), each result a page once, read ones counted, and all of it gone with the job.
let store: typeof SearchStore;
let batches: typeof BatchStore;
let history: typeof History;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  store = await import('@/lib/search/search-store');
  batches = await import('@/lib/jobs/batch-store');
  history = await import('@/lib/jobs/history');
});

const job: BatchJob = {
  id: 's1',
  kind: 'batch',
  engine: 'remote',
  status: 'running',
  createdAt: 1,
  updatedAt: 1,
  title: 'lakes',
  source: 'search',
  search: { query: 'lakes' },
  options: { formats: ['markdown'] },
  total: 0,
  done: 0,
  failed: 0,
  remoteId: 'batch-of-last-time',
};
const answer = {
  results: [
    { kind: 'web' as const, url: 'https://a.example/', title: 'A', position: 1 },
    { kind: 'web' as const, url: 'https://b.example/', title: 'B', position: 2 },
  ],
  warnings: [],
  engineName: 'The service',
  complete: true,
};

describe('search store', () => {
  it('keeps the answer beside the job; the job still reads as a batch', async () => {
    await batches.createBatch(job, []);
    await store.saveAnswer('s1', answer);
    expect(await store.readAnswer('s1')).toEqual(answer);
    expect((await history.getJob('s1'))?.kind).toBe('batch');
  });

  it('adds each result as a page once, finished ones counted, the last batch id forgotten', async () => {
    await batches.createBatch(job, []);
    const added = await store.addResultPages('s1', [
      { url: 'https://a.example/', title: 'A', outcome: { status: 'done', result: { markdown: '# A' } } },
      { url: 'https://b.example', title: 'B' },
      { url: 'https://a.example/#top', title: 'A again' },
    ]);
    expect(added).toBe(2);
    expect(await store.addResultPages('s1', [{ url: 'https://b.example/' }])).toBe(0);
    const batch = await batches.getBatch('s1');
    expect(batch).toMatchObject({ total: 2, done: 1, failed: 0 });
    expect(batch?.remoteId).toBeUndefined();
    expect((await batches.readItems('s1')).map((i) => [i.url, i.status])).toEqual([
      ['https://a.example/', 'done'],
      ['https://b.example', 'pending'],
    ]);
    expect((await batches.getItemResult('s1', 0))?.markdown).toBe('# A');
  });

  it('goes with its job', async () => {
    await batches.createBatch(job, []);
    await store.saveAnswer('s1', answer);
    await history.deleteJob('s1');
    expect(await store.readAnswer('s1')).toBeUndefined();
  });
});
