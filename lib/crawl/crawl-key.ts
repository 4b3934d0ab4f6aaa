import { httpUrlOf } from '@/lib/api/schemas/http-url-rule';

export interface CrawlKeyOptions {
  /** v2's ignoreQueryParameters: a path is one page whatever its query. */
  ignoreQueryParameters: boolean;
}

/** Parameters that say where a visitor came from, never what the page shows. */
const TRACKING = /^(?:utm_.*|fbclid|gclid)$/i;

/**
 * The one rule of "same page" for a crawl: two addresses with the same key are read once. The key
 * is itself an address that loads the page:
 * - http(s) only (anything else has no key); scheme and host in lower case, the default port
 *   dropped, the fragment dropped (the URL parser does these, and resolves `.`/`..`);
 * - the path's repeated slashes collapsed and its trailing slash dropped, except the root's
 *   (`/docs//a/` is `/docs/a`);
 * - percent-escapes in upper case, and escaped unreserved characters (letters, digits, `-._~`)
 *   written plainly (RFC 3986 §6.2.2), in the path and the query;
 * - the query's `utm_*`, `fbclid` and `gclid` dropped, empty pairs dropped, the rest sorted by
 *   name (stable: one name's values keep their order), an empty `?` dropped; with
 *   `ignoreQueryParameters`, the whole query dropped.
 * Pairs keep their own spelling (not re-encoded as a form would), so the key asks the server for
 * what the address did.
 */
export function crawlKey(url: string, opts: CrawlKeyOptions): string | undefined {
  const parsed = httpUrlOf(url);
  if (!parsed) return undefined;
  const path = normalizeEscapes(parsed.pathname).replace(/\/{2,}/g, '/');
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  const query = opts.ignoreQueryParameters ? '' : keptQuery(parsed.search);
  const user = parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@` : '';
  return `${parsed.protocol}//${user}${parsed.host}${trimmed}${query}`;
}

function keptQuery(search: string): string {
  const pairs = search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => ({ pair: normalizeEscapes(pair), name: pairName(pair) }))
    .filter(({ name }) => !TRACKING.test(name));
  // Array.prototype.sort is stable: equal names keep their order.
  pairs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return pairs.length ? `?${pairs.map(({ pair }) => pair).join('&')}` : '';
}

/** A pair's name as a form reads it (`+` a space, escapes decoded), for filtering and sorting only. */
function pairName(pair: string): string {
  const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** `%7e` → `~`, `%2f` → `%2F`: one spelling for each escape. */
const normalizeEscapes = (text: string): string =>
  text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
