import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/t';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  /** The error about this field, shown under it in place of the hint. */
  problem?: string;
  placeholder?: string;
  type?: 'text' | 'number';
  /** A key: hidden while typed, with Show/Hide. */
  secret?: boolean;
  onInput(value: string): void;
}

/** One labelled input of the model section, with its hint or its error right under it. */
export function TextRow({ id, label, hint, value, problem, placeholder, type = 'text', secret, onInput }: Props) {
  const [shown, setShown] = useState(false);
  const input = (
    <input
      id={id}
      type={(secret && !shown ? 'password' : type) as 'text'}
      autocomplete="off"
      spellcheck={false}
      value={value}
      placeholder={placeholder}
      aria-invalid={problem ? 'true' : undefined}
      aria-describedby={`${id}-${problem ? 'error' : 'hint'}`}
      onInput={(e) => onInput(e.currentTarget.value)}
    />
  );
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {secret ? (
        <div class="row">
          {input}
          <button type="button" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
            {shown ? t('options_hide') : t('options_show')}
          </button>
        </div>
      ) : (
        input
      )}
      <Notes id={id} hint={hint} problem={problem} />
    </div>
  );
}

/** The hint, or the field's error in its place. */
export function Notes({ id, hint, problem }: { id: string; hint: string; problem?: string }) {
  return problem ? (
    <p class="field-error" id={`${id}-error`}>
      {problem}
    </p>
  ) : (
    <p class="hint" id={`${id}-hint`}>
      {hint}
    </p>
  );
}
