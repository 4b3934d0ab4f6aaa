import { ApiError } from '@/lib/api/api-error';
import { fetchBytesWith, type FetchBytes } from '@/lib/crawl/fetch-bytes';
import { t } from '@/lib/i18n/t';

// What a crawl fetches itself (robots.txt, sitemaps, documents): with the user's cookies, as the
// tab would, so a site behind a login answers the crawl as it answers the user. Bounded in size.

const DEADLINE_MS = 30_000;

export interface Fetched {
  status: number;
  url: string;
  contentType: string;
  bytes: Uint8Array;
}

/** GETs an address with the browser's cookies; refuses an answer over `maxBytes`. */
export async function crawlFetch(url: string, signal: AbortSignal, maxBytes: number): Promise<Fetched> {
  const response = await fetch(url, {
    credentials: 'include',
    redirect: 'follow',
    signal: AbortSignal.any([signal, AbortSignal.timeout(DEADLINE_MS)]),
  });
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ApiError({ kind: 'too-large', message: t('crawl_fileTooLarge', url) });
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new ApiError({ kind: 'too-large', message: t('crawl_fileTooLarge', url) });
  return {
    status: response.status,
    url: response.url || url,
    contentType: response.headers.get('content-type') ?? '',
    bytes,
  };
}

const withCookies = fetchBytesWith((input, init) => fetch(input, init), { credentials: 'include', redirect: 'follow' });

/** robots.txt and sitemaps as a crawl reads them: with the user's cookies, bounded in size and in time. */
export const crawlFetchBytes: FetchBytes = (url, { maxBytes, signal }) =>
  withCookies(url, {
    maxBytes,
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(DEADLINE_MS)]) : AbortSignal.timeout(DEADLINE_MS),
  });
