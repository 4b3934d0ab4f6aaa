import { httpUrlOf, httpUrlProblem } from '@/lib/api/schemas/http-url-rule';
import { siteHost } from '@/lib/permissions/site-of';
import { compilePathPatterns } from '@/lib/crawl/path-patterns';
import { t } from '@/lib/i18n/t';

/** The v2 crawl options that decide which addresses belong to a crawl, by their v2 names. */
export interface ScopeSpec {
  url: string;
  includePaths?: string[];
  excludePaths?: string[];
  regexOnFullURL?: boolean;
  crawlEntireDomain?: boolean;
  allowSubdomains?: boolean;
  allowExternalLinks?: boolean;
}

/** Why an address is out of a crawl (each has a `crawl_scope_<reason>` message). */
export type ScopeReason =
  'scheme' | 'external' | 'externalHome' | 'subdomain' | 'notChild' | 'excluded' | 'notIncluded';

export type ScopeAnswer = { ok: true } | { ok: false; reason: ScopeReason };

export interface CrawlScope {
  /** Whether `url`, found on `fromUrl` (none for the start address and sitemaps), is read. */
  (url: string, fromUrl?: string): ScopeAnswer;
  /** Whether the links of a page are followed: not those of an external page (one hop). */
  followLinksOf(url: string): boolean;
}

/** The words for a reason, for the list of skipped addresses. */
export const scopeReasonText = (reason: ScopeReason): string => t(`crawl_scope_${reason}`);

const OK: ScopeAnswer = { ok: true };
const no = (reason: ScopeReason): ScopeAnswer => ({ ok: false, reason });

/**
 * v2's meanings (the /crawl request's descriptions in the OpenAPI document):
 * - the site is the start address's host, with or without `www.`; `allowSubdomains` adds the hosts
 *   under it (`a.docs.example.com` for `docs.example.com`: with no public-suffix list, the hosts
 *   beside it are not guessed);
 * - `allowExternalLinks`: a page of another site is read when a page of the site links to it, and
 *   its own links are not followed; another site's home page (no path) is skipped;
 * - `crawlEntireDomain` false: only the start path and the paths under it, by whole segments
 *   (`/docs` has `/docs/a`, not `/docsearch`), on the site itself;
 * - `includePaths`/`excludePaths` are regexes tested on the pathname, or on the whole address with
 *   `regexOnFullURL`; exclude wins; the start address is checked like any other, so a start that
 *   no include matches leaves an empty crawl, as the service's does.
 */
export function crawlScope(spec: ScopeSpec): CrawlScope {
  const start = httpUrlOf(spec.url);
  if (!start) throw new Error(httpUrlProblem(spec.url.trim()));
  const site = siteHost(start.hostname);
  const basePath = start.pathname.replace(/\/+$/, '');
  const includes = compilePathPatterns(spec.includePaths);
  const excludes = compilePathPatterns(spec.excludePaths);

  const hostKind = (url: URL): 'site' | 'subdomain' | 'external' => {
    const host = siteHost(url.hostname);
    if (host === site) return 'site';
    return host.endsWith(`.${site}`) ? 'subdomain' : 'external';
  };
  const onSite = (url: URL) => {
    const kind = hostKind(url);
    return kind === 'site' || (kind === 'subdomain' && Boolean(spec.allowSubdomains));
  };
  const followLinksOf = (url: string) => {
    const parsed = httpUrlOf(url);
    return parsed !== undefined && onSite(parsed);
  };

  const scope = (url: string, fromUrl?: string): ScopeAnswer => {
    const parsed = httpUrlOf(url);
    if (!parsed) return no('scheme');
    const kind = hostKind(parsed);
    if (kind === 'subdomain' && !spec.allowSubdomains) return no('subdomain');
    if (kind === 'external') {
      if (!spec.allowExternalLinks || fromUrl === undefined || !followLinksOf(fromUrl)) return no('external');
      if (parsed.pathname === '/' && !parsed.search) return no('externalHome');
    }
    if (kind === 'site' && !spec.crawlEntireDomain && !isUnder(parsed.pathname, basePath)) return no('notChild');
    const tested = spec.regexOnFullURL ? parsed.href : parsed.pathname;
    if (excludes.some((pattern) => pattern.test(tested))) return no('excluded');
    if (includes.length && !includes.some((pattern) => pattern.test(tested))) return no('notIncluded');
    return OK;
  };
  return Object.assign(scope, { followLinksOf });
}

/** `path` is `base` or below it, segment by segment; every path is under the root (`''`). */
const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`) || base === '';
