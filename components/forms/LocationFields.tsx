import { ListField } from '@/components/forms/fields/ListField';
import { TextField } from '@/components/forms/fields/TextField';
import { fieldId, useForm } from '@/components/forms/form-context';
import { FieldMessage } from '@/components/forms/FieldMessage';
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
