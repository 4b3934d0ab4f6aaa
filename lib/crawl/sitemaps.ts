import { httpUrlOf } from '@/lib/api/schemas/http-url-rule';
import { readUpTo, type FetchBytes } from '@/lib/engines/local/document/fetch-bytes';
import { parseSitemap, type SitemapEntry } from '@/lib/crawl/sitemap-text';
import { t } from '@/lib/i18n/t';

export type { SitemapEntry };

export interface SitemapOptions {
  /** At most this many addresses, in all. */
  limit: number;
  /** At most this many files read, indexes included (default 50). */
  maxFiles?: number;
  signal?: AbortSignal;
  /** A file that was not read, and why in words: a missing `/sitemap.xml` is common and harmless. */
  onSkip?(url: string, why: string): void;
}

/** The sitemap protocol's limit on a file, uncompressed. */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
export const DEFAULT_MAX_SITEMAP_FILES = 50;

/**
 * The addresses the sitemaps list, as they are read: `<urlset>` files, `<sitemapindex>` files
 * (their sitemaps read after, breadth first, each file once), and plain-text files (one address
 * per line). Gzip is told by its first bytes, whatever the name or headers said. An index only
 * names sitemaps of its own host, as the protocol requires. Addresses are not de-duplicated: the
 * crawl's key does that.
 */
export async function* readSitemaps(
  urls: string[],
  fetchBytes: FetchBytes,
  options: SitemapOptions,
): AsyncGenerator<SitemapEntry> {
  const maxFiles = options.maxFiles ?? DEFAULT_MAX_SITEMAP_FILES;
  const queue = [...urls];
  const seen = new Set<string>();
  let files = 0;
  let listed = 0;
  for (let url = queue.shift(); url !== undefined && listed < options.limit; url = queue.shift()) {
    const address = httpUrlOf(url);
    if (!address) continue;
    address.hash = '';
    if (seen.has(address.href)) continue;
    seen.add(address.href);
    if (files++ >= maxFiles) {
      // Said once, for the first file left: the rest are left for the same reason.
      options.onSkip?.(address.href, t('crawl_sitemapTooMany', maxFiles));
      return;
    }
    const text = await readSitemapText(address.href, fetchBytes, options);
    if (text === undefined) continue;
    const sitemap = parseSitemap(text);
    if (!sitemap) {
      options.onSkip?.(address.href, t('crawl_sitemapNotASitemap'));
      continue;
    }
    for (const child of sitemap.sitemaps) {
      const childUrl = httpUrlOf(child);
      if (childUrl?.hostname === address.hostname) queue.push(childUrl.href);
    }
    for (const entry of sitemap.urls) {
      if (!httpUrlOf(entry.url)) continue;
      yield entry;
      if (++listed >= options.limit) return;
    }
  }
}

/** A sitemap file as text, inflated when gzipped; undefined (said through onSkip) when it cannot be read. */
async function readSitemapText(url: string, fetchBytes: FetchBytes, options: SitemapOptions) {
  const skip = (why: string) => void options.onSkip?.(url, why);
  let answer;
  try {
    answer = await fetchBytes(url, { maxBytes: SITEMAP_MAX_BYTES, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return skip(t('crawl_sitemapUnreachable'));
  }
  if (answer.status < 200 || answer.status >= 300) return skip(t('crawl_sitemapStatus', answer.status));
  if (answer.truncated) return skip(t('crawl_sitemapTooLarge'));
  let bytes = answer.bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      const inflated = await gunzip(bytes);
      if (inflated.truncated) return skip(t('crawl_sitemapTooLarge'));
      bytes = inflated.bytes;
    } catch {
      return skip(t('crawl_sitemapBadGzip'));
    }
  }
  return new TextDecoder().decode(bytes);
}

/** Inflates with the platform's DecompressionStream (service workers, Firefox 113+, Node 18+), up to the limit. */
function gunzip(bytes: Uint8Array) {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return readUpTo(stream, SITEMAP_MAX_BYTES);
}

/**
 * The sitemaps to try for an origin: robots.txt's `Sitemap:` lines when it has any, else the
 * two usual places.
 */
export function sitemapCandidates(origin: string, robotsSitemaps: readonly string[]): string[] {
  const listed = robotsSitemaps.flatMap((line) => {
    try {
      const url = new URL(line.trim(), origin);
      return httpUrlOf(url.href) ? [url.href] : [];
    } catch {
      return [];
    }
  });
  if (listed.length) return [...new Set(listed)];
  return [new URL('/sitemap.xml', origin).href, new URL('/sitemap_index.xml', origin).href];
}
