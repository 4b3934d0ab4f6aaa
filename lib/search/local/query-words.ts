import type { SearchSpec } from '@/lib/api/schemas/search-spec';

/**
 * The words sent to the engine: the query, then the sites to keep as `site:` words (bare, joined
 * by OR, as the service sends them: some engines do not read a parenthesis) or those to leave out
 * as `-site:` words, which every common engine reads.
 */
export function queryWords(spec: Pick<SearchSpec, 'query' | 'includeDomains' | 'excludeDomains'>): string {
  const words = [spec.query];
  if (spec.includeDomains?.length) words.push(spec.includeDomains.map((d) => `site:${d}`).join(' OR '));
  if (spec.excludeDomains?.length) words.push(spec.excludeDomains.map((d) => `-site:${d}`).join(' '));
  return words.join(' ');
}
