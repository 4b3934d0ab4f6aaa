// PLACEHOLDER: replaced by branch crawl-prims.
export const sitemapCandidates = (origin: string, robotsSitemaps: string[]): string[] =>
  robotsSitemaps.length ? robotsSitemaps : [`${origin}/sitemap.xml`];
export async function readSitemaps(
  _urls: string[],
  _fetchBytes: (url: string) => Promise<{ status: number; bytes: Uint8Array }>,
  _opts: { limit: number; signal: AbortSignal; maxFiles: number },
): Promise<{ url: string; lastmod?: string }[]> {
  return [];
}
