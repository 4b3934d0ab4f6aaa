import { useEffect, useState } from 'preact/hooks';
import type { Engine } from '@/lib/jobs/job-schema';
import { watchHasApiKey } from '@/lib/settings/api-key-store';
import { getSettings, watchSettings } from '@/lib/settings/settings-store';
import { resolveEngine } from './engine-choice';

/**
 * The engine the panel's Scrape button and drop zone will use, kept current when the default
 * engine setting or the key changes (undefined until first known). What the button says is what
 * the click does: the same value starts the job.
 */
export function useDefaultEngine(): Engine | undefined {
  const [engine, setEngine] = useState<Engine>();
  useEffect(() => {
    let live = true;
    const update = () => void getSettings().then((s) => resolveEngine(s.engine)).then((e) => live && setEngine(e), () => live && setEngine('local'));
    update();
    const stopSettings = watchSettings(update);
    const stopKey = watchHasApiKey(update);
    return () => {
      live = false;
      stopSettings();
      stopKey();
    };
  }, []);
  return engine;
}
