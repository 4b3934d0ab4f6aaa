import { t } from '@/lib/i18n/t';

// What a program on the relay may not do, though Chrome's debugger would let the extension: the
// relay reaches one tab, so nothing that reads or changes the user's other sites (every cookie,
// other origins' storage and caches, a browser-wide trace, a fetch with the user's cookies outside
// the page), and nothing that needs the user's own yes (a download path, a file set into an input)
// unless the session's owner says yes. Each refusal is a protocol error in words.

/** Refused whatever the arguments: each reaches past the tab. */
const BEYOND_TAB = new Set([
  'Network.getAllCookies',
  'Network.clearBrowserCookies',
  'Network.clearBrowserCache',
  'Network.loadNetworkResource',
  'Page.crash',
]);
/** Whole domains refused: other origins' storage and caches, browser-wide traces. */
const BEYOND_TAB_DOMAINS = new Set(['Storage', 'CacheStorage', 'Tracing']);
/** Of those domains, what stays within the page. */
const WITHIN_TAB = new Set(['Storage.getStorageKeyForFrame', 'Storage.getStorageKey']);

/** What the session's owner may be asked (consent lives with the interact session, not here). */
export interface SessionChecks {
  /** Words refusing a navigation of the tab to `url`, or undefined to let it go. */
  navigation?(url: string): Promise<string | undefined>;
  /** Words refusing files set into an input (an upload), or undefined to allow it; absent: refused. */
  upload?(files: readonly string[]): Promise<string | undefined>;
}

export interface PolicyContext extends SessionChecks {
  /** The tab's address now, for the cookie commands. */
  pageUrl(): Promise<string | undefined>;
}

const isIp = (host: string) => /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');

/**
 * The same site, near enough without the public suffix list: the same host, or one a subdomain of
 * the other (www.example.com and example.com); an IP address only itself.
 */
export function sameSite(host: string, pageHost: string): boolean {
  const a = host.toLowerCase().replace(/^\./, '');
  const b = pageHost.toLowerCase();
  if (a === '' || b === '') return false;
  if (a === b) return true;
  if (isIp(a) || isIp(b)) return false;
  return a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
};

type CookieTarget = { url?: unknown; domain?: unknown };

/** The host a cookie command names (by `url` or `domain`), or undefined when it names none. */
function cookieHost({ url, domain }: CookieTarget): string | undefined {
  if (typeof url === 'string') return hostOf(url);
  if (typeof domain === 'string' && domain !== '') return domain;
  return undefined;
}

/** The hosts of the sites a command's cookies belong to, or undefined when it touches no cookie by site. */
function cookieHosts(method: string, params: Record<string, unknown>): (string | undefined)[] | undefined {
  switch (method) {
    case 'Network.getCookies':
      // Without urls: the page's and its frames' own, which is the tab's.
      return Array.isArray(params.urls)
        ? params.urls.map((url) => (typeof url === 'string' ? hostOf(url) : undefined))
        : [];
    case 'Network.setCookie':
    case 'Network.deleteCookies':
      return [cookieHost(params)];
    case 'Network.setCookies':
      return Array.isArray(params.cookies)
        ? params.cookies.map((cookie) => cookieHost(cookie as CookieTarget))
        : [undefined];
    default:
      return undefined;
  }
}

/** Words refusing the command on a page's session, or undefined to send it to Chrome. */
export async function refusal(
  method: string,
  params: Record<string, unknown>,
  context: PolicyContext,
): Promise<string | undefined> {
  const domain = method.split('.')[0] ?? '';
  if (BEYOND_TAB.has(method) || (BEYOND_TAB_DOMAINS.has(domain) && !WITHIN_TAB.has(method))) {
    return t('cdpRelay_refusedBeyondTab', method);
  }
  if (method === 'Page.setDownloadBehavior') return t('cdpRelay_refusedDownloads', method);
  if (method === 'Page.navigate' && typeof params.url === 'string' && context.navigation) {
    return context.navigation(params.url);
  }
  if (method === 'DOM.setFileInputFiles') {
    const files = Array.isArray(params.files)
      ? params.files.filter((file): file is string => typeof file === 'string')
      : [];
    return context.upload ? context.upload(files) : t('cdpRelay_refusedUpload', method);
  }
  const hosts = cookieHosts(method, params);
  if (hosts === undefined || hosts.length === 0) return undefined;
  const pageHost = hostOf((await context.pageUrl()) ?? '') ?? '';
  const at = hosts.findIndex((host) => host === undefined || !sameSite(host, pageHost));
  if (at === -1) return undefined;
  return t('cdpRelay_refusedCookieSite', method, hosts[at] ?? '?', pageHost || '?');
}
