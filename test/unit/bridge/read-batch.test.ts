import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BatchStore from '@/lib/jobs/batch-store';
import type * as ReadBatch from '@/lib/bridge/read-batch';
import type { BatchJob } from '@/lib/jobs/job-schema';

// The status routes' read in a fresh fake IndexedDB: a page of items from an index, results only
// when asked and only for done items, and a limit of 0 reading none (idb reads all for 0).
let batches: typeof BatchStore;
let reader: typeof ReadBatch;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  batches = await import('@/lib/jobs/batch-store');
  reader = await import('@/lib/bridge/read-batch');
});

const batchJob = (): BatchJob => ({
  id: 'b1',
  kind: 'batch',
  engine: 'local',
  status: 'running',
  createdAt: 1,
  updatedAt: 1,
  title: 'Batch',
  source: 'bridge',
  client: 'curl',
  options: {},
  total: 5,
  done: 0,
  failed: 0,
});

async function started() {
  await batches.createBatch(
    batchJob(),
    [0, 1, 2, 3, 4].map((n) => ({ url: `https://e.com/${n}` })),
  );
  await batches.finishItem('b1', 2, { status: 'done', result: { markdown: '# two' } });
  await batches.finishItem('b1', 3, {
    status: 'failed',
    error: { kind: 'timeout', message: 'slow', retryable: false },
  });
}

describe('readBatch', () => {
  it('is undefined for an id History does not hold', async () => {
    expect(await reader.readBatch('nope', { from: 0, limit: 10, results: true })).toBeUndefined();
  });

  it('reads a page from an index, with the client kept on the job', async () => {
    await started();
    const read = await reader.readBatch('b1', { from: 1, limit: 3, results: false });
    expect(read?.job).toMatchObject({ source: 'bridge', client: 'curl', done: 1, failed: 1 });
    expect(read?.items.map(({ item }) => item.index)).toEqual([1, 2, 3]);
    expect(read?.items.every(({ result }) => result === undefined)).toBe(true);
  });

  it("reads done items' results when asked", async () => {
    await started();
    const read = await reader.readBatch('b1', { from: 0, limit: 10, results: true });
    expect(read?.items).toHaveLength(5);
    expect(read?.items[2]?.result).toMatchObject({ markdown: '# two' });
    // A local read says which job read it, and that it cost nothing.
    expect(read?.items[2]?.result?.metadata).toEqual({ scrapeId: 'b1:2', creditsUsed: 0 });
    expect(read?.items[3]).toEqual({ item: expect.objectContaining({ status: 'failed' }) as unknown });
  });

  it('counts a page that answered an HTTP error apart, with its answer kept: the service counts it as completed', async () => {
    await started();
    await batches.finishItem('b1', 4, {
      status: 'failed',
      error: { kind: 'not-found', status: 404, message: 'Not found (404)', retryable: false },
      result: { markdown: 'Gone', metadata: { statusCode: 404 } },
    });
    const read = await reader.readBatch('b1', { from: 0, limit: 10, results: true });
    expect(read?.job).toMatchObject({ done: 1, failed: 2, answered: 1 });
    expect(read?.items[4]?.result).toMatchObject({ markdown: 'Gone' });
    await batches.reopenFailed('b1');
    expect((await reader.readBatch('b1', { from: 0, limit: 0, results: false }))?.job).toMatchObject({
      failed: 0,
      answered: 0,
    });
  });

  it('reads no item for a limit under 1, where idb would read them all', async () => {
    await started();
    for (const limit of [0, -1, 0.5, Number.NaN])
      expect((await reader.readBatch('b1', { from: 0, limit, results: true }))?.items).toEqual([]);
  });

  it('reads from 0 for a negative start, and nothing past the end', async () => {
    await started();
    expect((await reader.readBatch('b1', { from: -3, limit: 1, results: false }))?.items[0]?.item.index).toBe(0);
    expect((await reader.readBatch('b1', { from: 9, limit: 5, results: false }))?.items).toEqual([]);
  });
});
