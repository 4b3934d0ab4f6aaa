import { useMemo, useState } from 'preact/hooks';
import { DropZone } from '@/components/drop-zone/DropZone';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { t } from '@/lib/i18n/t';
import { ModelNotice } from '@/components/forms/ModelNotice';
import { parseNeedsModel } from '@/components/forms/model-notice';
import { modelChosen } from '@/lib/engines/local/scrape/local-model';
import type { ModelProvider } from '@/lib/settings/model-settings';
import { checkParse, normalizeParseDraft } from '@/components/forms/parse/parse-draft';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import type { ParseOptionsInput } from '@/lib/api/schemas/parse-options';
import type { Engine } from '@/lib/jobs/job-schema';
import { stageFile } from '@/lib/jobs/staged-files';
import { ask } from '@/lib/app/ask';
import { updateSettings } from '@/lib/settings/settings-store';
import { afterChecks } from '@/entrypoints/popup/load-checks';
import { openOptions } from '@/entrypoints/popup/open-options';
import { openPanelNow, showJob } from '@/entrypoints/popup/start-job';
import { useJobStarter } from '@/entrypoints/popup/use-job-starter';
import { ErrorLine } from '@/components/ui/ErrorLine';

interface Props {
  tabId?: number;
  engine: Engine;
  hasKey: boolean;
  defaults: ParseOptionsInput;
  /** The model the local engine uses for summary and json (Settings). */
  modelProvider: ModelProvider;
  onEngine(engine: Engine): void;
}

const useParseOptions = lazyModule(afterChecks(() => import('@/components/forms/parse/ParseOptions')));

/** Drop or pick a file; it is parsed with the options below (collapsed, loaded when opened). */
export function FileSection({ tabId, engine, hasKey, defaults, modelProvider, onEngine }: Props) {
  const { draft, set, setPending, pending } = useDraftForm<ParseOptionsInput>(defaults, normalizeParseDraft);
  const checked = useMemo(() => checkParse(draft, pending), [draft, pending]);
  const form: FormApi = { draft, set, setPending, errors: checked.errors, idPrefix: 'parse' };
  const [open, setOpen] = useState(false);
  const [remember, setRemember] = useState(false);
  const job = useJobStarter();

  const parse = (file: File) => {
    const opts = checked.value;
    if (!opts) return;
    const panel = openPanelNow(tabId);
    void job.run(async () => {
      const fileId = await stageFile(file);
      const [{ jobId }] = await Promise.all([
        ask('startParse', { engine, fileId, options: opts }),
        remember ? updateSettings({ parseDefaults: draft }) : undefined,
      ]);
      await showJob(jobId, tabId, panel);
    });
  };

  return (
    <FormContext.Provider value={form}>
      <section aria-labelledby="file-heading">
        <h2 id="file-heading">{t('popup_fileHeading')}</h2>
        <DropZone onFile={parse} disabled={job.busy || !checked.value} />
        {engine === 'local' && !modelChosen(modelProvider) && parseNeedsModel(draft) && (
          <ModelNotice hasKey={hasKey} onUseRemote={() => onEngine('remote')} onOpenSettings={openOptions} />
        )}
        <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>{t('popup_parseOptions')}</summary>
          <Lazy state={useParseOptions(open)}>{(m) => <m.ParseOptions />}</Lazy>
        </details>
        <ErrorSummary form={form} errors={checked.errors} title={t('popup_fixToParse')} reveal={() => setOpen(true)} />
        <div class="field check">
          <input
            id="parse-remember"
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <label for="parse-remember">{t('popup_rememberDefaults')}</label>
        </div>
        <ErrorLine text={job.error} />
      </section>
    </FormContext.Provider>
  );
}
