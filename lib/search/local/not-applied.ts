import { typeOf } from '@/lib/api/schemas/search';
import type { SearchSpec } from '@/lib/api/schemas/search-spec';

/**
 * The options a search in this browser cannot apply, by their names: the engine's own settings
 * (language, region, safe search) decide them, and it reads web results only. The country the
 * service takes by default (us) is no request of the user's and is not named.
 */
export function notApplied(spec: SearchSpec): string[] {
  const names: string[] = [];
  if (spec.tbs) names.push('tbs');
  if (spec.location) names.push('location');
  if (spec.country && spec.country.toLowerCase() !== 'us') names.push('country');
  if (spec.categories?.length) names.push(`categories (${spec.categories.map(typeOf).join(', ')})`);
  if (spec.safe !== undefined) names.push('safe');
  for (const source of spec.sources ?? []) {
    const type = typeOf(source);
    if (type !== 'web') names.push(`sources: ${type}`);
    else if (typeof source === 'object' && 'tbs' in source && (source.tbs || source.location))
      names.push('sources: web (tbs, location)');
  }
  return names;
}
