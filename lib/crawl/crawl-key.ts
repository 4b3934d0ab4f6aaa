// PLACEHOLDER: replaced by branch crawl-prims.
export function crawlKey(url: string, opts: { ignoreQueryParameters: boolean }): string | undefined {
  try {
    const u = new URL(url);
    if (!/^https?:$/.test(u.protocol)) return undefined;
    u.hash = '';
    if (opts.ignoreQueryParameters) u.search = '';
    return u.href.replace(/\/$/, '');
  } catch {
    return undefined;
  }
}
