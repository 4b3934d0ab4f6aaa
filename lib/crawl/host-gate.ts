export interface HostGateOptions {
  /** v2's `delay`, in ms: the least time between two starts on one host. Above 0 it forces concurrency 1. */
  delayMs: number;
  /** v2's `maxConcurrency`, per host. */
  concurrency: number;
}

export interface HostGate {
  /** Waits for the host's turn; the answer releases it (once: a second call does nothing). Rejects on abort. */
  acquire(host: string, signal?: AbortSignal): Promise<() => void>;
  /** Raises one host's delay (robots.txt's crawl-delay); never below the crawl's own delay. */
  setDelay(host: string, ms: number): void;
}

interface Waiter {
  resolve(release: () => void): void;
  signal?: AbortSignal;
  onAbort(): void;
}

interface HostState {
  active: number;
  lastStart: number;
  delayMs: number;
  waiters: Waiter[];
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Politeness per host, on top of the crawl's page pool: at most `concurrency` pages of one host
 * at once, and at least the host's delay between two starts, waiters served in order. A host's
 * state is a few numbers, kept for the crawl's life so its last start is remembered.
 */
export function hostGate(options: HostGateOptions): HostGate {
  const hosts = new Map<string, HostState>();
  const stateOf = (host: string) => {
    let state = hosts.get(host);
    if (!state) {
      state = { active: 0, lastStart: -Infinity, delayMs: Math.max(0, options.delayMs), waiters: [] };
      hosts.set(host, state);
    }
    return state;
  };
  const limitOf = (state: HostState) => (state.delayMs > 0 ? 1 : Math.max(1, options.concurrency));

  const pump = (state: HostState) => {
    while (state.waiters.length && state.active < limitOf(state)) {
      const wait = state.lastStart + state.delayMs - Date.now();
      if (wait > 0) {
        if (state.timer === undefined)
          state.timer = setTimeout(() => {
            state.timer = undefined;
            pump(state);
          }, wait);
        return;
      }
      const waiter = state.waiters.shift()!;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      state.active++;
      state.lastStart = Date.now();
      let released = false;
      waiter.resolve(() => {
        if (released) return;
        released = true;
        state.active--;
        pump(state);
      });
    }
  };

  return {
    acquire(host, signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const state = stateOf(host);
        const waiter: Waiter = {
          resolve,
          signal,
          onAbort: () => {
            state.waiters = state.waiters.filter((w) => w !== waiter);
            if (!state.waiters.length && state.timer !== undefined) {
              clearTimeout(state.timer);
              state.timer = undefined;
            }
            reject(signal!.reason);
          },
        };
        signal?.addEventListener('abort', waiter.onAbort, { once: true });
        state.waiters.push(waiter);
        pump(state);
      });
    },
    setDelay(host, ms) {
      const state = stateOf(host);
      state.delayMs = Math.max(state.delayMs, options.delayMs, ms);
    },
  };
}
