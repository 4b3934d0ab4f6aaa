import { getIn } from '@/components/forms/draft';
import { JsonField } from '@/components/forms/fields/JsonField';
import { TextField } from '@/components/forms/fields/TextField';
import { fieldId, useForm } from '@/components/forms/form-context';
import { FieldMessage } from '@/components/forms/FieldMessage';
import { t, type MessageKey } from '@/lib/i18n/t';
import { modelChosen } from '@/lib/engines/local/scrape/local-model';

const MODES = ['git-diff', 'json'] as const;

/**
 * changeTrackingOptions, revealed when the changeTracking format is chosen. The prompt and schema
 * steer JSON mode only, so they show with it; the local engine needs a model chosen for JSON mode.
 */
export function ChangeTrackingOptions() {
  const form = useForm();
  const modes = (getIn(form.draft, 'changeTrackingOptions.modes') as string[] | undefined) ?? [];
  const noModel = form.engine === 'local' && !modelChosen(form.modelProvider);
  const toggle = (mode: string, on: boolean) => {
    const next = MODES.filter((m) => (m === mode ? on : modes.includes(m)));
    form.set('changeTrackingOptions.modes', next.length > 0 ? next : undefined);
  };
  return (
    <fieldset class="group" id={fieldId(form, 'changeTrackingOptions')} tabIndex={-1}>
      <legend>{t('forms_changeTrackingOptions')}</legend>
      <FieldMessage path="changeTrackingOptions" />
      <fieldset class="inline">
        <legend>{t('forms_f_changeTrackingOptions_modes')}</legend>
        {MODES.map((mode) => {
          const id = fieldId(form, `changeTrackingOptions.modes.${mode}`);
          return (
            <span class="check" key={mode}>
              <input
                id={id}
                type="checkbox"
                checked={modes.includes(mode)}
                disabled={noModel && mode === 'json' && !modes.includes(mode)}
                aria-describedby={noModel && mode === 'json' ? `${id}-why` : undefined}
                onChange={(e) => toggle(mode, e.currentTarget.checked)}
              />
              <label for={id}>{t(`forms_ctMode_${mode.replace('-', '')}` as MessageKey)}</label>
              {noModel && mode === 'json' && (
                <span class="hint" id={`${id}-why`}>
                  {t('forms_needsModel')}
                </span>
              )}
            </span>
          );
        })}
        <FieldMessage path="changeTrackingOptions.modes" />
      </fieldset>
      {modes.includes('json') && !noModel && (
        <>
          <TextField path="changeTrackingOptions.prompt" multiline />
          <JsonField path="changeTrackingOptions.schema" />
        </>
      )}
      <TextField path="changeTrackingOptions.tag" hint={t('forms_hint_tag')} />
    </fieldset>
  );
}
