import { engineSearchUrl } from '@/lib/settings/search-engine-setting';
import { getSettings } from '@/lib/settings/settings-store';
import { seenEngine } from '@/lib/search/local/seen-engine';

/**
 * The address a search in this browser sends its query to, as far as it is known before it runs:
 * the engine the user set (with this query), or the site the browser's own engine was last seen
 * on. Undefined when the browser's engine has not been used yet.
 */
export async function searchEngineSite(query: string): Promise<string | undefined> {
  const { searchEngine } = await getSettings();
  if (searchEngine) return engineSearchUrl(searchEngine, query);
  return (await seenEngine())?.origin;
}
