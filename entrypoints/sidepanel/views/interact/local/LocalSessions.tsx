import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/index';
import { errorText } from '@/lib/api/error-text';
import { ask } from '@/lib/app/ask';
import { formatDateTimeSeconds } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import type { SessionView } from '@/lib/interact/local/session/session-schema';
import { useLocalSessions } from '@/entrypoints/sidepanel/views/interact/local/use-local-sessions';

/** What a transcript line shows of its kind (a command, what it printed, an error, the model's step, a note). */
const MARK: Record<SessionView['transcript'][number]['kind'], string> = {
  command: '$',
  output: '',
  error: '✗',
  model: '›',
  note: '·',
};

/**
 * Programs acting in the user's own tabs (interact through the bridge), at the top of every view
 * while any runs: who, on which site, its transcript, and Stop (the run stops, the tab closes).
 * Everything in it came from a program, a page or a model: shown as text only.
 */
export function LocalSessions() {
  const sessions = useLocalSessions();
  const [problem, setProblem] = useState('');
  if (!sessions.length) return null;
  const act = (message: 'stopLocalSession' | 'showLocalSession', id: string) => {
    setProblem('');
    void ask(message, { id }).catch((error: unknown) => setProblem(t('interactLocal_panelFailed', errorText(error))));
  };
  return (
    <section class="local-sessions" aria-label={t('interactLocal_panelTitle')}>
      {sessions.map((session) => (
        <div key={session.id} class="card local-session" data-session={session.id}>
          <p class="local-session-what">
            {t(session.running ? 'interactLocal_panelActing' : 'interactLocal_panelOpen', session.client, session.site)}
          </p>
          <p class="muted">{t('interactLocal_panelEnds', formatDateTimeSeconds(session.expiresAt))}</p>
          <div class="banner-actions">
            <Button onClick={() => act('showLocalSession', session.id)}>{t('interactLocal_panelShow')}</Button>
            <Button variant="danger" onClick={() => act('stopLocalSession', session.id)}>
              {t('interactLocal_panelStop')}
            </Button>
          </div>
          {session.transcript.length > 0 && (
            <details class="local-session-transcript">
              <summary>{t('interactLocal_panelTranscript')}</summary>
              <ol>
                {session.transcript.map((line, index) => (
                  <li key={`${line.at}-${index}`} class={`transcript-${line.kind}`}>
                    {MARK[line.kind] && <span aria-hidden="true">{MARK[line.kind]} </span>}
                    <span class="transcript-text">{line.text}</span>
                  </li>
                ))}
              </ol>
            </details>
          )}
        </div>
      ))}
      {problem && <p class="field-error">{problem}</p>}
    </section>
  );
}
