import { CheckField } from './fields/CheckField';
import { JsonField } from './fields/JsonField';
import { TextField } from './fields/TextField';
import { fieldId, useForm } from './form-context';
import { FieldMessage } from './FieldMessage';
import { t } from '@/lib/i18n/t';

/** jsonOptions, revealed when the json format is chosen: a prompt or a schema is needed. */
export function JsonOptions() {
  const form = useForm();
  return (
    <fieldset class="group" id={fieldId(form, 'jsonOptions')} tabIndex={-1}>
      <legend>{t('forms_jsonOptions')}</legend>
      <FieldMessage path="jsonOptions" />
      <TextField path="jsonOptions.prompt" multiline />
      <JsonField path="jsonOptions.schema" />
      <TextField path="jsonOptions.systemPrompt" multiline />
      <CheckField path="jsonOptions.checkPromptInjection" hint={t('forms_hint_checkPromptInjection')} />
    </fieldset>
  );
}
