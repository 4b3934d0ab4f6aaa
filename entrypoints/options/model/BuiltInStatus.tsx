import { useEffect, useState } from 'preact/hooks';
import { Button } from '@/components/ui';
import { errorText } from '@/lib/api/error-text';
import { t, type MessageKey } from '@/lib/i18n/t';
import { ask } from '@/lib/messaging/messenger';
import type { BuiltInState } from '@/lib/model/model-ui-protocol';
import { downloadBuiltInModel } from './built-in-download';

/**
 * Chrome's built-in model as the background finds it: unavailable, downloadable (with a Download
 * button, started from this click), downloading (with its progress) or available.
 */
export function BuiltInStatus() {
  const [state, setState] = useState<BuiltInState>();
  const [share, setShare] = useState<number>();
  const [problem, setProblem] = useState('');
  const check = () =>
    ask('builtInAvailability', {}).then(
      (a) => setState(a.state),
      (error: unknown) => setProblem(errorText(error)),
    );
  useEffect(() => void check(), []);

  const download = () => {
    setState('downloading');
    setShare(0);
    downloadBuiltInModel(setShare).then(
      (started) => (started ? check() : setState('unavailable')),
      (error: unknown) => {
        setProblem(errorText(error));
        void check();
      },
    );
  };

  const text =
    state === 'downloading' && share !== undefined
      ? t('options_builtIn_progress', Math.round(share * 100))
      : t(`options_builtIn_${state ?? 'checking'}` as MessageKey);
  return (
    <div class="inline-actions" id="model-built-in">
      <p id="built-in-state" class={`result${state === 'unavailable' || problem ? ' fail' : ''}`} role="status">
        {problem || text}
      </p>
      {state === 'downloadable' && <Button onClick={download}>{t('options_builtIn_download')}</Button>}
      {state === 'downloading' && share !== undefined && (
        <progress max={1} value={share} aria-labelledby="built-in-state" />
      )}
    </div>
  );
}
