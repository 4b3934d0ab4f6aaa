import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/t';
import { lazyModule } from '@/components/ui/lazy-module';
import { defaultEngine } from '@/lib/engines/default-engine';
import type { Engine } from '@/lib/jobs/job-schema';
import { BatchEntry } from './BatchEntry';
import { EngineChoice } from './EngineChoice';
import { Onboarding } from './Onboarding';
import { ScrapeSection } from './ScrapeSection';
import { keyStatus } from './key-status';
import { loadPopupStart, type PopupStart } from './start-state';

const useFileSection = lazyModule(() => import('./FileSection'));

export function App() {
  const [start, setStart] = useState<PopupStart>();
  const [hasKey, setHasKey] = useState<boolean>();
  const [engine, setEngine] = useState<Engine>('local');
  const engineChosen = useRef(false);
  // A layout effect runs right after the first render; useEffect would wait for a frame.
  useLayoutEffect(() => {
    void loadPopupStart().then(setStart);
    void keyStatus.then(setHasKey);
  }, []);
  // The engine follows the settings until the user picks one here.
  useEffect(() => {
    if (start && !engineChosen.current) setEngine(defaultEngine(start.settings.engine, hasKey ?? false));
  }, [start, hasKey]);
  const choose = (e: Engine) => {
    engineChosen.current = true;
    setEngine(e);
  };

  // Onboarding depends on the key only before the user was onboarded.
  const ready = start && (start.settings.onboarded || hasKey !== undefined);
  // The file section (drop zone, staged files, parse form) loads after the scrape section
  // is on screen: the first paint, and the Scrape button, wait for none of it.
  const files = useFileSection(Boolean(ready)).module;
  return (
    <main>
      <header class="bar">
        <h1>{t('extName')}</h1>
        <BatchEntry tabId={start?.tab.id} />
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('popup_settings')}
        </button>
      </header>
      {!ready ? (
        <p class="hint">{t('popup_loading')}</p>
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
          <ScrapeSection tab={start.tab} engine={engine} hasKey={hasKey ?? false} defaults={start.settings.scrapeDefaults} onEngine={choose} />
          {files && (
            <files.FileSection tabId={start.tab.id} engine={engine} hasKey={hasKey ?? false} defaults={start.settings.parseDefaults} onEngine={choose} />
          )}
        </>
      )}
    </main>
  );
}
