import { useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { ApiError, errorData, type ApiErrorData } from '@/lib/api/api-error';
import { ask } from '@/lib/app/ask';
import { t } from '@/lib/i18n/t';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { requestSearchAccess } from '@/lib/permissions/search-access';
import { requestSitesAccess } from '@/lib/permissions/site-access';
import { BatchExport } from '@/entrypoints/sidepanel/views/batch/BatchExport';
import { SearchExport } from '@/entrypoints/sidepanel/views/search/SearchExport';
import { SearchFailure } from '@/entrypoints/sidepanel/views/search/SearchFailure';
import { SearchResults } from '@/entrypoints/sidepanel/views/search/SearchResults';
import { useSearchNeeds } from '@/entrypoints/sidepanel/views/search/use-search-needs';
import { useSearchState } from '@/entrypoints/sidepanel/views/search/use-search-state';
import '@/entrypoints/sidepanel/views/batch/batch.css';
import '@/entrypoints/sidepanel/views/search/search.css';

type SearchJob = BatchJob & { search: NonNullable<BatchJob['search']> };

const refused = () => new ApiError({ kind: 'forbidden', message: t('searchView_permissionRefused') });

/**
 * One search: who answered and its state, its results as they arrive (ten a page), what could not
 * be applied, why it stopped and what helps, the results read with their pages, and the exports
 * (the pages as a batch's are, the results as results.jsonl).
 */
export function SearchJobView({ job, onJob }: { job: SearchJob; onJob(jobId: string): void }) {
  const state = useSearchState(job.id);
  const needs = useSearchNeeds();
  const [error, setError] = useState<ApiErrorData>();
  const act = (work: () => Promise<unknown>) => {
    setError(undefined);
    work().catch((e: unknown) => setError(errorData(e)));
  };
  const startAgain = async () =>
    onJob((await ask('startSearch', { engine: job.engine, search: job.search, options: job.options })).jobId);
  const again = () => act(startAgain);
  const allow = () => {
    // First in the click: the browser asks the user only inside it.
    const access = needs ? requestSearchAccess(needs) : Promise.resolve(false);
    act(async () => {
      if (!(await access)) throw refused();
      await startAgain();
    });
  };
  const scrape = (urls: string[]) => {
    const access = job.engine === 'local' ? requestSitesAccess(urls) : Promise.resolve(true);
    act(async () => {
      if (!(await access)) throw refused();
      await ask('scrapeSearchResults', { jobId: job.id, urls });
    });
  };
  const running = job.status === 'running';
  const answer = state?.answer;
  const engineName =
    job.engine === 'remote' ? t('search_theService') : answer?.engineName || t('searchView_yourEngine');
  const results = answer?.results ?? [];
  return (
    <article class="search-job" data-job={job.id} data-status={job.status}>
      <h2 class="view-title">{job.search.query}</h2>
      <p class="muted">{`${engineName} · ${t(`sidepanel_status_${job.status}`)}`}</p>
      {running && job.progress && (
        <p class="muted" role="status">
          {job.progress.message}
        </p>
      )}
      <div class="toolbar">
        {running ? (
          <Button variant="danger" onClick={() => act(() => ask('cancelBatch', { jobId: job.id }))}>
            {t('sidepanel_cancel')}
          </Button>
        ) : (
          <Button onClick={again}>{t('searchView_searchAgain')}</Button>
        )}
        {!running && job.failed > 0 && (
          <Button onClick={() => act(() => ask('retryJob', { jobId: job.id }))}>
            {t('batch_retryFailed', job.failed)}
          </Button>
        )}
      </div>
      {job.status === 'failed' && job.error && <SearchFailure error={job.error} onAgain={again} onAllow={allow} />}
      {error && <ErrorBanner error={error} />}
      {answer && answer.warnings.length > 0 && (
        <Banner tone="info" title={t('searchView_warnings')}>
          <ul class="map-warnings">
            {answer.warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </Banner>
      )}
      {job.status === 'done' && answer && !results.length && (
        <p class="search-nothing" role="status">
          {t('searchView_nothing', engineName, job.search.query)}
        </p>
      )}
      {results.length > 0 && state && (
        <SearchResults jobId={job.id} results={results} pages={state.pages} onScrape={running ? undefined : scrape} />
      )}
      {job.total > 0 && <p class="batch-counts">{t('batch_counts', job.done, job.failed)}</p>}
      {job.done > 0 && <BatchExport job={job} />}
      {results.length > 0 && <SearchExport job={job} query={job.search.query} />}
    </article>
  );
}
