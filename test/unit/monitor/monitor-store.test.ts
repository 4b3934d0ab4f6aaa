import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Store from '@/lib/monitor/monitor-store';
import { outcomeOfFailure, outcomeOfRead } from '@/lib/monitor/check-outcome';
import type { LocalMonitor } from '@/lib/monitor/monitor-schema';
import { parseRoute, routeHash } from '@/entrypoints/sidepanel/route';

let store: typeof Store;
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  store = await import('@/lib/monitor/monitor-store');
});

const HOUR = 3600_000;
const monitor = (over: Partial<LocalMonitor> = {}): LocalMonitor => ({
  id: 'm1',
  request: { url: 'https://e.com/p' },
  schedule: { every: 'hour' },
  status: 'active',
  changeRule: { ignoreNumbers: true, ignoreDates: false, ignoreWhitespace: false },
  createdAt: 0,
  updatedAt: 0,
  nextCheckAt: 0,
  failures: 0,
  lastSeq: 0,
  unseen: 0,
  ...over,
});
const page = (text: string) => ({
  markdown: `# P\n\n${text}\n`,
  metadata: { title: 'P', sourceURL: 'https://e.com/p' },
});

/** Runs a read of `text` at `at` through the real outcome and store, as run-check does. */
async function check(text: string | Error, at: number, keep = 100) {
  const current = (await store.getMonitor('m1')) ?? monitor();
  const outcome =
    text instanceof Error
      ? outcomeOfFailure(current, { kind: 'network', message: text.message, retryable: true }, at, 'scheduled')
      : outcomeOfRead(current, await store.latestContent('m1'), page(text), at, 'scheduled');
  await store.recordCheck(outcome.monitor, outcome.check, outcome.content, keep);
  return outcome;
}

describe('local monitor checks', () => {
  it('compare with the last stored content under the change rule; an unchanged page stores no copy', async () => {
    await store.saveMonitor(monitor());
    expect((await check('Price 10', 1)).check.status).toBe('new');
    expect((await check('Price 12', 2)).check).toMatchObject({ status: 'same', contentSeq: 1 }); // numbers ignored
    const changed = await check('Sold out', 3);
    expect(changed.check).toMatchObject({
      status: 'changed',
      contentSeq: 3,
      summary: { added: 1, removed: 1, firstChangedLine: '− Price 10' },
    });
    expect(changed.monitor).toMatchObject({ unseen: 1, lastSeq: 3, title: 'P', nextCheckAt: HOUR });
    expect(await store.getContent('m1', 2)).toBeUndefined();
    expect((await store.getContent('m1', 3))?.diff).toContain('+Sold out');
    expect((await store.listChecks('m1')).map((c) => c.seq)).toEqual([3, 2, 1]);
  });

  it('keep only the newest checks, and the content a kept check or the next comparison needs', async () => {
    await store.saveMonitor(monitor());
    await check('A', 1, 3); // 1 new
    await check('A', 2, 3); // 2 same as 1
    await check('B', 3, 3); // 3 changed
    await check('B', 4, 3); // 4 same as 3
    await check(new Error('offline'), 5, 3);
    await check(new Error('offline'), 6, 3);
    expect((await store.listChecks('m1')).map((c) => c.seq)).toEqual([6, 5, 4]);
    expect(await store.getContent('m1', 1)).toBeUndefined();
    expect(await store.getContent('m1', 3)).toBeDefined(); // check 4 matched it, and it is the baseline
    await check(new Error('offline'), 7, 3);
    await check(new Error('offline'), 8, 3);
    expect((await store.latestContent('m1'))?.seq).toBe(3); // no kept check needs it, the next comparison does
    expect((await check('B', 9, 3)).check.status).toBe('same');
  });

  it('a failing page is retried with back-off and counted, never dropped', async () => {
    await store.saveMonitor(monitor({ createdAt: 0 }));
    const first = await check(new Error('offline'), 10);
    expect(first.monitor).toMatchObject({ failures: 1, nextCheckAt: 10 + 60_000 });
    const second = await check(new Error('offline'), 20);
    expect(second.monitor).toMatchObject({ failures: 2, nextCheckAt: 20 + 120_000 });
    expect((await check('back', 30)).monitor.failures).toBe(0);
    expect(await store.listMonitors()).toHaveLength(1);
  });

  it('deleting a monitor deletes its checks and content', async () => {
    await store.saveMonitor(monitor());
    await check('A', 1);
    await store.deleteMonitor('m1');
    expect(await store.getMonitor('m1')).toBeUndefined();
    expect(await store.listChecks('m1')).toEqual([]);
    expect(await store.latestContent('m1')).toBeUndefined();
  });
});

describe('a history written by version 2 (an extension update)', () => {
  it('keeps its jobs and gains the monitor stores on first open', async () => {
    const old = await openDB('wde-history', 2, {
      upgrade(db) {
        const jobs = db.createObjectStore('jobs');
        jobs.createIndex('createdAt', 'createdAt');
        jobs.createIndex('pageKey', 'pageKey');
        jobs.createIndex('status', 'status');
        db.createObjectStore('results');
        db.createObjectStore('files');
        db.createObjectStore('assets').createIndex('jobId', 'jobId');
      },
    });
    const job = {
      id: 'j',
      kind: 'scrape',
      engine: 'local',
      status: 'done',
      createdAt: 1,
      updatedAt: 1,
      url: 'https://e.com/',
      request: { url: 'https://e.com/' },
    };
    await old.put('jobs', job, 'j');
    old.close();
    await store.saveMonitor(monitor());
    expect(await store.getMonitor('m1')).toMatchObject({ id: 'm1' });
    const { getJobSummary } = await import('@/lib/jobs/history');
    expect(await getJobSummary('j')).toMatchObject({ id: 'j', status: 'done' });
  });
});

describe('the Monitors route', () => {
  it('names the monitor and check in the hash', () => {
    expect(parseRoute('#/monitors')).toEqual({ view: 'monitors' });
    expect(parseRoute('#/monitors/abc/3')).toEqual({ view: 'monitors', monitorId: 'abc', seq: 3 });
    expect(routeHash({ view: 'monitors', monitorId: 'abc', seq: 3 })).toBe('#/monitors/abc/3');
  });
});
