// PLACEHOLDER: replaced by branch crawl-prims.
export interface Robots {
  isAllowed(url: string): boolean;
  crawlDelaySeconds?: number;
  sitemaps: string[];
}
export async function loadRobots(
  _origin: string,
  _fetchText: (url: string) => Promise<{ status: number; text: string }>,
  _signal: AbortSignal,
): Promise<Robots> {
  return { isAllowed: () => true, sitemaps: [] };
}
