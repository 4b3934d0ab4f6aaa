import { useMemo, useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { TextField } from '@/components/forms/fields/TextField';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { Button } from '@/components/ui/Button';
import { ErrorLine } from '@/components/ui/ErrorLine';
import type { ScrapeOptionsDraft } from '@/lib/api/scrape-validation';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { ask } from '@/lib/app/ask';
import { crawlSpecSchema } from '@/lib/api/schemas/crawl-spec';
import {
  checkCrawl,
  fieldOf,
  type CrawlDraft,
  type PromptState,
} from '@/entrypoints/sidepanel/views/crawl/crawl-draft';
import { CommonCrawlOptions, MoreCrawlOptions } from '@/entrypoints/sidepanel/views/crawl/CrawlOptionFields';
import { focusFirstError, MORE_OPTIONS } from '@/entrypoints/sidepanel/views/crawl/focus-error';
import { PreviewedContext } from '@/entrypoints/sidepanel/views/crawl/Option';
import { PageOptions, usePageOptions } from '@/entrypoints/sidepanel/views/crawl/PageOptions';
import type { ModelProvider } from '@/lib/settings/model-settings';
import { PromptPreview } from '@/entrypoints/sidepanel/views/crawl/PromptPreview';
import { usePromptPreview } from '@/entrypoints/sidepanel/views/crawl/use-prompt-preview';
import { useSiteRun } from '@/entrypoints/sidepanel/views/crawl/use-site-run';
import { useStartUrl } from '@/entrypoints/sidepanel/views/crawl/use-start-url';

interface Props {
  engine: Engine;
  /** The address to start from until the user types one: the tab in front, or the popup's. */
  startUrl: string;
  requestAt?: number;
  /** The saved scrape defaults, each page's options to start from. */
  defaults: ScrapeOptionsDraft;
  /** The model the local engine uses (Settings): with one, json and summary are offered. */
  modelProvider?: ModelProvider;
  onStarted(jobId: string): void;
}

/**
 * A whole site: its address, the crawl's options by their service names (common ones in view,
 * the rest under "More options"), each page's scrape options, and for the service a described
 * crawl previewed into options. Each problem shows at its field, as typed or on Start.
 */
export function CrawlForm({ engine, startUrl, requestAt, defaults, modelProvider, onStarted }: Props) {
  const crawl = useDraftForm<CrawlDraft>(() => (startUrl ? { url: startUrl } : {}));
  const page = usePageOptions(defaults, engine, modelProvider);
  const [prompt, setPrompt] = useState<PromptState>({ text: '' });
  const [tried, setTried] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [pageOpen, setPageOpen] = useState(false);
  const site = useSiteRun((name) => name in crawlSpecSchema.shape);
  const { fromService, setFromService, failure, setFailure } = site;
  const url = useStartUrl(startUrl, requestAt, (value) => crawl.set('url', value));

  const checked = useMemo(() => checkCrawl(crawl.draft, engine, prompt), [crawl.draft, engine, prompt]);
  // Shown once the user has been to the field, or for every field after a Start.
  const shown = checked.errors.filter((e) => tried || crawl.touched.has(fieldOf(e.field)));
  const form: FormApi = {
    draft: crawl.draft,
    set: (path, value) => {
      if (path === 'url') url.edited();
      crawl.touch(fieldOf(path));
      setFromService((errors) => errors.filter((e) => fieldOf(e.field) !== fieldOf(path)));
      crawl.set(path, value);
    },
    setPending: crawl.setPending,
    errors: [...shown, ...fromService],
    idPrefix: 'crawl',
    engine,
  };
  const preview = usePromptPreview({
    draft: crawl.draft,
    apply: (next, text) => {
      crawl.setDraft(next.draft);
      setPrompt({ text, previewed: text });
      if (next.changed.some((name) => MORE_OPTIONS.has(name))) setMoreOpen(true);
    },
    onError: site.report,
  });

  const start = () => {
    setTried(true);
    setFailure(undefined);
    const spec = checked.value;
    const options = page.checked.value;
    if (!spec || !options) {
      focusFirstError(spec ? page.form : form, [...checked.errors, ...page.checked.errors], {
        openMore: () => setMoreOpen(true),
        openPage: () => setPageOpen(true),
      });
      return;
    }
    site.run(engine, spec.url, spec.allowSubdomains ?? false, async () =>
      onStarted((await ask('startCrawl', { engine, crawl: spec, options })).jobId),
    );
  };

  const waiting = [...checked.errors, ...page.checked.errors].length;
  return (
    <div class="crawl-form">
      <FormContext.Provider value={form}>
        <PreviewedContext.Provider value={preview.marked}>
          <TextField path="url" required label={t('crawlView_f_url')} hint={t('crawlView_h_url')} />
          {engine === 'remote' && (
            <PromptPreview
              text={prompt.text}
              onText={(text) => {
                crawl.touch('prompt');
                setPrompt((p) => ({ ...p, text }));
              }}
              onPreview={() => {
                site.setFailure(undefined);
                preview.run(crawl.draft.url ?? '', prompt.text);
              }}
              busy={preview.busy}
              changed={preview.changed}
            />
          )}
          <CommonCrawlOptions engine={engine} />
          <details class="crawl-more" open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
            <summary>{t('crawlView_moreOptions')}</summary>
            <MoreCrawlOptions engine={engine} />
          </details>
        </PreviewedContext.Provider>
      </FormContext.Provider>
      <PageOptions form={page.form} open={pageOpen} onToggle={setPageOpen} />
      {failure && <ErrorBanner error={failure} />}
      <div class="toolbar crawl-start">
        <Button variant="primary" disabled={site.busy} onClick={start}>
          {site.busy
            ? t('crawlView_starting')
            : t(engine === 'local' ? 'crawlView_startLocal' : 'crawlView_startRemote')}
        </Button>
      </div>
      {tried && waiting > 0 && <ErrorLine text={t('crawlView_fixFirst')} />}
    </div>
  );
}
