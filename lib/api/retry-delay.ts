/** How long to wait before the next try, in the order api-notes.md gives. */
export interface RetryHints {
  retryAfterHeader?: string | null;
  retryAfterSeconds?: number;
  message?: string;
}

const RETRY_IN_MESSAGE = /retry after (\d+(?:\.\d+)?)\s*s/i;

/** The wait the service asked for, in ms, or undefined when it did not say. */
export function requestedDelayMs(hints: RetryHints, now = Date.now()): number | undefined {
  const header = hints.retryAfterHeader?.trim();
  if (header) {
    if (/^\d+(\.\d+)?$/.test(header)) return Number(header) * 1000;
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  if (typeof hints.retryAfterSeconds === 'number' && hints.retryAfterSeconds >= 0) {
    return hints.retryAfterSeconds * 1000;
  }
  const inText = hints.message?.match(RETRY_IN_MESSAGE);
  if (inText) return Number(inText[1]) * 1000;
  return undefined;
}

/**
 * Exponential backoff with full jitter, for failures the service gave no wait for: attempt 1 waits
 * anywhere up to base, attempt 2 up to 2x base ... up to the cap. Full rather than equal jitter
 * (no floor at half the ceiling): batch calls failing together spread out most, and load the
 * service least (AWS's "Exponential Backoff And Jitter"); a service that needs a floor says so
 * with Retry-After.
 */
export function backoffDelayMs(attempt: number, baseMs: number, capMs: number, random = Math.random): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** (attempt - 1));
  return Math.round(random() * ceiling);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
