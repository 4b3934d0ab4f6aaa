import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import { defaultEngine } from '@/lib/engines/default-engine';
import { askWarmTab } from '@/components/warm-tab/ask-warm-tab';
import type { Engine } from '@/lib/jobs/job-schema';
import { BatchEntry } from '@/entrypoints/popup/BatchEntry';
import { CrawlEntry } from '@/entrypoints/popup/CrawlEntry';
import { SearchEntry } from '@/entrypoints/popup/SearchEntry';
import { EngineChoice } from '@/entrypoints/popup/EngineChoice';
import { Onboarding } from '@/entrypoints/popup/Onboarding';
import { openOptions } from '@/entrypoints/popup/open-options';
import { ScrapeSection } from '@/entrypoints/popup/ScrapeSection';
import { keyStatus } from '@/entrypoints/popup/key-status';
import { afterChecks } from '@/entrypoints/popup/load-checks';
import { usePopupStart } from '@/entrypoints/popup/use-popup-start';

const useFileSection = lazyModule(afterChecks(() => import('@/entrypoints/popup/FileSection')));

export function App() {
  const { start, setStart, idle, checks } = usePopupStart();
  const [hasKey, setHasKey] = useState<boolean>();
  const [engine, setEngine] = useState<Engine>('local');
  const engineChosen = useRef(false);
  useLayoutEffect(() => {
    void keyStatus.then(setHasKey);
  }, []);
  // The engine follows the settings until the user picks one here.
  useEffect(() => {
    if (start && !engineChosen.current) setEngine(defaultEngine(start.settings.engine, hasKey ?? false));
  }, [start, hasKey]);
  // The converter is compiled in the tab while the user reads the popup: a first local scrape then
  // waits for the call alone. Once idle after the first paint, so the popup itself waits for none of it.
  const tabId = start?.tab.id;
  useEffect(() => {
    if (idle && hasKey !== undefined && engine === 'local' && tabId !== undefined) askWarmTab(tabId);
  }, [idle, hasKey, engine, tabId]);
  const choose = (e: Engine) => {
    engineChosen.current = true;
    setEngine(e);
  };

  // Onboarding depends on the key only before the user was onboarded.
  const ready = start && (start.settings.onboarded || hasKey !== undefined);
  // The file section (drop zone, staged files, parse form) loads after the scrape section
  // is on screen: the first paint, and the Scrape button, wait for none of it.
  const files = useFileSection(Boolean(ready) && idle).module;
  return (
    <main>
      <header class="bar">
        <h1>{t('extName')}</h1>
        <button type="button" onClick={openOptions}>
          {t('popup_settings')}
        </button>
      </header>
      <div class="entries">
        <BatchEntry tabId={start?.tab.id} />
        <CrawlEntry tabId={start?.tab.id} url={start?.tab.url} />
        <SearchEntry tabId={start?.tab.id} />
      </div>
      {checks.failed !== undefined && <Lazy state={checks}>{() => null}</Lazy>}
      {!ready ? (
        checks.failed === undefined && <p class="hint">{t('popup_loading')}</p>
      ) : !start.settings.onboarded && !hasKey ? (
        <Onboarding
          onDone={(saved) => {
            setStart({ ...start, settings: { ...start.settings, onboarded: true } });
            setHasKey(saved);
          }}
        />
      ) : (
        <>
          <EngineChoice engine={engine} hasKey={hasKey ?? false} onChange={choose} />
          <ScrapeSection
            tab={start.tab}
            engine={engine}
            hasKey={hasKey ?? false}
            defaults={start.settings.scrapeDefaults}
            defaultsValid={start.scrapeDefaultsValid}
            checks={checks.module}
            modelProvider={start.settings.modelProvider}
            onEngine={choose}
          />
          {files && (
            <files.FileSection
              tabId={start.tab.id}
              engine={engine}
              hasKey={hasKey ?? false}
              defaults={start.settings.parseDefaults}
              modelProvider={start.settings.modelProvider}
              onEngine={choose}
            />
          )}
        </>
      )}
    </main>
  );
}
