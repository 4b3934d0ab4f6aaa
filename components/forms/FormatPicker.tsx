import { useState } from 'preact/hooks';
import {
  LOCAL_ONLY_FORMATS,
  SCRAPE_DEFAULTS,
  SCRAPE_FORMATS,
  type ScrapeFormat,
} from '@/lib/api/schemas/scrape-constants';
import { MODEL_FORMATS, modelChosen } from '@/lib/engines/local/scrape/local-model';
import { ChangeTrackingOptions } from '@/components/forms/ChangeTrackingOptions';
import { getIn } from '@/components/forms/draft';
import { fieldId, useForm } from '@/components/forms/form-context';
import { FieldMessage } from '@/components/forms/FieldMessage';
import { t, type MessageKey } from '@/lib/i18n/t';
import { JsonOptions } from '@/components/forms/JsonOptions';
import { lockedFormats, toggleFormat } from '@/components/forms/scrape-formats';
import { ModelDestination } from '@/components/forms/ModelDestination';

const LOCKED: MessageKey = 'forms_lockedByChangeTracking';

export const formatLabelKey = (f: ScrapeFormat) => `forms_format_${f.replace('@', '_')}`;

/**
 * The scrape formats, with the service's rules applied as the user clicks; the options a
 * format needs (JSON, change tracking) appear under it. With the local engine and no model
 * chosen in Settings, JSON and the summary are not offered and say why up front; with the
 * service engine, the summary (a v2 format its v1 scrape lacks) is not. Either can still be
 * unticked if the defaults had it. With an endpoint chosen, where the page's text goes is said.
 */
export function FormatPicker() {
  const form = useForm();
  const [note, setNote] = useState('');
  const formats = (getIn(form.draft, 'formats') as ScrapeFormat[] | undefined) ?? SCRAPE_DEFAULTS.formats;
  const locked = lockedFormats(formats);
  const noModel = form.engine === 'local' && !modelChosen(form.modelProvider);
  const why = (f: ScrapeFormat): MessageKey | undefined => {
    if (locked.has(f)) return LOCKED;
    if (noModel && (MODEL_FORMATS as readonly string[]).includes(f)) return 'forms_needsModelFormats';
    if (form.engine === 'remote' && LOCAL_ONLY_FORMATS.includes(f)) return 'forms_needsLocalFormats';
    return undefined;
  };
  // A box held by change tracking says so beside it; the other reasons grey out a group of boxes
  // and are said once, under the grid.
  const reasons = [...new Set(SCRAPE_FORMATS.map(why))].filter((r): r is MessageKey => r !== undefined && r !== LOCKED);
  const whyId = (reason: MessageKey, f?: ScrapeFormat) =>
    reason === LOCKED && f ? `${fieldId(form, `formats.${f}`)}-why` : `${fieldId(form, 'formats')}-${reason}`;
  const asksModel =
    formats.some((f) => (MODEL_FORMATS as readonly string[]).includes(f)) ||
    (getIn(form.draft, 'changeTrackingOptions.modes') as string[] | undefined)?.includes('json');

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
          const reason = why(f);
          const checked = formats.includes(f);
          return (
            <span class="check" key={f}>
              <input
                id={id}
                type="checkbox"
                checked={checked}
                disabled={locked.has(f) || (reason !== undefined && !checked)}
                aria-describedby={reason ? whyId(reason, f) : undefined}
                onChange={(e) => choose(f, e.currentTarget.checked)}
              />
              <label for={id}>{t(formatLabelKey(f) as MessageKey)}</label>
              {reason === LOCKED && (
                <span class="hint" id={whyId(reason, f)}>
                  {t(reason)}
                </span>
              )}
            </span>
          );
        })}
      </div>
      {/* One line per reason under the grid, not one under each box it greys out: it names them. */}
      {reasons.map((reason) => (
        <p class="hint" id={whyId(reason)} key={reason}>
          {t(
            reason,
            SCRAPE_FORMATS.filter((f) => why(f) === reason)
              .map((f) => t(formatLabelKey(f) as MessageKey))
              .join(', '),
          )}
        </p>
      ))}
      <p class="note" aria-live="polite">
        {note}
      </p>
      <FieldMessage path="formats" />
      {form.engine === 'local' && asksModel && <ModelDestination provider={form.modelProvider} />}
      {formats.includes('json') && !noModel && <JsonOptions />}
      {formats.includes('changeTracking') && <ChangeTrackingOptions />}
    </fieldset>
  );
}
