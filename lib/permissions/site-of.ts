import { httpUrlOf } from '@/lib/api/schemas/http-url-rule';

/**
 * The site a consent is given for: the address's host (hostname, and the port when it is not the
 * scheme's default), lower case. http and https share it: the user says yes to a site, not a scheme.
 */
export const siteOf = (url: string): string | undefined => httpUrlOf(url)?.host.toLowerCase();

/** A host as a site: `www.` is the same site, as the service treats it (a crawl's scope too). */
export const siteHost = (host: string) => host.replace(/^www\./, '');

/** The sites of some addresses, each once, in the order first met. */
export const sitesOf = (urls: readonly string[]): string[] => [
  ...new Set(urls.map(siteOf).filter((site): site is string => site !== undefined)),
];
