import { useEffect, useState } from 'preact/hooks';
import { Button } from '@/components/ui/index';
import { errorText } from '@/lib/api/error-text';
import { t, type MessageKey } from '@/lib/i18n/t';
import { ask } from '@/lib/app/ask';
import { downloadBuiltInModel } from '@/lib/model/built-in/built-in-availability';
import type { BuiltInState } from '@/lib/model/model-ui-protocol';

/**
 * Chrome's built-in model as the background finds it: unavailable, downloadable (with a Download
 * button: Chrome starts a download only from a click, so it runs here), downloading (with its
 * progress) or available.
 */
export function BuiltInStatus() {
  const [state, setState] = useState<BuiltInState>();
  const [progress, setProgress] = useState('');
  const [problem, setProblem] = useState('');
  const check = () =>
    ask('builtInAvailability', {}).then(
      (a) => setState(a.state),
      (error: unknown) => setProblem(errorText(error)),
    );
  useEffect(() => void check(), []);

  const download = () => {
    setState('downloading');
    setProblem('');
    downloadBuiltInModel(setProgress, new AbortController().signal).then(
      () => void check(),
      (error: unknown) => {
        setProblem(errorText(error));
        void check();
      },
    );
  };

  const text =
    state === 'downloading' && progress ? progress : t(`options_builtIn_${state ?? 'checking'}` as MessageKey);
  return (
    <div class="inline-actions" id="model-built-in">
      <p
        id="built-in-state"
        class={`result${state === 'unavailable' || problem ? ' fail' : ''}`}
        role="status"
        aria-live="polite"
      >
        {problem || text}
      </p>
      {state === 'downloadable' && <Button onClick={download}>{t('options_builtIn_download')}</Button>}
    </div>
  );
}
