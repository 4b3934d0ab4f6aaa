import { useMemo, useState } from 'preact/hooks';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { FormatPicker } from '@/components/forms/FormatPicker';
import { t } from '@/lib/i18n/t';
import { ModelNotice } from '@/components/forms/ModelNotice';
import { scrapeNeedsModel } from '@/components/forms/model-notice';
import { shownErrors } from '@/lib/api/checked';
import type { ScrapeOptionsDraft } from '@/lib/api/scrape-validation';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import { debuggerWhy, needsDebugger, requestDebuggerAccess } from '@/lib/permissions/debugger-access';
import { requestDocumentSiteAccess } from '@/lib/permissions/document-access';
import { kindOfAddress } from '@/lib/engines/local/document/document-kind';
import type { Engine } from '@/lib/jobs/job-schema';
import { modelChosen } from '@/lib/engines/local/scrape/local-model';
import type { ModelProvider } from '@/lib/settings/model-settings';
import { ask } from '@/lib/app/ask';
import { firstCheck } from '@/entrypoints/popup/first-check';
import { afterChecks, loadChecks, type Checks } from '@/entrypoints/popup/load-checks';
import { openOptions } from '@/entrypoints/popup/open-options';
import { PageInfo } from '@/entrypoints/popup/PageInfo';
import type { PageTab } from '@/entrypoints/popup/start-state';
import { openPanelNow, showJob } from '@/entrypoints/popup/start-job';
import { useJobStarter } from '@/entrypoints/popup/use-job-starter';
import { WatchSection } from '@/entrypoints/popup/WatchSection';
import { ErrorLine } from '@/components/ui/ErrorLine';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';

const useAdvancedOptions = lazyModule(afterChecks(() => import('@/components/forms/AdvancedOptions')));

/** Fields shown without opening Advanced; every other field lives in the lazy section. */
const inMainView = (path: string) => /^(formats|jsonOptions|changeTrackingOptions|\(request\))(\.|$)/.test(path);

interface Props {
  tab: PageTab;
  engine: Engine;
  hasKey: boolean;
  defaults: ScrapeOptionsDraft;
  /** The saved defaults passed the schema's check (start-cache.ts, checks.ts). */
  defaultsValid: boolean;
  /** The schemas' checks, once loaded (after the first paint when the start came from the cache). */
  checks: Checks | undefined;
  /** The model the local engine uses for json and summary (Settings). */
  modelProvider: ModelProvider;
  onEngine(engine: Engine): void;
}

export function ScrapeSection(props: Props) {
  const { tab, engine, hasKey, defaults, defaultsValid, checks, modelProvider, onEngine } = props;
  const { draft, set, setPending, pending, touched, touch } = useDraftForm<ScrapeOptionsDraft>(defaults);
  const checked = useMemo(
    () =>
      checks
        ? checks.checkScrape(tab.url, draft, pending)
        : firstCheck(tab.url, draft, defaultsValid && draft === defaults && pending.length === 0),
    [checks, tab.url, draft, pending, defaults, defaultsValid],
  );
  const form: FormApi = {
    draft,
    set,
    setPending,
    errors: shownErrors(checked, touched),
    idPrefix: 'scrape',
    touch,
    engine,
    modelProvider,
  };
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advanced = useAdvancedOptions(advancedOpen);
  const [remember, setRemember] = useState(false);
  const job = useJobStarter();

  const scrape = () => {
    const request = checked.value;
    if (!request) return;
    const panel = openPanelNow(tab.id);
    // Asked inside the click, like the panel: a full-page screenshot or PDF needs the debugger.
    const debuggerGrant = engine === 'local' && needsDebugger(request) ? requestDebuggerAccess() : undefined;
    // A tab showing a document (a PDF in the browser's viewer) is read from its address: the site's access.
    const documentGrant = engine === 'local' && kindOfAddress(tab.url) ? requestDocumentSiteAccess(tab.url) : undefined;
    void job.run(async () => {
      if (debuggerGrant && !(await debuggerGrant)) throw new Error(debuggerWhy());
      if (documentGrant && !(await documentGrant)) throw new Error(t('popup_documentNoAccess'));
      const [{ jobId }] = await Promise.all([
        ask('startScrape', { engine, request, tabId: tab.id }),
        remember ? loadChecks().then((c) => c.updateSettings({ scrapeDefaults: draft })) : undefined,
      ]);
      await showJob(jobId, tab.id, panel);
    });
  };

  return (
    <FormContext.Provider value={form}>
      <section aria-labelledby="scrape-heading">
        <h2 id="scrape-heading">{t('popup_scrapeHeading')}</h2>
        <PageInfo tab={tab} />
        <FormatPicker />
        {engine === 'local' && !modelChosen(modelProvider) && scrapeNeedsModel(draft) && (
          <ModelNotice hasKey={hasKey} onUseRemote={() => onEngine('remote')} onOpenSettings={openOptions} />
        )}
        <details open={advancedOpen} onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}>
          <summary>{t('forms_advanced')}</summary>
          <Lazy state={advanced}>{(m) => <m.AdvancedOptions engine={engine} />}</Lazy>
        </details>
        {/* The address has no field to fix: PageInfo, above, says what is wrong with it. */}
        <ErrorSummary
          form={form}
          errors={form.errors.filter((e) => e.field !== 'url')}
          title={t('popup_fixToScrape')}
          reveal={(p) => !inMainView(p) && setAdvancedOpen(true)}
        />
        <div class="field check">
          <input
            id="scrape-remember"
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <label for="scrape-remember">{t('popup_rememberDefaults')}</label>
        </div>
        <button type="button" class="primary wide" disabled={!checked.value || job.busy} onClick={scrape}>
          {job.busy ? t('popup_starting') : t('popup_scrape')}
        </button>
        <ErrorLine text={job.error} />
        {isHttpUrl(tab.url) && <WatchSection tab={tab} request={checked.value} />}
      </section>
    </FormContext.Provider>
  );
}
