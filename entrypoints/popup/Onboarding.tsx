import { useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { loadChecks } from '@/entrypoints/popup/load-checks';
import { ErrorLine } from '@/components/ui/ErrorLine';

/** First use: paste an API key, or go on with the local engine, which needs none. */
export function Onboarding({ onDone }: { onDone(hasKey: boolean): void }) {
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const finish = async (apiKey?: string) => {
    setBusy(true);
    setStatus('');
    try {
      const hasKey = apiKey ? (await ask('setApiKey', { apiKey })).hasKey : false;
      await (await loadChecks()).updateSettings({ onboarded: true });
      onDone(hasKey);
    } catch (error) {
      setStatus(errorText(error));
      setBusy(false);
    }
  };

  return (
    <section class="onboarding" aria-labelledby="welcome">
      <h2 id="welcome">{t('popup_welcome')}</h2>
      <p>{t('popup_welcomeText')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (key.trim()) void finish(key.trim());
        }}
      >
        <div class="field">
          <label for="onboard-key">{t('popup_apiKey')}</label>
          <input
            id="onboard-key"
            type="password"
            autocomplete="off"
            spellcheck={false}
            value={key}
            onInput={(e) => setKey(e.currentTarget.value)}
          />
        </div>
        <button type="submit" class="primary" disabled={busy || !key.trim()}>
          {t('popup_saveKey')}
        </button>
      </form>
      <p class="or">{t('popup_or')}</p>
      <button type="button" disabled={busy} onClick={() => void finish()}>
        {t('popup_continueLocal')}
      </button>
      <ErrorLine text={status} />
    </section>
  );
}
