import { useState } from 'preact/hooks';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { errorText } from '@/lib/api/error-text';
import { t } from '@/lib/i18n/t';
import { INTERACT_CODES } from '@/lib/interact/interact-errors';
import type { InteractTarget, Transcript } from '@/lib/interact/interact-transcript';
import { AskForm } from '@/entrypoints/sidepanel/views/interact/AskForm';
import { SessionBar } from '@/entrypoints/sidepanel/views/interact/SessionBar';
import { TranscriptItem } from '@/entrypoints/sidepanel/views/interact/TranscriptItem';
import { useTranscript } from '@/entrypoints/sidepanel/views/interact/use-transcript';

interface Props {
  target: InteractTarget;
  /** Scrapes the page again (a scrape's session never reopens): absent for a session of its own. */
  onScrapeAgain?(): Promise<void>;
}

/** A session: its state and live views, the transcript in order, and the prompt and code boxes. */
export function InteractPanel({ target, onScrapeAgain }: Props) {
  const transcript = useTranscript(target);
  const running = transcript.entries.some((e) => e.state === 'running');
  const finished = transcript.state === 'stopped' || transcript.state === 'over';
  return (
    <div class="interact-panel">
      <SessionBar transcript={transcript} />
      <section class="interact-transcript" aria-label={t('interact_transcript')}>
        <h3>{t('interact_transcript')}</h3>
        {transcript.entries.length === 0 ? (
          <p class="muted">{t('interact_emptyTranscript')}</p>
        ) : (
          <ol class="interact-entries">
            {transcript.entries.map((entry) => (
              <TranscriptItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </section>
      {finished ? (
        <Finished transcript={transcript} onScrapeAgain={onScrapeAgain} />
      ) : (
        <AskForm target={target} busy={running} promptAllowed={target.kind === 'scrape'} />
      )}
    </div>
  );
}

/** The session takes nothing more: why, and (for a scrape's) the way to start again. */
function Finished({ transcript, onScrapeAgain }: { transcript: Transcript; onScrapeAgain?(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const scrape = transcript.target.kind === 'scrape';
  const why =
    transcript.state === 'stopped'
      ? t(scrape ? 'interact_stoppedScrape' : 'interact_stoppedSession')
      : overText(transcript.overCode, scrape);
  const again = () => {
    if (!onScrapeAgain) return;
    setBusy(true);
    setError(undefined);
    onScrapeAgain().catch((e: unknown) => {
      setBusy(false);
      setError(errorText(e));
    });
  };
  return (
    <Banner tone="info" title={t(transcript.state === 'stopped' ? 'interact_state_stopped' : 'interact_state_over')}>
      <p class="banner-message">{why}</p>
      {onScrapeAgain && (
        <div class="banner-actions">
          <Button variant="primary" disabled={busy} onClick={again}>
            {t('interact_scrapeAgain')}
          </Button>
        </div>
      )}
      {error && <ErrorLine text={error} />}
    </Banner>
  );
}

function overText(code: string | undefined, scrape: boolean): string {
  switch (code) {
    case INTERACT_CODES.scrapeGone:
      return t('interact_err_scrapeGone');
    case INTERACT_CODES.sessionNotFound:
      return t('interact_err_sessionNotFound');
    case INTERACT_CODES.replayUnavailable:
      return t('interact_overReplay');
    default:
      return t(scrape ? 'interact_err_scrapeSessionEnded' : 'interact_err_sessionEnded');
  }
}
