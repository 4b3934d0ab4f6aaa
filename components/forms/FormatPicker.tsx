import { useState } from 'preact/hooks';
import { SCRAPE_DEFAULTS, SCRAPE_FORMATS, type ScrapeFormat } from '@/lib/api/schemas/scrape-options';
import { ChangeTrackingOptions } from './ChangeTrackingOptions';
import { getIn } from './draft';
import { fieldId, useForm } from './form-context';
import { FieldMessage } from './FieldMessage';
import { t, type MessageKey } from '@/lib/i18n/t';
import { JsonOptions } from './JsonOptions';
import { lockedFormats, toggleFormat } from './scrape-formats';

export const formatLabelKey = (f: ScrapeFormat) => `forms_format_${f.replace('@', '_')}`;

/**
 * The scrape formats, with the service's rules applied as the user clicks; the options a
 * format needs (JSON, change tracking) appear under it.
 */
export function FormatPicker() {
  const form = useForm();
  const [note, setNote] = useState('');
  const formats = (getIn(form.draft, 'formats') as ScrapeFormat[] | undefined) ?? SCRAPE_DEFAULTS.formats;
  const locked = lockedFormats(formats);

  const choose = (format: ScrapeFormat, on: boolean) => {
    const change = toggleFormat(formats, format, on);
    form.set('formats', change.formats);
    // Options of a format that is gone would make the request invalid: they go with it.
    if (!change.formats.includes('json')) form.set('jsonOptions', undefined);
    if (!change.formats.includes('changeTracking')) form.set('changeTrackingOptions', undefined);
    setNote(change.note ? t(change.note as MessageKey) : '');
  };

  return (
    <fieldset class="formats" id={fieldId(form, 'formats')} tabIndex={-1}>
      <legend>{t('forms_formats')}</legend>
      <div class="format-grid">
        {SCRAPE_FORMATS.map((f) => {
          const id = fieldId(form, `formats.${f}`);
          return (
            <span class="check" key={f}>
              <input
                id={id}
                type="checkbox"
                checked={formats.includes(f)}
                disabled={locked.has(f)}
                aria-describedby={locked.has(f) ? `${id}-why` : undefined}
                onChange={(e) => choose(f, e.currentTarget.checked)}
              />
              <label for={id}>{t(formatLabelKey(f) as MessageKey)}</label>
              {locked.has(f) && (
                <span class="hint" id={`${id}-why`}>
                  {t('forms_lockedByChangeTracking')}
                </span>
              )}
            </span>
          );
        })}
      </div>
      <p class="note" aria-live="polite">
        {note}
      </p>
      <FieldMessage path="formats" />
      {formats.includes('json') && <JsonOptions />}
      {formats.includes('changeTracking') && <ChangeTrackingOptions />}
    </fieldset>
  );
}
