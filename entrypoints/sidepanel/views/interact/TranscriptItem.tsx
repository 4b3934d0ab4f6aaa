import { CodeView } from '@/components/code-view/CodeView';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { SafeMarkdown } from '@/components/safe-html/SafeHtml';
import { formatDateTimeSeconds } from '@/lib/i18n/format-date';
import { t } from '@/lib/i18n/t';
import { INTERACT_TIMEOUT } from '@/lib/interact/interact-schemas';
import { TEXT_CAP, type RunAnswer, type TranscriptEntry } from '@/lib/interact/interact-transcript';

/**
 * One run: what was asked (a prompt, or code in its language), then what the service answered: the
 * agent's answer, stdout, stderr, the exit code, and whether it was killed at its timeout. All of
 * the answer is the service's, so untrusted: the agent's answer goes through the sanitizing
 * renderer, the rest is shown as text, never parsed.
 */
export function TranscriptItem({ entry }: { entry: TranscriptEntry }) {
  const { ask } = entry;
  const timeout = ask.timeout ?? INTERACT_TIMEOUT.default;
  return (
    <li class={`interact-entry state-${entry.state}`} data-entry={entry.id} data-kind={ask.kind}>
      <p class="interact-ask-head">
        <span class="badge">
          {ask.kind === 'prompt' ? t('interact_askPrompt') : t('interact_askCode', t(`interact_lang_${ask.language}`))}
        </span>{' '}
        <span class="muted">{t('interact_askMeta', formatDateTimeSeconds(entry.at), timeout)}</span>
      </p>
      {ask.kind === 'prompt' ? (
        <p class="interact-prompt">{ask.prompt}</p>
      ) : (
        <pre class="interact-code">{ask.code}</pre>
      )}
      {entry.state === 'running' && (
        <p class="interact-running" aria-live="polite">
          {t('interact_runningFor', timeout)}
        </p>
      )}
      {entry.state === 'answered' && entry.answer && <Answer answer={entry.answer} timeout={timeout} />}
      {entry.state === 'failed' && entry.error && <ErrorBanner error={entry.error} title={t('interact_runRefused')} />}
    </li>
  );
}

function Answer({ answer, timeout }: { answer: RunAnswer; timeout: number }) {
  const ok = answer.exitCode === 0 && !answer.killed;
  const nothing = !answer.output && !answer.stdout && !answer.stderr;
  return (
    <div class="interact-answer" data-outcome={ok ? 'ok' : 'failed'}>
      <p class="interact-outcome">
        <span class={`badge ${ok ? 'badge-ok' : 'badge-warn'}`}>
          {ok ? t('interact_ok') : answer.killed ? t('interact_killedBadge') : t('interact_failedRun')}
        </span>{' '}
        <span class="interact-exit">
          {t('interact_exitCode', answer.exitCode === null ? t('interact_exitNone') : String(answer.exitCode))}
        </span>
      </p>
      {answer.killed && <p class="interact-killed">{t('interact_killed', timeout)}</p>}
      {answer.output && (
        <section class="interact-part" data-part="output" aria-label={t('interact_output')}>
          <h4>{t('interact_output')}</h4>
          <SafeMarkdown markdown={answer.output} class="interact-output" />
        </section>
      )}
      {answer.stdout && <Text part="stdout" title={t('interact_stdout')} text={answer.stdout} />}
      {answer.stderr && <Text part="stderr" title={t('interact_stderr')} text={answer.stderr} />}
      {nothing && <p class="muted">{t('interact_nothingPrinted')}</p>}
      {answer.cut && <p class="hint">{t('interact_cut', TEXT_CAP, answer.cut.join(', '))}</p>}
    </div>
  );
}

function Text({ part, title, text }: { part: string; title: string; text: string }) {
  return (
    <section class="interact-part" data-part={part}>
      <h4>{title}</h4>
      <CodeView text={text} label={title} />
    </section>
  );
}
