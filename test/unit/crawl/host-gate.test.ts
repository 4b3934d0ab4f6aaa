import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostGate } from '@/lib/crawl/host-gate';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Starts `count` acquisitions of `host`, recording when each was granted and keeping its release. */
function start(gate: ReturnType<typeof hostGate>, host: string, count: number, signal?: AbortSignal) {
  const granted: number[] = [];
  const releases: (() => void)[] = [];
  const settled = Array.from({ length: count }, (_, i) =>
    gate.acquire(host, signal).then(
      (release) => {
        granted[i] = Date.now();
        releases[i] = release;
      },
      (error: unknown) => error,
    ),
  );
  return { granted, releases, settled };
}

describe('hostGate', () => {
  it('lets at most `concurrency` pages of a host run at once, in order, each host apart', async () => {
    const gate = hostGate({ delayMs: 0, concurrency: 2 });
    const a = start(gate, 'a.com', 4);
    const b = start(gate, 'b.com', 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.releases.filter(Boolean)).toHaveLength(2);
    expect(b.releases).toHaveLength(1);
    a.releases[0]!();
    a.releases[0]!(); // a second release does nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(a.releases)).toEqual(['0', '1', '2']);
    a.releases[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(a.releases)).toEqual(['0', '1', '2', '3']);
  });

  it('keeps the delay between two starts on a host, and a delay forces one page at a time', async () => {
    const gate = hostGate({ delayMs: 1000, concurrency: 5 });
    const t0 = Date.now();
    const a = start(gate, 'a.com', 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.granted).toEqual([t0]);
    a.releases[0]!(); // finished at once: the next still waits for the delay
    await vi.advanceTimersByTimeAsync(999);
    expect(a.granted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.granted).toEqual([t0, t0 + 1000]);
    // A slow page: the next starts when it ends, the delay having passed.
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.granted).toHaveLength(2);
    a.releases[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.granted).toEqual([t0, t0 + 1000, t0 + 6000]);
  });

  it('remembers a host’s last start after it went idle', async () => {
    const gate = hostGate({ delayMs: 500, concurrency: 1 });
    const first = start(gate, 'a.com', 1);
    await vi.advanceTimersByTimeAsync(0);
    first.releases[0]!();
    await vi.advanceTimersByTimeAsync(200);
    const second = start(gate, 'a.com', 1);
    await vi.advanceTimersByTimeAsync(299);
    expect(second.granted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.granted).toHaveLength(1);
  });

  it("raises one host's delay (robots' crawl-delay), never lowering the crawl's own", async () => {
    const gate = hostGate({ delayMs: 0, concurrency: 3 });
    gate.setDelay('slow.com', 2000);
    gate.setDelay('slow.com', 100);
    const slow = start(gate, 'slow.com', 2);
    const fast = start(gate, 'fast.com', 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.granted).toHaveLength(1);
    expect(fast.granted).toHaveLength(2);
    slow.releases[0]!();
    await vi.advanceTimersByTimeAsync(1999);
    expect(slow.granted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.granted).toHaveLength(2);

    const polite = hostGate({ delayMs: 1000, concurrency: 1 });
    polite.setDelay('a.com', 10);
    const a = start(polite, 'a.com', 2);
    await vi.advanceTimersByTimeAsync(0);
    a.releases[0]!();
    await vi.advanceTimersByTimeAsync(999);
    expect(a.granted).toHaveLength(1);
  });

  it('drops an aborted waiter without granting it or blocking the others, and leaves no timer', async () => {
    const gate = hostGate({ delayMs: 1000, concurrency: 1 });
    const holder = start(gate, 'a.com', 1);
    const controller = new AbortController();
    const aborted = start(gate, 'a.com', 1, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    holder.releases[0]!();
    expect(vi.getTimerCount()).toBe(1); // the waiter's turn, after the delay
    controller.abort(new Error('cancelled'));
    expect(await aborted.settled[0]).toEqual(new Error('cancelled'));
    expect(aborted.granted).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    const next = start(gate, 'a.com', 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(next.granted).toHaveLength(1);
    expect(aborted.releases).toEqual([]);
  });

  it('refuses at once with a signal already aborted, and forgets the listener of a granted waiter', async () => {
    const gate = hostGate({ delayMs: 0, concurrency: 1 });
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const granted = start(gate, 'a.com', 1, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted.granted).toHaveLength(1);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    controller.abort(new Error('late'));
    granted.releases[0]!();
    await expect(gate.acquire('a.com', controller.signal)).rejects.toThrow('late');
  });
});
