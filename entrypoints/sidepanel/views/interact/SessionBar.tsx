import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { errorText } from '@/lib/api/error-text';
import { ask } from '@/lib/app/ask';
import { formatDateTime } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import type { Transcript } from '@/lib/interact/interact-transcript';
import { canOpen, openLiveView } from '@/entrypoints/sidepanel/views/interact/open-live-view';

/** The session's state, its live views (each opened in a tab), and Stop. */
export function SessionBar({ transcript }: { transcript: Transcript }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const open = transcript.state === 'open';
  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    work().then(
      () => setBusy(false),
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };
  const view = (address: string | undefined) =>
    act(async () => {
      if (!(await openLiveView(address))) throw new Error(t('interact_liveViewRefused'));
    });
  return (
    <div class="interact-session" data-state={transcript.state}>
      <p class="interact-session-state">
        <span class={`badge session-${transcript.state}`}>{t(`interact_state_${transcript.state}`)}</span>{' '}
        {transcript.stopped && (
          <span class="muted">
            {t('interact_stoppedAt', formatDateTime(transcript.stopped.at))}
            {transcript.stopped.creditsBilled !== undefined &&
              ` ${t('interact_billed', transcript.stopped.creditsBilled)}`}
          </span>
        )}
      </p>
      {open && (
        <div class="toolbar">
          {canOpen(transcript.liveViewUrl) && (
            <Button disabled={busy} onClick={() => view(transcript.liveViewUrl)}>
              {t('interact_liveView')}
            </Button>
          )}
          {canOpen(transcript.interactiveLiveViewUrl) && (
            <Button disabled={busy} onClick={() => view(transcript.interactiveLiveViewUrl)}>
              {t('interact_liveViewInteractive')}
            </Button>
          )}
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => act(() => ask('interactStop', { target: transcript.target }))}
          >
            {busy ? t('interact_stopping') : t('interact_stop')}
          </Button>
        </div>
      )}
      {open && <p class="hint">{t('interact_liveHint')}</p>}
      {error && <ErrorLine text={error} />}
    </div>
  );
}
