import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { watchTab } from '@/lib/browser/tab-update';

type Tab = { id: number; status: string; url: string };
let tab: Tab;
let reads: number;

const loaded = (t: { status?: string }) => t.status === 'complete';
/** The tab changes as the browser would tell it: its state, then the update event. */
async function update(status: 'loading' | 'complete'): Promise<void> {
  tab = { ...tab, status };
  await fakeBrowser.tabs.onUpdated.trigger(7, { status }, tab as never);
}

describe('watchTab', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakeBrowser.reset();
    tab = { id: 7, status: 'loading', url: 'https://example.com/' };
    reads = 0;
    fakeBrowser.tabs.get = (async (id: number) => {
      reads++;
      if (id !== 7) throw new Error(`No tab with id: ${id}.`);
      return tab;
    }) as unknown as typeof fakeBrowser.tabs.get;
  });
  afterEach(() => vi.useRealTimers());

  it('answers on the tab’s update event, without waiting for the next read', async () => {
    const watch = watchTab(7, loaded);
    await vi.advanceTimersByTimeAsync(10);
    expect(reads).toBe(1);
    await update('complete');
    await vi.advanceTimersByTimeAsync(0);
    await expect(watch).resolves.toMatchObject({ status: 'complete' });
    expect(reads).toBe(2);
  });

  it('reads the tab again now and then when no event comes', async () => {
    const watch = watchTab(7, loaded);
    await vi.advanceTimersByTimeAsync(10);
    tab = { ...tab, status: 'complete' }; // changed with no event sent
    await vi.advanceTimersByTimeAsync(600);
    await expect(watch).resolves.toMatchObject({ status: 'complete' });
  });

  it('answers undefined at its deadline, on time', async () => {
    const watch = watchTab(7, loaded, { until: Date.now() + 120 });
    let answered = false;
    void watch.then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(30);
    await expect(watch).resolves.toBeUndefined();
  });

  it('rejects with the signal’s reason on an abort, and with the browser’s error for a closed tab', async () => {
    const controller = new AbortController();
    const watch = watchTab(7, loaded, { signal: controller.signal });
    const rejected = expect(watch).rejects.toThrow('stopped');
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('stopped'));
    await rejected;
    await expect(watchTab(8, loaded)).rejects.toThrow('No tab with id: 8.');
  });

  it('leaves no rejection unhandled when aborted while it reads the tab and the read then answers', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let answer: () => void = () => undefined;
    fakeBrowser.tabs.get = (async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { ...tab, status: 'complete' };
    }) as unknown as typeof fakeBrowser.tabs.get;
    const controller = new AbortController();
    const watch = watchTab(7, loaded, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('stopped'));
    await vi.advanceTimersByTimeAsync(0);
    answer();
    await expect(watch).resolves.toMatchObject({ status: 'complete' });
    await new Promise((resolve) => process.nextTick(resolve));
    await vi.advanceTimersByTimeAsync(10);
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });

  it('stops listening once it has answered', async () => {
    tab = { ...tab, status: 'complete' };
    await watchTab(7, loaded);
    await update('loading');
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(1);
  });
});
