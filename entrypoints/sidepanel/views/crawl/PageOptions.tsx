import { useMemo } from 'preact/hooks';
import { AdvancedOptions } from '@/components/forms/AdvancedOptions';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { FormatPicker } from '@/components/forms/FormatPicker';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { checkScrapeDefaults, type ScrapeOptionsDraft } from '@/lib/api/scrape-validation';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import type { ModelProvider } from '@/lib/settings/model-settings';

/** Each page's scrape options, from the saved defaults, checked as the options page checks them. */
export function usePageOptions(defaults: ScrapeOptionsDraft, engine: Engine, modelProvider?: ModelProvider) {
  const { draft, set, setPending, pending } = useDraftForm<ScrapeOptionsDraft>(defaults);
  const checked = useMemo(() => checkScrapeDefaults(draft, pending), [draft, pending]);
  const form: FormApi = {
    draft,
    set,
    setPending,
    errors: checked.errors,
    idPrefix: 'crawl-page',
    engine,
    modelProvider,
  };
  return { form, checked };
}

/** The scrape options every page of the crawl is read with: the popup's and the settings' fields. */
export function PageOptions({ form, open, onToggle }: { form: FormApi; open: boolean; onToggle(open: boolean): void }) {
  return (
    <details class="crawl-page-options" open={open} onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary>{t('crawlView_pageOptions')}</summary>
      <p class="hint">{t('crawlView_pageOptionsHint')}</p>
      <FormContext.Provider value={form}>
        <FormatPicker />
        <details>
          <summary>{t('forms_advanced')}</summary>
          <AdvancedOptions engine={form.engine} />
        </details>
      </FormContext.Provider>
    </details>
  );
}
