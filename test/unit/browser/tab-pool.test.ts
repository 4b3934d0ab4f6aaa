import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type * as TabPool from '@/lib/browser/tab-pool';

// The pool of background tabs against a browser that loads pages as Chromium reports them: a
// navigation first says 'loading', then 'complete' LOAD_MS later; until it starts, a reused tab
// still says 'complete' at its last page.
const pool = vi.hoisted(() => ({ size: 2, changed: (_size: number) => {} }));
vi.mock('@/lib/settings/settings-store', () => ({
  getSettings: async () => ({ batchConcurrency: pool.size }),
  watchSettings: (callback: (settings: { batchConcurrency: number }) => void) => {
    pool.changed = (size) => {
      pool.size = size;
      callback({ batchConcurrency: size });
    };
    return () => undefined;
  },
}));
vi.mock('@/lib/browser/keep-alive', () => ({ keepAliveWhile: <T>(work: () => Promise<T>) => work() }));

type Module = typeof TabPool;
type FakeTab = { id: number; url: string; status: 'loading' | 'complete'; active: boolean };

const LOAD_MS = 100;
let tabs: Map<number, FakeTab>;
let nextId: number;
let calls: string[];
let mod: Module;

const updated = (tab: FakeTab, status: FakeTab['status']) =>
  void fakeBrowser.tabs.onUpdated.trigger(tab.id, { status }, { ...tab } as never);

/** A navigation as the browser runs it: it starts a moment after it is asked for, then loads. */
function navigate(tab: FakeTab, url: string): void {
  setTimeout(() => {
    Object.assign(tab, { url, status: 'loading' });
    updated(tab, 'loading');
    setTimeout(() => {
      tab.status = 'complete';
      updated(tab, 'complete');
    }, LOAD_MS);
  }, 5);
}

beforeEach(async () => {
  vi.useFakeTimers();
  fakeBrowser.reset();
  pool.size = 2;
  tabs = new Map();
  nextId = 1;
  calls = [];
  const t = fakeBrowser.tabs as unknown as Record<string, unknown>;
  t.create = async ({ url }: { url: string }) => {
    const tab: FakeTab = { id: nextId++, url: 'about:blank', status: 'loading', active: false };
    tabs.set(tab.id, tab);
    calls.push(`create ${url}`);
    navigate(tab, url);
    return { ...tab };
  };
  t.update = async (id: number, { url }: { url: string }) => {
    const tab = tabs.get(id);
    if (!tab) throw new Error(`No tab with id: ${id}.`);
    calls.push(`update ${id} ${url}`);
    navigate(tab, url);
    return { ...tab };
  };
  t.reload = async (id: number) => {
    calls.push(`reload ${id}`);
    navigate(tabs.get(id)!, tabs.get(id)!.url);
  };
  t.get = async (id: number) => {
    const tab = tabs.get(id);
    if (!tab) throw new Error(`No tab with id: ${id}.`);
    return { ...tab };
  };
  t.remove = async (id: number) => {
    calls.push(`remove ${id}`);
    tabs.delete(id);
    await fakeBrowser.tabs.onRemoved.trigger(id, {} as never);
  };
  t.query = async () => [...tabs.values()].map((tab) => ({ ...tab }));
  vi.resetModules();
  mod = await import('@/lib/browser/tab-pool');
});
afterEach(() => vi.useRealTimers());

const signal = () => new AbortController().signal;
/** A read that records which page its tab showed, and takes `ms`. */
const reading =
  (ms = 10, seen: string[] = []) =>
  async (tabId: number) => {
    seen.push(`${tabId} ${tabs.get(tabId)?.url} ${tabs.get(tabId)?.status}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return tabId;
  };

describe('the pool of background tabs', () => {
  it('navigates a parked tab to the next page instead of opening another, and reads it only once that page has loaded', async () => {
    const seen: string[] = [];
    const first = mod.readInPool(
      'https://a.example/1',
      { signal: signal(), timeoutMs: 5000, owner: 'job-1' },
      reading(10, seen),
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(await first).toBe(1);
    expect(mod.parkedTabOf('job-1')).toBe(1);
    const second = mod.readInPool(
      'https://a.example/2',
      { signal: signal(), timeoutMs: 5000, owner: 'job-2' },
      reading(10, seen),
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(await second).toBe(1);
    expect(calls).toEqual(['create https://a.example/1', 'update 1 https://a.example/2']);
    // Never read at the last page, which still said 'complete' when the next was asked for.
    expect(seen).toEqual(['1 https://a.example/1 complete', '1 https://a.example/2 complete']);
    expect(mod.parkedTabOf('job-1')).toBeUndefined();
    expect(mod.parkedTabOf('job-2')).toBe(1);
  });

  it('holds at most the setting’s number of tabs at once; a read waits for a place', async () => {
    pool.size = 2;
    let reads = 0;
    let most = 0;
    const read = async (tabId: number) => {
      most = Math.max(most, ++reads);
      await new Promise((resolve) => setTimeout(resolve, 50));
      reads--;
      return tabId;
    };
    const all = Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        mod.readInPool(`https://a.example/${n}`, { signal: signal(), timeoutMs: 5000 }, read),
      ),
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(new Set(await all)).toEqual(new Set([1, 2]));
    expect(most).toBe(2);
    expect(calls.filter((call) => call.startsWith('create'))).toHaveLength(2);
  });

  it('gives places in the order asked for, and lets waiting reads go when the setting grows', async () => {
    pool.size = 1;
    const order: string[] = [];
    const read = (name: string) => async (tabId: number) => {
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return tabId;
    };
    const first = mod.readInPool('https://a.example/1', { signal: signal(), timeoutMs: 5000 }, read('first'));
    const second = mod.readInPool('https://a.example/2', { signal: signal(), timeoutMs: 5000 }, read('second'));
    await vi.advanceTimersByTimeAsync(30);
    const third = mod.readInPool('https://a.example/3', { signal: signal(), timeoutMs: 5000 }, read('third'));
    const fourth = mod.readInPool('https://a.example/4', { signal: signal(), timeoutMs: 5000 }, read('fourth'));
    // One tab: the first read ends at about 160 ms, the second (its tab reused) starts at 265.
    await vi.advanceTimersByTimeAsync(270);
    expect(order).toEqual(['first', 'second']);
    pool.changed(3);
    await vi.advanceTimersByTimeAsync(400);
    await Promise.all([first, second, third, fourth]);
    expect(order).toEqual(['first', 'second', 'third', 'fourth']);
    expect(calls.filter((call) => call.startsWith('create'))).toHaveLength(3);
  });

  it('closes a tab whose read failed or whose page did not load in time, and parks none of them', async () => {
    const failing = mod.readInPool(
      'https://a.example/1',
      { signal: signal(), timeoutMs: 5000, owner: 'x' },
      async () => {
        throw new Error('unreadable');
      },
    );
    const failed = expect(failing).rejects.toThrow('unreadable');
    await vi.advanceTimersByTimeAsync(200);
    await failed;
    expect(calls).toContain('remove 1');
    expect(mod.parkedTabOf('x')).toBeUndefined();

    const slow = mod.readInPool('https://a.example/2', { signal: signal(), timeoutMs: 50 }, reading());
    const timedOut = expect(slow).rejects.toThrow('did not finish loading within 0.05 s');
    await vi.advanceTimersByTimeAsync(700);
    await timedOut;
    expect(calls).toContain('remove 2');
  });

  it('closes a parked tab after PARK_MS unused', async () => {
    const read = mod.readInPool('https://a.example/1', { signal: signal(), timeoutMs: 5000 }, reading());
    await vi.advanceTimersByTimeAsync(200);
    await read;
    await vi.advanceTimersByTimeAsync(mod.PARK_MS - 500);
    expect(tabs.has(1)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tabs.has(1)).toBe(false);
  });

  it('leaves a parked tab the user brought to the front: neither reused nor closed', async () => {
    await Promise.all([
      mod.readInPool('https://a.example/1', { signal: signal(), timeoutMs: 5000 }, reading()),
      vi.advanceTimersByTimeAsync(200),
    ]);
    tabs.get(1)!.active = true;
    const next = mod.readInPool('https://a.example/2', { signal: signal(), timeoutMs: 5000 }, reading());
    await vi.advanceTimersByTimeAsync(200);
    expect(await next).toBe(2);
    await vi.advanceTimersByTimeAsync(mod.PARK_MS + 1000);
    expect(tabs.has(1)).toBe(true);
    expect(tabs.has(2)).toBe(false);
  });

  it('gives a claimed tab out of the pool, and says whether a parked tab still shows its page', async () => {
    await Promise.all([
      mod.readInPool('https://a.example/1', { signal: signal(), timeoutMs: 5000, owner: 'job-1' }, reading()),
      vi.advanceTimersByTimeAsync(200),
    ]);
    await Promise.all([
      mod.readInPool('https://a.example/2', { signal: signal(), timeoutMs: 5000, owner: 'job-2' }, reading()),
      mod.readInPool('https://a.example/3', { signal: signal(), timeoutMs: 5000, owner: 'job-3' }, reading()),
      vi.advanceTimersByTimeAsync(200),
    ]);
    const tab2 = mod.parkedTabOf('job-2')!;
    const tab3 = mod.parkedTabOf('job-3')!;
    expect(await mod.showsPageOf(tab2, 'job-2')).toBe(true);
    expect(await mod.showsPageOf(tab2, 'job-3')).toBe(false);
    // The page moved on by itself (a script's navigation): no longer the job's page.
    tabs.get(tab3)!.url = 'https://a.example/elsewhere';
    expect(await mod.showsPageOf(tab3, 'job-3')).toBe(false);

    expect(mod.claimParkedTab(tab2)).toBe(true);
    expect(mod.claimParkedTab(tab2)).toBe(false);
    expect(mod.parkedTabOf('job-2')).toBeUndefined();
    // The pool reads the next page elsewhere, and never closes the claimed tab.
    const next = mod.readInPool('https://a.example/4', { signal: signal(), timeoutMs: 5000 }, reading());
    await vi.advanceTimersByTimeAsync(200);
    expect(await next).toBe(tab3);
    await vi.advanceTimersByTimeAsync(mod.PARK_MS + 1000);
    expect([...tabs.keys()]).toEqual([tab2]);
  });

  it('closes the parked tabs of a cancelled batch’s pages at once, and no other', async () => {
    await Promise.all([
      mod.readInPool('https://a.example/1', { signal: signal(), timeoutMs: 5000, owner: 'b1:0' }, reading()),
      mod.readInPool('https://a.example/2', { signal: signal(), timeoutMs: 5000, owner: 'b2:0' }, reading()),
      vi.advanceTimersByTimeAsync(200),
    ]);
    const [b1, b2] = [mod.parkedTabOf('b1:0'), mod.parkedTabOf('b2:0')];
    mod.closeParkedTabs('b1:');
    await vi.advanceTimersByTimeAsync(10);
    expect([...tabs.keys()]).toEqual([b2]);
    expect(calls).toContain(`remove ${b1}`);
  });

  it('prefers a parked tab that showed the same site', async () => {
    await Promise.all([
      mod.readInPool('https://a.example/1', { signal: signal(), timeoutMs: 5000 }, reading()),
      mod.readInPool('https://b.example/1', { signal: signal(), timeoutMs: 5000 }, reading(50)),
      vi.advanceTimersByTimeAsync(300),
    ]);
    const next = mod.readInPool('https://b.example/2', { signal: signal(), timeoutMs: 5000 }, reading());
    await vi.advanceTimersByTimeAsync(200);
    expect(tabs.get(await next)!.url).toBe('https://b.example/2');
    expect(calls.at(-1)).toBe('update 2 https://b.example/2');
  });

  it('reloads a parked tab asked for the page it shows, a fragment apart', async () => {
    await Promise.all([
      mod.readInPool('https://a.example/1', { signal: signal(), timeoutMs: 5000 }, reading()),
      vi.advanceTimersByTimeAsync(200),
    ]);
    const again = mod.readInPool('https://a.example/1#part', { signal: signal(), timeoutMs: 5000 }, reading());
    await vi.advanceTimersByTimeAsync(300);
    expect(await again).toBe(1);
    expect(calls.slice(-2)).toEqual(['update 1 https://a.example/1#part', 'reload 1']);
  });

  it('rejects a read still waiting for a place when its signal aborts, and gives the place on', async () => {
    pool.size = 1;
    const holder = mod.readInPool('https://a.example/1', { signal: signal(), timeoutMs: 5000 }, reading(100));
    const controller = new AbortController();
    const waiting = mod.readInPool('https://a.example/2', { signal: controller.signal, timeoutMs: 5000 }, reading());
    const aborted = expect(waiting).rejects.toThrow('stop');
    await vi.advanceTimersByTimeAsync(20);
    controller.abort(new Error('stop'));
    await aborted;
    await vi.advanceTimersByTimeAsync(300);
    await holder;
    const after = mod.readInPool('https://a.example/3', { signal: signal(), timeoutMs: 5000 }, reading());
    await vi.advanceTimersByTimeAsync(200);
    expect(await after).toBe(1);
  });

  it('closes, at the start of a new worker, the tabs a stopped worker’s pool left', async () => {
    const left: FakeTab[] = [
      { id: 40, url: 'https://a.example/1', status: 'complete', active: false },
      { id: 41, url: 'https://a.example/opening', status: 'loading', active: false },
      { id: 42, url: 'https://a.example/mine', status: 'complete', active: false },
    ];
    for (const tab of left) tabs.set(tab.id, tab);
    await fakeBrowser.storage.session.set({ tabPool: { ids: [40], opening: ['https://a.example/opening'] } });
    mod.registerTabPool();
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.filter((call) => call.startsWith('remove'))).toEqual(['remove 40', 'remove 41']);
    expect(tabs.has(42)).toBe(true);
  });
});
