import { useMemo, useState } from 'preact/hooks';
import { plainIssue } from '@/lib/api/plain-issue';
import { AdvancedOptions } from '@/components/forms/AdvancedOptions';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { errorText } from '@/lib/api/error-text';
import { CheckField } from '@/components/forms/fields/CheckField';
import { TextField } from '@/components/forms/fields/TextField';
import { NumberField, type NumberRange } from '@/components/forms/fields/NumberField';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { FormatPicker } from '@/components/forms/FormatPicker';
import { t } from '@/lib/i18n/t';
import { labelKey } from '@/lib/api/field-label';
import { ParseOptions } from '@/components/forms/parse/ParseOptions';
import { checkParse, normalizeParseDraft } from '@/components/forms/parse/parse-draft';
import { checkScrapeDefaults, type ScrapeOptionsDraft } from '@/lib/api/scrape-validation';
import { useDraftForm } from '@/components/forms/use-draft-form';
import type { FieldError } from '@/lib/api/field-errors';
import type { ParseOptionsInput } from '@/lib/api/schemas/parse-options';
import { requestBaseUrlPermission } from '@/lib/permissions/base-url-permission';
import {
  BATCH_POOL_SIZE,
  DEFAULT_BASE_URL,
  HISTORY_RETENTION_DAYS,
  MONITOR_CHECKS_KEPT,
  settingsSchema,
  type Settings,
  type SettingsInput,
} from '@/lib/settings/settings-schema';
import { updateSettings } from '@/lib/settings/settings-store';
import { mergeErrors, routeErrors, saveErrors, type Section } from '@/lib/settings/settings-errors';
import { ServiceFields } from '@/entrypoints/options/ServiceFields';
import { sameDraft, useUnsaved } from '@/entrypoints/options/unsaved';

type General = Pick<
  SettingsInput,
  | 'baseUrl'
  | 'engine'
  | 'historyRetentionDays'
  | 'monitorChecksKept'
  | 'showContextMenu'
  | 'batchConcurrency'
  | 'searchEngine'
>;
const NO_ERRORS: Record<Section, FieldError[]> = { general: [], scrapeDefaults: [], parseDefaults: [] };

/** Every setting but the key, checked live and again by the settings schema on save. */
export function SettingsForm({ initial }: { initial: Settings }) {
  const { baseUrl, engine, historyRetentionDays, monitorChecksKept, showContextMenu, batchConcurrency, searchEngine } =
    initial;
  // What is stored, as the three forms hold it: a draft that differs is an unsaved edit.
  const [stored, setStored] = useState(() => ({
    general: {
      baseUrl,
      engine,
      historyRetentionDays,
      monitorChecksKept,
      showContextMenu,
      batchConcurrency,
      searchEngine,
    } as General,
    scrape: initial.scrapeDefaults as ScrapeOptionsDraft,
    parse: normalizeParseDraft(initial.parseDefaults),
  }));
  const general = useDraftForm<General>(stored.general);
  const scrape = useDraftForm<ScrapeOptionsDraft>(stored.scrape);
  const parse = useDraftForm<ParseOptionsInput>(stored.parse, normalizeParseDraft);
  const [saved, setSaved] = useState<Record<Section, FieldError[]>>(NO_ERRORS);
  const [status, setStatus] = useState<{ text: string; failed?: boolean }>({ text: '' });
  const unsaved =
    !sameDraft(general.draft, stored.general) ||
    !sameDraft(scrape.draft, stored.scrape) ||
    !sameDraft(parse.draft, stored.parse);
  useUnsaved('settings', unsaved);

  const live = useMemo(() => {
    const settings = settingsSchema.safeParse(
      { ...general.draft, scrapeDefaults: {}, parseDefaults: {} },
      { error: plainIssue },
    );
    return {
      general: mergeErrors(
        general.pending,
        settings.success ? [] : routeErrors(saveErrors(settings.error) ?? []).general,
      ),
      scrapeDefaults: checkScrapeDefaults(scrape.draft, scrape.pending).errors,
      parseDefaults: checkParse(parse.draft, parse.pending).errors,
    };
  }, [general.draft, general.pending, scrape.draft, scrape.pending, parse.draft, parse.pending]);
  const errors = (s: Section) => mergeErrors(live[s], saved[s]);
  const api = (s: Section, f: typeof general | typeof scrape | typeof parse, idPrefix: string): FormApi => ({
    draft: f.draft,
    set: f.set,
    setPending: f.setPending,
    errors: errors(s),
    idPrefix,
  });
  const forms = {
    general: api('general', general, 'settings'),
    scrape: api('scrapeDefaults', scrape, 'scrape'),
    parse: api('parseDefaults', parse, 'parse'),
  };
  const allErrors = [...forms.general.errors, ...forms.scrape.errors, ...forms.parse.errors];
  // Only what is wrong now blocks saving; a refused permission may be granted on the next try.
  const blocked = live.general.length + live.scrapeDefaults.length + live.parseDefaults.length > 0;

  const save = () => {
    // First, while the click is a user gesture: the browser shows the prompt only then.
    const allowed = requestBaseUrlPermission(general.draft.baseUrl || DEFAULT_BASE_URL);
    const saving = { general: general.draft, scrape: scrape.draft, parse: parse.draft };
    setStatus({ text: '' });
    void (async () => {
      setSaved(NO_ERRORS);
      if (!(await allowed)) {
        setSaved({ ...NO_ERRORS, general: [{ field: 'baseUrl', message: t('options_permissionRefused') }] });
        return;
      }
      try {
        await updateSettings({ ...saving.general, scrapeDefaults: saving.scrape, parseDefaults: saving.parse });
        setStored(saving);
        setStatus({ text: t('options_saved') });
      } catch (error) {
        const fields = saveErrors(error);
        if (fields) setSaved(routeErrors(fields));
        setStatus({ text: fields ? t('options_notSaved') : errorText(error), failed: true });
      }
    })();
  };

  return (
    <>
      <FormContext.Provider value={forms.general}>
        <ServiceFields />
      </FormContext.Provider>
      <FormContext.Provider value={forms.scrape}>
        <section aria-labelledby="scrape-defaults-heading">
          <h2 id="scrape-defaults-heading">{t('options_scrapeDefaults')}</h2>
          <FormatPicker />
          <details>
            <summary>{t('forms_advanced')}</summary>
            <AdvancedOptions />
          </details>
        </section>
      </FormContext.Provider>
      <FormContext.Provider value={forms.parse}>
        <section aria-labelledby="parse-defaults-heading">
          <h2 id="parse-defaults-heading">{t('options_parseDefaults')}</h2>
          <ParseOptions />
        </section>
      </FormContext.Provider>
      <FormContext.Provider value={forms.general}>
        <section aria-labelledby="search-heading">
          <h2 id="search-heading">{t('options_searchHeading')}</h2>
          <TextField
            path="searchEngine"
            label={t('options_searchEngine')}
            placeholder="https://searx.example/search?q=%s"
            hint={t('options_searchEngineHint')}
          />
        </section>
        <section aria-labelledby="history-heading">
          <h2 id="history-heading">{t('options_historyHeading')}</h2>
          <SettingNumber
            path="historyRetentionDays"
            range={HISTORY_RETENTION_DAYS}
            label={t(labelKey('historyRetentionDays'))}
            hint={t('options_retentionHint')}
          />
          <SettingNumber
            path="monitorChecksKept"
            range={MONITOR_CHECKS_KEPT}
            label={t(labelKey('monitorChecksKept'))}
            hint={t('options_monitorChecksKeptHint')}
          />
          <CheckField path="showContextMenu" label={t('options_contextMenu')} defaultValue />
          <SettingNumber
            path="batchConcurrency"
            range={BATCH_POOL_SIZE}
            label={t(labelKey('batchConcurrency'))}
            hint={t('options_batchConcurrencyHint')}
          />
        </section>
      </FormContext.Provider>
      <div class="save-bar">
        <button type="button" class="primary" onClick={save} disabled={blocked}>
          {t('options_save')}
        </button>
        {/* "Saved" holds only while nothing was edited since; an edit says it is not saved yet. */}
        <p class={`result${status.failed ? ' fail' : unsaved ? ' unsaved' : ''}`} role="status" aria-live="polite">
          {status.failed ? status.text : unsaved ? t('options_unsaved') : status.text}
        </p>
      </div>
      {allErrors.length > 0 && <OptionErrors forms={forms} />}
    </>
  );
}

/** One summary per form, since each names its fields by its own paths and ids. */
function OptionErrors({ forms }: { forms: Record<'general' | 'scrape' | 'parse', FormApi> }) {
  return (
    <>
      {Object.values(forms).map((f) => (
        <ErrorSummary
          key={f.idPrefix}
          form={f}
          errors={f.errors}
          title={t('options_fixToSave')}
          reveal={() => openDetails(f.idPrefix)}
        />
      ))}
    </>
  );
}

/** Opens the collapsed Advanced section so the field the summary points at can take focus. */
function openDetails(idPrefix: string) {
  if (idPrefix === 'scrape') document.querySelectorAll('details').forEach((d) => (d.open = true));
}

/** A numeric setting: its bounds and default from the settings schema, its label and hint. */
function SettingNumber({
  path,
  range,
  label,
  hint,
}: {
  path: keyof General;
  range: NumberRange;
  label: string;
  hint: string;
}) {
  return <NumberField path={path} range={range} label={label} hint={hint} />;
}
