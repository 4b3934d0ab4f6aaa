import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { NewActivityEntry } from '@/lib/bridge/activity/activity-entry';
import type * as ActivityLog from '@/lib/bridge/activity/activity-log';

// The bridge's activity log in a fresh fake IndexedDB for each test (modules re-imported, so none
// keeps a connection to the last test's database).
let log: typeof ActivityLog;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  fakeBrowser.reset();
  vi.resetModules();
  log = await import('@/lib/bridge/activity/activity-log');
});

const DAY = 86_400_000;

const entry = (time: number, over: Partial<NewActivityEntry> = {}): NewActivityEntry => ({
  time,
  client: 'curl',
  method: 'POST',
  path: '/v1/scrape',
  urls: ['https://e.com/'],
  urlCount: 1,
  status: 200,
  ok: true,
  durationMs: 12,
  ...over,
});

/** Every entry's time, newest first, read a page at a time. */
async function allTimes(limit: number): Promise<number[]> {
  const times: number[] = [];
  let after: ActivityLog.ActivityCursor | undefined;
  do {
    const page = await log.listActivity({ limit, after });
    times.push(...page.entries.map((e) => e.time));
    after = page.next;
  } while (after);
  return times;
}

describe('the activity log', () => {
  it('keeps each entry as written, with an id given in order', async () => {
    const first = await log.addActivity(
      entry(5, { ok: false, status: 403, error: 'No access', urls: [], urlCount: 0 }),
    );
    const second = await log.addActivity(entry(6));
    expect(second).toBeGreaterThan(first);
    const { entries, next } = await log.listActivity();
    expect(next).toBeUndefined();
    expect(entries).toEqual([
      { id: second, ...entry(6) },
      { id: first, ...entry(5, { ok: false, status: 403, error: 'No access', urls: [], urlCount: 0 }) },
    ]);
    expect(await log.countActivity()).toBe(2);
  });

  it("drops keys that are not an entry's (a body never slips in) and refuses an entry that does not fit", async () => {
    await expect(log.addActivity({ ...entry(1), body: { secret: 1 } } as NewActivityEntry)).resolves.toBeTypeOf(
      'number',
    );
    expect((await log.listActivity()).entries[0]).not.toHaveProperty('body');
    await expect(log.addActivity(entry(1, { urls: ['a', 'b', 'c', 'd'] }))).rejects.toThrow();
  });

  it('pages newest first by a cursor on the time index, entries of one millisecond included once', async () => {
    const times = [1, 2, 2, 2, 3, 4, 4, 5, 6, 7, 7, 7, 7, 8];
    for (const time of times) await log.addActivity(entry(time));
    const newestFirst = [...times].reverse();
    expect(await allTimes(3)).toEqual(newestFirst);
    expect(await allTimes(2)).toEqual(newestFirst);
    const ids = new Set<number>();
    let after: ActivityLog.ActivityCursor | undefined;
    do {
      const page = await log.listActivity({ limit: 3, after });
      expect(page.entries.length).toBeLessThanOrEqual(3);
      for (const e of page.entries) ids.add(e.id);
      after = page.next;
    } while (after);
    expect(ids.size).toBe(times.length);
  });

  it('prunes entries older than the retention, and keeps all with 0', async () => {
    for (const day of [0, 1, 5, 9, 10]) await log.addActivity(entry(day * DAY));
    expect(await log.pruneActivity(0, { now: 10 * DAY })).toBe(0);
    expect(await log.pruneActivity(3, { now: 10 * DAY })).toBe(3);
    expect(await allTimes(50)).toEqual([10 * DAY, 9 * DAY]);
  });

  it('keeps at most the cap, the oldest going first, whatever the retention', async () => {
    for (let i = 0; i < 12; i++) await log.addActivity(entry(100 + i));
    expect(await log.pruneActivity(0, { now: 200, cap: 5 })).toBe(7);
    expect(await allTimes(50)).toEqual([111, 110, 109, 108, 107]);
    expect(await log.pruneActivity(0, { now: 200, cap: 5 })).toBe(0);
    expect(log.ACTIVITY_CAP).toBe(10_000);
  });

  it('is pruned at the start of the worker, under the retention the jobs have', async () => {
    const { updateSettings } = await import('@/lib/settings/settings-store');
    await updateSettings({ historyRetentionDays: 1 });
    await log.addActivity(entry(0));
    await log.addActivity(entry(Date.now()));
    const { pruneActivityAtStart } = await import('@/lib/bridge/activity/keep-activity');
    await pruneActivityAtStart();
    expect((await log.listActivity()).entries).toHaveLength(1);
    expect(await log.countActivity()).toBe(1);
  });
});

describe('a history written by version 4', () => {
  it('gains the activity log on first open and keeps its jobs and crawls', async () => {
    const old = await openDB('wde-history', 4, {
      upgrade(db) {
        db.createObjectStore('jobs').createIndex('createdAt', 'createdAt');
        db.createObjectStore('files');
        db.createObjectStore('assets').createIndex('jobId', 'jobId');
        db.createObjectStore('results');
        db.createObjectStore('monitors');
        db.createObjectStore('monitorChecks');
        db.createObjectStore('monitorContent');
        db.createObjectStore('batchItems');
        db.createObjectStore('crawlSeen');
      },
    });
    await old.put('crawlSeen', { index: 3 }, ['c1', 'https://e.com/a']);
    await old.put('results', { markdown: '# kept' }, 'j1');
    old.close();

    await log.addActivity(entry(1));
    const { historyDb, HISTORY_VERSION } = await import('@/lib/jobs/history-db');
    const db = await historyDb();
    expect(HISTORY_VERSION).toBe(5);
    expect(db.version).toBe(5);
    expect(await db.get('crawlSeen', ['c1', 'https://e.com/a'])).toEqual({ index: 3 });
    expect(await db.get('results', 'j1')).toEqual({ markdown: '# kept' });
    expect(await log.countActivity()).toBe(1);
  });
});
