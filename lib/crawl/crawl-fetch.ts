import { fetchBytesWith, type FetchBytes } from '@/lib/engines/local/document/fetch-bytes';

// What a crawl fetches itself (robots.txt, sitemaps): with the user's cookies, as the tab would, so
// a site behind a login answers the crawl as it answers the user. Bounded in size and in time. (A
// document it meets is the local engine's to fetch: lib/engines/local/document/.)

const DEADLINE_MS = 30_000;

const withCookies = fetchBytesWith((input, init) => fetch(input, init), { credentials: 'include', redirect: 'follow' });

/** robots.txt and sitemaps as a crawl reads them: with the user's cookies, bounded in size and in time. */
export const crawlFetchBytes: FetchBytes = (url, { maxBytes, signal }) =>
  withCookies(url, {
    maxBytes,
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(DEADLINE_MS)]) : AbortSignal.timeout(DEADLINE_MS),
  });
