import { useEffect, useMemo, useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { focusField } from '@/components/forms/ErrorSummary';
import { CheckField } from '@/components/forms/fields/CheckField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { TextField } from '@/components/forms/fields/TextField';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { Button } from '@/components/ui/Button';
import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import type { FieldError } from '@/lib/api/field-errors';
import { SEARCH_LIMIT } from '@/lib/api/schemas/search';
import { ask } from '@/lib/app/ask';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { detailFields } from '@/lib/permissions/crawl-access';
import { requestSearchAccess, type SearchNeeds } from '@/lib/permissions/search-access';
import { notApplied } from '@/lib/search/local/not-applied';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import { fieldOf } from '@/entrypoints/sidepanel/views/crawl/crawl-draft';
import { checkSearch, MORE_OPTIONS, type SearchDraft } from '@/entrypoints/sidepanel/views/search/search-draft';
import { SearchOptions } from '@/entrypoints/sidepanel/views/search/SearchOptions';

interface Props {
  engine: Engine;
  /** A query the popup or the menu asked for, and when (a new request sets the query again). */
  request?: { query: string; at: number };
  /** The scrape options results are read with (Settings' defaults). */
  defaults: ScrapeDefaults;
  /** What a search in this browser asks for in the click. */
  needs: SearchNeeds;
  onStarted(jobId: string): void;
}

/**
 * The query and its options, each problem next to its field (as the search's own schema words
 * it); Search asks, inside the click, for what a search in this browser needs, then starts the job.
 */
export function SearchForm({ engine, request, defaults, needs, onStarted }: Props) {
  const form = useDraftForm<SearchDraft>(() => (request?.query ? { query: request.query } : {}));
  useEffect(() => {
    if (request) form.set('query', request.query || undefined);
  }, [request?.at]);
  const checked = useMemo(() => checkSearch(form.draft), [form.draft]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorData>();
  const [fromBackground, setFromBackground] = useState<FieldError[]>([]);
  const [moreOpen, setMoreOpen] = useState(false);
  const api: FormApi = {
    draft: form.draft,
    set: (path, value) => {
      form.touch(fieldOf(path));
      setFromBackground([]);
      form.set(path, value);
    },
    setPending: form.setPending,
    errors: [...checked.errors.filter((e) => tried || form.touched.has(fieldOf(e.field))), ...fromBackground],
    idPrefix: 'search',
    engine,
  };
  const report = (error: unknown) => {
    const data = errorData(error);
    const fields = detailFields(data).filter((f) => f.field !== '(request)');
    setFromBackground(fields);
    setFailure(fields.length ? undefined : data);
  };
  const run = () => {
    setTried(true);
    setFailure(undefined);
    const spec = checked.value;
    if (!spec) {
      const first = checked.errors[0];
      if (first) focusField(api, first.field, (path) => MORE_OPTIONS.has(fieldOf(path)) && setMoreOpen(true));
      return;
    }
    // First in the click: the browser asks the user only inside it.
    const access = engine === 'local' ? requestSearchAccess(needs) : Promise.resolve(true);
    setBusy(true);
    void (async () => {
      try {
        if (!(await access))
          return setFailure({ kind: 'forbidden', message: t('searchView_permissionRefused'), retryable: true });
        onStarted((await ask('startSearch', { engine, search: spec, options: defaults })).jobId);
      } catch (error) {
        report(error);
      } finally {
        setBusy(false);
      }
    })();
  };
  const skipped = engine === 'local' && checked.value ? notApplied(checked.value) : [];
  return (
    <form
      class="crawl-form search-form"
      onSubmit={(e) => {
        e.preventDefault();
        run();
      }}
    >
      <FormContext.Provider value={api}>
        <TextField path="query" required label={t('searchView_f_query')} hint={t('searchView_h_query')} />
        <NumberField
          path="limit"
          range={{ ...SEARCH_LIMIT, default: SEARCH_LIMIT.v2Default }}
          label={t('searchView_f_limit')}
        />
        <CheckField path="scrape" label={t('searchView_f_scrape')} hint={t('searchView_h_scrape')} />
        <details class="crawl-more" open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
          <summary>{t('crawlView_moreOptions')}</summary>
          <SearchOptions engine={engine} notApplied={skipped} />
        </details>
      </FormContext.Provider>
      {failure && <ErrorBanner error={failure} />}
      <div class="toolbar">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('searchView_starting') : t('searchView_run')}
        </Button>
      </div>
    </form>
  );
}
