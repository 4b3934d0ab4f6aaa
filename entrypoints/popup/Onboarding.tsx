import { useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { loadChecks } from '@/entrypoints/popup/load-checks';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { keyCheckText } from '@/components/key-check/key-check-text';
import type { PopupKey } from '@/entrypoints/popup/key-status';

/**
 * First use: paste an API key, or go on with the local engine, which needs none. A pasted key is
 * asked about at once: one the service refuses is kept but said so here, and the welcome stays
 * until the user fixes it or goes on locally; one it could not be asked about goes on, said so.
 */
export function Onboarding({ onDone }: { onDone(key: PopupKey, notice?: string): void }) {
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [refused, setRefused] = useState(false);

  const finish = async (apiKey?: string) => {
    setBusy(true);
    setStatus('');
    try {
      let notice: string | undefined;
      if (apiKey) {
        await ask('setApiKey', { apiKey });
        const check = await ask('checkApiKey', {});
        if (check.verdict === 'refused') {
          setRefused(true);
          setStatus(keyCheckText(check));
          setBusy(false);
          return;
        }
        if (check.verdict === 'unreachable') notice = keyCheckText(check);
      }
      await (await loadChecks()).updateSettings({ onboarded: true });
      onDone(apiKey ? { hasKey: true, refused: false } : { hasKey: refused, refused }, notice);
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
