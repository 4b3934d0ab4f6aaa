import { isHttpProtocol } from '@/lib/api/schemas/http-url-rule';

/**
 * A pasted list of addresses: one or more per line (separated by spaces, commas or tabs), each
 * http(s) address once in the order given; anything else is returned apart so it can be named.
 */
export function parseUrlList(text: string): { urls: string[]; rejected: string[] } {
  const urls: string[] = [];
  const seen = new Set<string>();
  const rejected: string[] = [];
  for (const token of text
    .split(/[\s,]+/)
    .map((s) => s.trim().replace(/^<|>$/g, ''))
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(token) ? token : `https://${token}`);
    } catch {
      url = undefined;
    }
    if (!url || !isHttpProtocol(url) || (!url.hostname.includes('.') && url.hostname !== 'localhost')) {
      rejected.push(token);
      continue;
    }
    if (!seen.has(url.href)) {
      seen.add(url.href);
      urls.push(url.href);
    }
  }
  return { urls, rejected };
}
