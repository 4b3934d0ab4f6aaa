import { useEffect, useState } from 'preact/hooks';
import { Button, CopyButton } from '@/components/ui/index';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';

/** The bearer token programs send: hidden until "Show", copyable, and regenerable (which revokes the old one). */
export function BridgeToken() {
  const [token, setToken] = useState('');
  const [shown, setShown] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed?: boolean }>({ text: '' });
  useEffect(
    () =>
      void ask('bridgeToken', {}).then(
        (r) => setToken(r.token),
        () => undefined,
      ),
    [],
  );

  const regenerate = async () => {
    try {
      setToken((await ask('regenerateBridgeToken', {})).token);
      setSaid({ text: t('options_bridgeTokenRegenerated') });
    } catch (error) {
      setSaid({ text: errorText(error), failed: true });
    }
  };

  return (
    <div class="field">
      <label for="bridge-token">{t('options_bridgeToken')}</label>
      <div class="row">
        <input
          id="bridge-token"
          type={(shown ? 'text' : 'password') as 'text'}
          readOnly
          autocomplete="off"
          spellcheck={false}
          value={token}
          aria-describedby="bridge-token-hint"
        />
        <button type="button" aria-pressed={shown} aria-controls="bridge-token" onClick={() => setShown(!shown)}>
          {shown ? t('options_bridgeHideToken') : t('options_bridgeShowToken')}
        </button>
        <CopyButton text={() => token} label={t('options_bridgeCopyToken')} />
      </div>
      <p class="hint" id="bridge-token-hint">
        {t('options_bridgeTokenHint')}
      </p>
      <div class="inline-actions">
        <Button onClick={regenerate}>{t('options_bridgeRegenerate')}</Button>
        <p class={`result${said.failed ? ' fail' : ''}`} role="status">
          {said.text}
        </p>
      </div>
    </div>
  );
}
