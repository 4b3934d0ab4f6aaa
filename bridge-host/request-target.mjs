// What a request asks for: only the API's paths are relayed (/v1/, /v2/, and the service's
// unversioned /exchange/, which firecrawl-mcp's firecrawl_find_tools reads).

/**
 * @param {string | undefined} rawUrl the request line's target
 * @returns {{ path: string, query: Record<string, string | string[]> } | undefined}
 */
export function requestTarget(rawUrl) {
  // Only origin-form targets ("/v1/scrape?x=1"); "//host/…", absolute URLs and "*" are not the API.
  if (!rawUrl?.startsWith('/') || rawUrl.startsWith('//')) return undefined;
  let url;
  try {
    url = new URL(rawUrl, 'http://127.0.0.1');
  } catch {
    return undefined;
  }
  // The URL parser has resolved dot segments, so "/v1/../x" is "/x" here.
  if (!/^\/(?:v[12]|exchange)\//.test(url.pathname)) return undefined;
  // A repeated key becomes a list, as the service's query parser reads it.
  /** @type {Map<string, string | string[]>} */
  const query = new Map();
  for (const [key, value] of url.searchParams) {
    const seen = query.get(key);
    query.set(key, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
  }
  return { path: url.pathname, query: Object.fromEntries(query) };
}
