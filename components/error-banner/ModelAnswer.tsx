import { t } from '@/lib/i18n/t';

/** The model's own answers a failed extraction kept (model-errors.ts: MODEL_NOT_JSON, MODEL_SCHEMA_BROKEN). */
function modelAnswers(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  const { answers, answer } = details as { answers?: unknown; answer?: unknown };
  const list = Array.isArray(answers) ? answers : answer === undefined ? [] : [answer];
  return list.map((a) => (typeof a === 'string' ? a : JSON.stringify(a, null, 2)));
}

/** What the model answered, shown as text (never markup), so the user sees why it was refused. */
export function ModelAnswer({ details }: { details: unknown }) {
  const answers = modelAnswers(details);
  if (answers.length === 0) return null;
  return (
    <details class="banner-detail model-answer">
      <summary>{t('error_modelAnswer')}</summary>
      {answers.map((a, i) => (
        <pre key={i}>{a}</pre>
      ))}
    </details>
  );
}
