// Which addresses a crawl (or map) takes, and when two addresses are the same page.
export interface ScopeOptions {
  includePaths?: string[];
  excludePaths?: string[];
  regexOnFullURL?: boolean;
  crawlEntireDomain?: boolean;
  allowSubdomains?: boolean;
  allowExternalLinks?: boolean;
  ignoreQueryParameters?: boolean;
}

export type Place = 'site' | 'subdomain' | 'external';

export interface Scope {
  /** The address a page is known by: no fragment, and no query with ignoreQueryParameters. */
  key(url: URL): string;
  place(url: URL): Place;
  /** Whether the crawl reads this address (host, path and include/exclude patterns). */
  accepts(url: URL): boolean;
}

export function crawlScope(start: URL, o: ScopeOptions): Scope {
  const domain = start.hostname.replace(/^www\./, '');
  // Without crawlEntireDomain only the start page and what lies below it.
  const below = start.pathname.replace(/\/+$/, '');
  const include = (o.includePaths ?? []).map((p) => new RegExp(p));
  const exclude = (o.excludePaths ?? []).map((p) => new RegExp(p));
  const place = (url: URL): Place =>
    url.hostname === domain || url.hostname === `www.${domain}`
      ? 'site'
      : url.hostname.endsWith(`.${domain}`)
        ? 'subdomain'
        : 'external';
  return {
    key(url) {
      const copy = new URL(url);
      copy.hash = '';
      if (o.ignoreQueryParameters) copy.search = '';
      return copy.href;
    },
    place,
    accepts(url) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      const where = place(url);
      if (where === 'subdomain' && !o.allowSubdomains) return false;
      if (where === 'external' && !o.allowExternalLinks) return false;
      const path = url.pathname;
      if (where !== 'external' && !o.crawlEntireDomain && below && path !== below && !path.startsWith(`${below}/`))
        return false;
      const target = o.regexOnFullURL ? url.href : path;
      if (exclude.some((r) => r.test(target))) return false;
      return include.length === 0 || include.some((r) => r.test(target));
    },
  };
}

/** The value as a URL, or undefined when it is none. */
export function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
