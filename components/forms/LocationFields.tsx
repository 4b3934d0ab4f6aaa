import { ListField } from './fields/ListField';
import { TextField } from './fields/TextField';
import { fieldId, useForm } from './form-context';
import { FieldMessage } from './FieldMessage';
import { t } from '@/lib/i18n/t';

export function LocationFields() {
  const form = useForm();
  return (
    <fieldset class="group" id={fieldId(form, 'location')} tabIndex={-1}>
      <legend>{t('forms_f_location')}</legend>
      <FieldMessage path="location" />
      <TextField path="location.country" placeholder="US" />
      <ListField path="location.languages" hint={t('forms_hint_languages')} />
    </fieldset>
  );
}
