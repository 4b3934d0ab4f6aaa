import type { MapLink } from '@/lib/crawl/map-schema';

/**
 * The map's search, as the service describes it: the addresses that contain the words, ordered
 * by relevance (words in the path count more than in the title). Without words, all in order.
 */
export function filterMapLinks(links: readonly MapLink[], search: string | undefined, limit: number): MapLink[] {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return links.slice(0, limit);
  const scored = links.flatMap((link, order) => {
    const path = readable(link.url).toLowerCase();
    const text = `${link.title ?? ''} ${link.description ?? ''}`.toLowerCase();
    let score = 0;
    for (const word of words) score += path.includes(word) ? 2 : text.includes(word) ? 1 : 0;
    return score ? [{ link, score, order }] : [];
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map((s) => s.link);
}

function readable(url: string): string {
  const { pathname, search } = new URL(url);
  try {
    return decodeURIComponent(pathname + search);
  } catch {
    return pathname + search;
  }
}
