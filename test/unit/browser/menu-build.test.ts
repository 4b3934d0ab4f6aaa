import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializedMenuBuild } from '@/lib/browser/menu-build';

/** A build that records what it was asked and finishes only when released. */
function gatedBuild(fail?: Error) {
  const calls: boolean[] = [];
  const releases: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const build = async (show: boolean) => {
    calls.push(show);
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    await new Promise<void>((resolve) => releases.push(resolve));
    inFlight--;
    if (fail) throw fail;
  };
  const releaseAll = async () => {
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { build, calls, releaseAll, maxInFlight: () => maxInFlight };
}

describe('serializedMenuBuild', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs one build at a time and then only the latest request', async () => {
    const gate = gatedBuild();
    const request = serializedMenuBuild(gate.build);
    const done = [request(true), request(false), request(true), request(false)];
    await gate.releaseAll();
    await Promise.all(done);
    expect(gate.calls).toEqual([true, false]);
    expect(gate.maxInFlight()).toBe(1);
  });

  it('never rejects; warns about a failure, but not about a worker being stopped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopping = gatedBuild(new Error('No SW'));
    const quiet = serializedMenuBuild(stopping.build)(true);
    await stopping.releaseAll();
    await expect(quiet).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();

    const broken = gatedBuild(new Error('Cannot create item with duplicate id scrape-page'));
    const loud = serializedMenuBuild(broken.build)(true);
    await broken.releaseAll();
    await expect(loud).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'The context menu could not be built',
      expect.objectContaining({ message: expect.stringMatching(/duplicate id/) }),
    );
  });
});
