import type { MapLink } from '@/lib/crawl/map-schema';

/** The links whose address, title or description holds the text (any case); all for no text. */
export function filterLinks(links: readonly MapLink[], text: string): readonly MapLink[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return links;
  return links.filter((link) =>
    [link.url, link.title, link.description].some((part) => part?.toLowerCase().includes(needle)),
  );
}

/** Unticked addresses after ticking (all) or unticking (none) every one of `shown`. */
export function tickAll(unticked: ReadonlySet<string>, shown: readonly MapLink[], on: boolean): Set<string> {
  const next = new Set(unticked);
  for (const link of shown) {
    if (on) next.delete(link.url);
    else next.add(link.url);
  }
  return next;
}

/** What "Scrape these" hands on: the shown links still ticked. */
export const chosenLinks = (shown: readonly MapLink[], unticked: ReadonlySet<string>): MapLink[] =>
  shown.filter((link) => !unticked.has(link.url));
