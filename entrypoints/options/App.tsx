import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import { getSettings } from '@/lib/settings/settings-store';
import type { Settings } from '@/lib/settings/settings-schema';
import { ApiKeySection } from '@/entrypoints/options/ApiKeySection';
import { SettingsForm } from '@/entrypoints/options/SettingsForm';
import { BridgeSection } from '@/entrypoints/options/bridge/BridgeSection';
import { ModelSection } from '@/entrypoints/options/model/ModelSection';

export function App() {
  const [settings, setSettings] = useState<Settings>();
  useEffect(() => void getSettings().then(setSettings), []);
  return (
    <main>
      <h1>{t('options_title')}</h1>
      <ApiKeySection />
      {settings ? <SettingsForm initial={settings} /> : <p class="hint">{t('popup_loading')}</p>}
      {settings ? <ModelSection initial={settings} /> : null}
      {settings ? <BridgeSection initial={settings} /> : null}
    </main>
  );
}
