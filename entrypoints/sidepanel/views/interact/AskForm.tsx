import { useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { TextField } from '@/components/forms/fields/TextField';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { Button } from '@/components/ui/Button';
import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import { fieldErrors, type FieldError } from '@/lib/api/field-errors';
import { ask } from '@/lib/app/ask';
import { t } from '@/lib/i18n/t';
import { interactAskSchema } from '@/lib/interact/interact-ask';
import { INTERACT_LANGUAGES, INTERACT_TIMEOUT, type InteractLanguage } from '@/lib/interact/interact-schemas';
import type { InteractTarget } from '@/lib/interact/interact-transcript';
import { CodeField } from '@/entrypoints/sidepanel/views/interact/CodeField';

interface Draft {
  prompt?: string;
  code?: string;
  language?: InteractLanguage;
  timeout?: number;
}

/** agent-browser commands are the shortest way to act on a page: the language chosen first. */
const FIRST_LANGUAGE: InteractLanguage = 'bash';

interface Props {
  target: InteractTarget;
  /** A run is under way: one at a time, so the transcript's order is the order things ran in. */
  busy: boolean;
  /** A session of its own runs code only. */
  promptAllowed: boolean;
}

/**
 * A prompt box and a code box (language), with the timeout both use. Each Send checks only what it
 * sends and says what is wrong next to the field; the answer shows in the transcript.
 */
export function AskForm({ target, busy, promptAllowed }: Props) {
  const form = useDraftForm<Draft>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ApiErrorData>();
  const [sending, setSending] = useState(false);
  const api: FormApi = {
    draft: form.draft,
    set: (path, value) => {
      setErrors((list) => list.filter((e) => e.field !== path));
      form.set(path, value);
    },
    setPending: form.setPending,
    errors,
    idPrefix: 'interact',
  };
  const language = form.draft.language ?? FIRST_LANGUAGE;

  const send = (kind: 'prompt' | 'code') => {
    const { prompt = '', code = '', timeout } = form.draft;
    const checked = interactAskSchema.safeParse(
      kind === 'prompt' ? { kind, prompt, timeout } : { kind, code, language, timeout },
    );
    setFailure(undefined);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors([]);
    setSending(true);
    ask('interactSend', { target, ask: checked.data }).then(
      () => {
        setSending(false);
        if (kind === 'prompt') form.set('prompt', undefined);
      },
      (e: unknown) => {
        setSending(false);
        const data = errorData(e);
        const fields = fieldsOf(data.details);
        if (fields.length > 0) setErrors(fields);
        else setFailure(data);
      },
    );
  };
  const disabled = busy || sending;
  return (
    <div class="interact-form">
      <FormContext.Provider value={api}>
        {promptAllowed && (
          <section class="interact-box" aria-label={t('interact_promptSection')}>
            <TextField path="prompt" multiline label={t('interact_f_prompt')} hint={t('interact_h_prompt')} />
            <div class="toolbar">
              <Button variant="primary" disabled={disabled} onClick={() => send('prompt')}>
                {t('interact_sendPrompt')}
              </Button>
            </div>
          </section>
        )}
        <section class="interact-box" aria-label={t('interact_codeSection')}>
          <SelectField
            path="language"
            required
            defaultValue={FIRST_LANGUAGE}
            options={INTERACT_LANGUAGES}
            optionLabel={(o) => t(`interact_lang_${o as InteractLanguage}`)}
            label={t('interact_f_language')}
          />
          <CodeField
            path="code"
            label={t('interact_f_code')}
            hint={t(`interact_h_code_${language}`)}
            placeholder={t(`interact_placeholder_${language}`)}
          />
          <div class="toolbar">
            <Button variant={promptAllowed ? 'secondary' : 'primary'} disabled={disabled} onClick={() => send('code')}>
              {t('interact_runCode')}
            </Button>
          </div>
        </section>
        <NumberField
          path="timeout"
          range={INTERACT_TIMEOUT}
          label={t('interact_f_timeout')}
          hint={t(promptAllowed ? 'interact_h_timeout' : 'interact_h_timeoutCode', INTERACT_TIMEOUT.default)}
        />
      </FormContext.Provider>
      {disabled && <p class="muted">{t('interact_oneAtATime')}</p>}
      {failure && <ErrorBanner error={failure} />}
    </div>
  );
}

/** The fields a refusal names (the background's check of the same schema). */
function fieldsOf(details: unknown): FieldError[] {
  if (!Array.isArray(details)) return [];
  return details
    .filter((d): d is FieldError => typeof d === 'object' && d !== null && 'field' in d && 'message' in d)
    .map(({ field, message }) => ({ field: field.replace(/^ask\./, ''), message }));
}
