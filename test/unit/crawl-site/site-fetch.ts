import { LOGIN_COOKIE_NAME, LOGIN_COOKIE_VALUE } from '../../server/crawl-site/index';

export const LOGGED_IN = { cookie: `${LOGIN_COOKIE_NAME}=${LOGIN_COOKIE_VALUE}` };

/** One request without following redirects, so each hop can be checked. */
export function fetchOnce(origin: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(origin + path, { redirect: 'manual', headers });
}

/** The raw HTML of a page as the server sends it (no script run), with the login cookie. */
export async function rawHtml(origin: string, path: string): Promise<string> {
  const response = await fetchOnce(origin, path, LOGGED_IN);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** Every href in a page's raw HTML, resolved against the page's own address. */
export function hrefsIn(html: string, pageUrl: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&'), pageUrl).href);
}
