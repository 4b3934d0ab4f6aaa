// A token bucket over all callers: the bridge drives one browser, whoever asks.

/**
 * @param {{ perSecond: number, burst: number, now?: () => number }} options
 * @returns {{ perSecond: number, take: () => { ok: true } | { ok: false, retryAfterSeconds: number } }}
 */
export function createTokenBucket({ perSecond, burst, now = () => performance.now() }) {
  let tokens = burst;
  let last = now();
  return {
    perSecond,
    take() {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens >= 1) {
        tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
    },
  };
}
