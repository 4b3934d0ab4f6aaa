// The bridge's rate limits, over all callers: the bridge drives one browser, whoever asks. As on
// the service (its CrawlStatus limiter), reading a job's status is counted apart from starting
// work, so a client polling a crawl never runs into the limit its scrapes use.

/** @typedef {{ ok: true } | { ok: false, retryAfterSeconds: number }} Taken */
/** @typedef {{ perSecond: number, take: () => Taken }} TokenBucket */

/**
 * @param {{ perSecond: number, burst: number, now?: () => number }} options
 * @returns {TokenBucket}
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

/** Work: scrapes, batches, crawls, maps, parses, and anything else. */
export const WORK_RATE = { perSecond: 10, burst: 20 };
/** Status reads: the service's CrawlStatus limit is 1,500 a minute on its plans, 25 a second. */
export const STATUS_RATE = { perSecond: 25, burst: 50 };

/**
 * What the service's routes count under its CrawlStatus (and ExtractStatus) limiters: a job's
 * status, its errors and its cancel, the active crawls, and the status of its other jobs.
 */
const STATUS_READS = [
  /^\/v[12]\/(?:crawl|batch\/scrape)\/[^/]+(?:\/errors)?$/,
  /^\/v[12]\/(?:extract|deep-research|llmstxt|agent)\/[^/]+$/,
  /^\/v[12]\/concurrency-check$/,
];

/**
 * Whether a request reads a job's state (GET, or DELETE to cancel it) rather than starting work.
 * @param {string | undefined} method
 * @param {string | undefined} rawUrl the request line's target
 */
export function isStatusRead(method, rawUrl) {
  if (method !== 'GET' && method !== 'DELETE') return false;
  let path;
  try {
    path = new URL(rawUrl ?? '', 'http://127.0.0.1').pathname.replace(/(.)\/+$/, '$1');
  } catch {
    return false;
  }
  return STATUS_READS.some((pattern) => pattern.test(path));
}

/**
 * The two buckets, and which one a request takes from.
 * @param {{ now?: () => number }} [options]
 */
export function createLimits({ now } = {}) {
  const work = createTokenBucket({ ...WORK_RATE, now });
  const status = createTokenBucket({ ...STATUS_RATE, now });
  return {
    /**
     * @param {string | undefined} method
     * @param {string | undefined} rawUrl
     * @returns {Taken & { kind: 'work' | 'status', perSecond: number }}
     */
    take(method, rawUrl) {
      const statusRead = isStatusRead(method, rawUrl);
      const bucket = statusRead ? status : work;
      return { ...bucket.take(), kind: statusRead ? 'status' : 'work', perSecond: bucket.perSecond };
    },
  };
}
