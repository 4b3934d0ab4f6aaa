import { CheckField } from '@/components/forms/fields/CheckField';
import { JsonField } from '@/components/forms/fields/JsonField';
import { TextField } from '@/components/forms/fields/TextField';
import { errorsAt, fieldId, useForm } from '@/components/forms/form-context';
import { FieldMessage } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';

/**
 * jsonOptions, revealed when the json format is chosen: a prompt or a schema is needed. That is
 * said as a hint first; as an error only once the user has left a field of the group.
 */
export function JsonOptions() {
  const form = useForm();
  const missing = errorsAt(form, 'jsonOptions').length + errorsAt(form, 'jsonOptions.prompt').length > 0;
  return (
    <fieldset
      class="group"
      id={fieldId(form, 'jsonOptions')}
      tabIndex={-1}
      onFocusOut={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) form.touch?.('jsonOptions');
      }}
    >
      <legend>{t('forms_jsonOptions')}</legend>
      {!missing && <p class="hint">{t('forms_hint_jsonOptions')}</p>}
      <FieldMessage path="jsonOptions" />
      <TextField path="jsonOptions.prompt" multiline />
      <JsonField path="jsonOptions.schema" />
      <TextField path="jsonOptions.systemPrompt" multiline />
      <CheckField path="jsonOptions.checkPromptInjection" hint={t('forms_hint_checkPromptInjection')} />
    </fieldset>
  );
}
