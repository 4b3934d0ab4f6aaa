import robotsParser from 'robots-parser';
import type { FetchBytes } from '@/lib/engines/local/document/fetch-bytes';

/** The product token robots.txt groups name the crawler by; a file without its group applies `*`. */
export const ROBOTS_PRODUCT_TOKEN = 'WebDataExtractor';

/** Google reads the first 500 KiB of a robots.txt and ignores the rest. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

export interface RobotsRules {
  /** Whether the crawler may read an address of this origin (others' own robots.txt decides theirs: true). */
  isAllowed(url: string): boolean;
  /** The crawl-delay of the group that applies, in seconds. */
  crawlDelaySeconds?: number;
  /** The file's `Sitemap:` lines, as written. */
  sitemaps: string[];
  /**
   * How the file answered: `rules` (read), `none` (no file: every page allowed), `unreachable`
   * (a server error, 429 or no answer: no page allowed, for now). `status` is the HTTP status, when there was one.
   */
  source: 'rules' | 'none' | 'unreachable';
  status?: number;
}

const allowAll = (status: number): RobotsRules => ({ isAllowed: () => true, sitemaps: [], source: 'none', status });
const disallowAll = (status?: number): RobotsRules => ({
  isAllowed: () => false,
  sitemaps: [],
  source: 'unreachable',
  status,
});

/**
 * An origin's robots.txt, answered as Google documents
 * (developers.google.com/search/docs/crawling-indexing/robots/robots_txt):
 * - 2xx: the rules, from the first 500 KiB (a line cut at the limit is dropped);
 * - 4xx other than 429 (404, 410, and 401/403 too): as if there were no file, every page allowed;
 * - 429, 5xx, or no answer at all (network error): the whole site disallowed for now; Google
 *   retries and, after a long outage, falls back to allowing all; a crawl asks again next time;
 * - redirects are followed by fetch.
 * An abort rejects (it says nothing about the site).
 */
export async function loadRobots(origin: string, fetchBytes: FetchBytes, signal?: AbortSignal): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  let answer;
  try {
    answer = await fetchBytes(robotsUrl, { maxBytes: ROBOTS_MAX_BYTES, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return disallowAll();
  }
  const { status } = answer;
  if (status === 429 || status >= 500) return disallowAll(status);
  if (status >= 400) return allowAll(status);
  if (status < 200 || status >= 300) return disallowAll(status);
  let text = new TextDecoder().decode(answer.bytes);
  if (answer.truncated) text = text.slice(0, Math.max(0, text.search(/[\r\n][^\r\n]*$/)));
  const robots = robotsParser(robotsUrl, text);
  const delay = robots.getCrawlDelay(ROBOTS_PRODUCT_TOKEN);
  return {
    isAllowed: (url) => robots.isAllowed(url, ROBOTS_PRODUCT_TOKEN) ?? true,
    crawlDelaySeconds: delay !== undefined && Number.isFinite(delay) && delay > 0 ? delay : undefined,
    sitemaps: robots.getSitemaps(),
    source: 'rules',
    status,
  };
}
