/** What a request was for, so tests can keep page reads apart from robots, sitemaps and images. */
export type HitKind = 'page' | 'document' | 'robots' | 'sitemap' | 'asset';

/** One request the site received. */
export interface CrawlSiteHit {
  method: string;
  /** Path and query exactly as requested ('/docs/reference/filters?b=2&a=1'). */
  path: string;
  /** When it arrived, in ms since the site started (monotonic clock). */
  at: number;
  /** A Cookie header was sent at all. */
  cookie: boolean;
  /** The Cookie header held the login cookie. */
  loggedIn: boolean;
  userAgent: string;
  /** Sec-Fetch-Dest as sent by browsers ('document' for a tab's navigation, 'empty' for fetch). */
  fetchDest?: string;
  kind: HitKind;
  /** Filled in when the answer is written (after the latency). */
  status?: number;
  /** When the answer was written, in ms since the site started. */
  answeredAt?: number;
  /** Location of a redirect answer. */
  location?: string;
  /** An earlier answer redirected here: the hop of a redirect chain, not a new request of the crawl's. */
  followsRedirect: boolean;
}

export function hitKind(pathname: string): HitKind {
  if (pathname === '/robots.txt') return 'robots';
  if (/^\/sitemap|\.xml(\.gz)?$/.test(pathname)) return 'sitemap';
  if (/\.(?:pdf|docx)$/.test(pathname) || pathname.startsWith('/download/')) return 'document';
  if (pathname.startsWith('/static/') || pathname === '/favicon.ico') return 'asset';
  return 'page';
}

/** True when a recent redirect (within 5 s) pointed at `path` and no hit has followed it yet. */
export function followsRedirect(hits: readonly CrawlSiteHit[], path: string, now: number): boolean {
  const recent = hits.filter((hit) => now - hit.at < 5000);
  const pointedHere = recent.filter((hit) => hit.location === path).length;
  const followed = recent.filter((hit) => hit.followsRedirect && hit.path === path).length;
  return pointedHere > followed;
}
