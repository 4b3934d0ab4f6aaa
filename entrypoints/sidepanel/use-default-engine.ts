import { useEffect, useState } from 'preact/hooks';
import { defaultEngine } from '@/lib/engines/default-engine';
import type { Engine } from '@/lib/jobs/job-schema';
import { ask } from '@/lib/app/ask';
import { usableKey, watchApiKey } from '@/lib/settings/api-key-store';
import type { EngineChoice } from '@/lib/settings/settings-schema';
import { getSettings, watchSettings } from '@/lib/settings/settings-store';

/**
 * The engine the panel's Scrape button, drop zone and batch chooser will use, kept current when
 * the default engine setting or the key changes (undefined until first known). What the button
 * says is what the click does: the same value starts the job. The setting and the key's presence
 * are read once; after that the watchers' own values are used.
 */
export const useDefaultEngine = (): Engine | undefined => useEngineFacts().engine;

/**
 * The default engine and whether a usable key is set (a view offering the remote engine needs
 * both): a key the service refused counts as none until a check passes.
 */
export function useEngineFacts(): { engine?: Engine; hasKey?: boolean } {
  const [facts, setFacts] = useState<{ engine?: Engine; hasKey?: boolean }>({});
  useEffect(() => {
    let live = true;
    let setting: EngineChoice | undefined;
    let hasKey: boolean | undefined;
    const show = () =>
      live &&
      setting !== undefined &&
      hasKey !== undefined &&
      setFacts({ engine: defaultEngine(setting, hasKey), hasKey });
    void Promise.all([getSettings(), ask('apiKeyStatus', {})]).then(
      ([settings, status]) => {
        setting ??= settings.engine;
        hasKey ??= usableKey(status);
        show();
      },
      () => live && setFacts({ engine: 'local', hasKey: false }),
    );
    const stopSettings = watchSettings((settings) => {
      if (settings.engine === setting) return;
      setting = settings.engine;
      show();
    });
    const stopKey = watchApiKey((state) => {
      hasKey = usableKey(state);
      show();
    });
    return () => {
      live = false;
      stopSettings();
      stopKey();
    };
  }, []);
  return facts;
}
