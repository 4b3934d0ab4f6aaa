import { useEffect, useState } from 'preact/hooks';
import type { SearchNeeds } from '@/lib/permissions/search-access';
import { seenEngine } from '@/lib/search/local/seen-engine';
import { engineSearchUrl } from '@/lib/settings/search-engine-setting';
import { getSettings, watchSettings } from '@/lib/settings/settings-store';

/**
 * What a search in this browser will ask for, known before the click (a permission prompt needs
 * the click itself): the engine the user set, or the browser's own and the site it was last seen on.
 */
export function useSearchNeeds(): SearchNeeds | undefined {
  const [needs, setNeeds] = useState<SearchNeeds>();
  useEffect(() => {
    let live = true;
    const load = async (template: string) => {
      const next: SearchNeeds = template
        ? { browserEngine: false, engineUrl: engineSearchUrl(template, 'search') }
        : { browserEngine: true, engineUrl: (await seenEngine())?.origin };
      if (live) setNeeds(next);
    };
    void getSettings().then((settings) => load(settings.searchEngine));
    const stop = watchSettings((settings) => void load(settings.searchEngine));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return needs;
}
