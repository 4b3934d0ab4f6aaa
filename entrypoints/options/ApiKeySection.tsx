import { useEffect, useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';

/**
 * The API key goes to the background and never comes back: the page shows only the masked
 * form. "Show" reveals what the user is typing, not the stored key.
 */
export function ApiKeySection() {
  const [masked, setMasked] = useState('');
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed?: boolean }>({ text: '' });

  const refresh = () =>
    ask('apiKeyStatus', {}).then(
      (s) => setMasked(s.hasKey ? s.masked : ''),
      () => setMasked(''),
    );
  useEffect(() => void refresh(), []);

  const save = async (apiKey: string, done: string) => {
    setBusy(true);
    try {
      await ask('setApiKey', { apiKey });
      setTyped('');
      await refresh();
      setStatus({ text: done });
    } catch (error) {
      setStatus({ text: errorText(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="key-heading">
      <h2 id="key-heading">{t('options_keyHeading')}</h2>
      <p class="hint" id="key-state">
        {masked ? t('options_keySaved', masked) : t('options_noKey')}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) void save(typed.trim(), t('options_keyStored'));
        }}
      >
        <div class="field">
          <label for="api-key">{t('options_keyLabel')}</label>
          <div class="row">
            <input
              id="api-key"
              type={(shown ? 'text' : 'password') as 'text'}
              autocomplete="off"
              spellcheck={false}
              aria-describedby="key-state"
              value={typed}
              onInput={(e) => setTyped(e.currentTarget.value)}
            />
            <button type="button" aria-pressed={shown} aria-controls="api-key" onClick={() => setShown(!shown)}>
              {shown ? t('options_hide') : t('options_show')}
            </button>
          </div>
        </div>
        <div class="inline-actions">
          <button type="submit" class="primary" disabled={busy || !typed.trim()}>
            {t('options_saveKey')}
          </button>
          <button type="button" disabled={busy || !masked} onClick={() => void save('', t('options_keyCleared'))}>
            {t('options_clearKey')}
          </button>
          <p class={`result${status.failed ? ' fail' : ''}`} role="status">
            {status.text}
          </p>
        </div>
      </form>
    </section>
  );
}
