import { MIN_TIMEOUT_MS } from '@/lib/api/schemas/common';
import { PARSE_MAX_TIMEOUT_MS, PDF_MAX_PAGES, PDF_MODES } from '@/lib/api/schemas/parse-options';
import { CheckField } from '@/components/forms/fields/CheckField';
import { JsonField } from '@/components/forms/fields/JsonField';
import { ListField } from '@/components/forms/fields/ListField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { SelectField } from '@/components/forms/fields/SelectField';
import { TextField } from '@/components/forms/fields/TextField';
import { fieldId, useForm } from '@/components/forms/form-context';
import { FieldMessage } from '@/components/forms/FieldMessage';
import { t } from '@/lib/i18n/t';
import {
  chosenParseFormats,
  jsonFormatIndex,
  PARSE_FORMAT_CHOICES,
  toggleParseFormat,
} from '@/components/forms/parse/parse-draft';
import type { ParseOptionsInput } from '@/lib/api/schemas/parse-options';

/** The parse options a user may want for a dropped file (api-notes: what parse accepts). */
export function ParseOptions() {
  const form = useForm();
  const draft = form.draft as ParseOptionsInput;
  const chosen = chosenParseFormats(draft);
  const json = jsonFormatIndex(draft);
  return (
    <div class="parse-options">
      <fieldset class="formats" id={fieldId(form, 'formats')} tabIndex={-1}>
        <legend>{t('forms_formats')}</legend>
        <div class="format-grid">
          {PARSE_FORMAT_CHOICES.map((f) => {
            const id = fieldId(form, `formats.${f}`);
            return (
              <span class="check" key={f}>
                <input
                  id={id}
                  type="checkbox"
                  checked={chosen.includes(f)}
                  onChange={(e) => form.set('formats', toggleParseFormat(draft, f, e.currentTarget.checked))}
                />
                <label for={id}>{t(`forms_format_${f}`)}</label>
              </span>
            );
          })}
        </div>
        <FieldMessage path="formats" />
        {json >= 0 && (
          <fieldset class="group">
            <legend>{t('forms_jsonOptions')}</legend>
            <TextField path={`formats.${json}.prompt`} label={t('forms_f_jsonOptions_prompt')} multiline />
            <JsonField path={`formats.${json}.schema`} label={t('forms_f_jsonOptions_schema')} />
          </fieldset>
        )}
      </fieldset>
      <fieldset class="group">
        <legend>{t('forms_pdf')}</legend>
        <SelectField path="parsers.0.mode" label={t('forms_f_pdfMode')} options={PDF_MODES} />
        <NumberField path="parsers.0.maxPages" label={t('forms_f_maxPages')} range={PDF_MAX_PAGES} />
      </fieldset>
      <CheckField path="onlyMainContent" defaultValue />
      <ListField path="includeTags" />
      <ListField path="excludeTags" />
      <CheckField path="removeBase64Images" defaultValue />
      <CheckField path="redactPII" hint={t('forms_hint_redactPII')} />
      <NumberField path="timeout" min={MIN_TIMEOUT_MS} max={PARSE_MAX_TIMEOUT_MS} hint={t('forms_hint_parseTimeout')} />
      <CheckField path="zeroDataRetention" hint={t('forms_hint_zeroDataRetention')} />
    </div>
  );
}
