import { CORPUS } from '../search-engines/corpus';

// What the contract server's search finds: the pages of the search fixtures' corpus, each on a
// public-looking host of its own whose path (/r/<slug>) the fixture origin serves, so a result can
// be scraped (scrape's `fixtureOrigin`). The first six are news too, with a date; every page has
// a picture.
export interface IndexedPage {
  url: string;
  host: string;
  title: string;
  description: string;
  text: string;
  date?: string;
}

export const INDEX: readonly IndexedPage[] = CORPUS.map((page, i) => {
  const host = `www.${page.slug}.example`;
  return {
    url: `https://${host}/r/${page.slug}`,
    host,
    title: page.title,
    description: page.description,
    text: [page.title, page.description, ...page.paragraphs].join(' ').toLowerCase(),
    ...(i < 6 && { date: `${i + 1} days ago` }),
  };
});

const words = (query: string) =>
  query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 1 && !/^-?(site|filetype):/.test(w) && w !== 'or');

/** The pages holding a word of the query, the most words first (the index's order among equals). */
export function findPages(query: string): IndexedPage[] {
  const wanted = words(query);
  return INDEX.map((page) => ({ page, score: wanted.filter((w) => page.text.includes(w)).length }))
    .filter((found) => found.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((found) => found.page);
}
