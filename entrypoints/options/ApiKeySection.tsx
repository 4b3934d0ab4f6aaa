import { useEffect, useState } from 'preact/hooks';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { watchApiKey } from '@/lib/settings/api-key-store';
import { keyCheckText } from '@/components/key-check/key-check-text';
import { useUnsaved } from '@/entrypoints/options/unsaved';

/**
 * The API key goes to the background and never comes back: the page shows only the masked
 * form. "Show" reveals what the user is typing, not the stored key. A saved key is asked about
 * at once, and what the service said is told beside the field; a refused key stays saved but
 * marked, and the engine stays local until a key is accepted.
 */
export function ApiKeySection() {
  const [stored, setStored] = useState({ masked: '', refused: false });
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed?: boolean }>({ text: '' });
  useUnsaved('apiKey', typed.trim() !== '');

  const refresh = () =>
    ask('apiKeyStatus', {}).then(
      (s) => setStored({ masked: s.hasKey ? s.masked : '', refused: s.refused }),
      () => setStored({ masked: '', refused: false }),
    );
  useEffect(() => void refresh(), []);
  // The key is asked about again when the base URL changes (Save settings below).
  useEffect(() => watchApiKey(() => void refresh()), []);

  const save = async (apiKey: string) => {
    setBusy(true);
    try {
      await ask('setApiKey', { apiKey });
      setTyped('');
      await refresh();
      if (!apiKey) return setStatus({ text: t('options_keyCleared') });
      setStatus({ text: t('key_checking') });
      const check = await ask('checkApiKey', {});
      await refresh();
      setStatus({ text: keyCheckText(check), failed: check.verdict !== 'valid' });
    } catch (error) {
      setStatus({ text: errorText(error), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="key-heading">
      <h2 id="key-heading">{t('options_keyHeading')}</h2>
      <p class={`hint${stored.refused ? ' refused' : ''}`} id="key-state">
        {stored.masked
          ? `${t('options_keySaved', stored.masked)}${stored.refused ? ` ${t('options_keyRefused')}` : ''}`
          : t('options_noKey')}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) void save(typed.trim());
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
              aria-describedby="key-state key-result"
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
          <button type="button" disabled={busy || !stored.masked} onClick={() => void save('')}>
            {t('options_clearKey')}
          </button>
        </div>
        <p id="key-result" class={`result${status.failed ? ' fail' : ''}`} role="status">
          {typed.trim() && !busy ? t('options_keyNotSaved') : status.text}
        </p>
      </form>
    </section>
  );
}
