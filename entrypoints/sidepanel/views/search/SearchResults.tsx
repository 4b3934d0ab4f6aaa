import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import { pageKey } from '@/lib/jobs/page-key';
import type { SearchResult } from '@/lib/search/search-answer';
import { ResultRow } from '@/entrypoints/sidepanel/views/search/ResultRow';
import type { SearchState } from '@/entrypoints/sidepanel/views/search/use-search-state';

/** Results shown a page at a time. */
export const RESULTS_PAGE = 10;

interface Props {
  jobId: string;
  results: readonly SearchResult[];
  pages: SearchState['pages'];
  /** Reads these results (the job's "Scrape these"); absent while the search runs. */
  onScrape?: (urls: string[]) => void;
}

/** A search's results, ten a page, each ticked, opened or read; "Scrape these" reads the ticked ones. */
export function SearchResults({ jobId, results, pages, onScrape }: Props) {
  const [page, setPage] = useState(0);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const last = Math.max(0, Math.ceil(results.length / RESULTS_PAGE) - 1);
  const shown = results.slice(page * RESULTS_PAGE, (page + 1) * RESULTS_PAGE);
  const shownUrls = shown.map((result) => result.url);
  const tick = (urls: readonly string[], on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      for (const url of urls)
        if (on) next.add(url);
        else next.delete(url);
      return next;
    });
  // A row is ticked by itself (one address may be a web result and a news item); each address is read once.
  const rowKey = (r: SearchResult) => `${r.kind}:${r.url}`;
  const chosen = [
    ...new Set(
      results
        .filter((r) => ticked.has(rowKey(r)) && r.kind !== 'images' && !pages.has(pageKey(r.url)))
        .map((r) => r.url),
    ),
  ];
  return (
    <section class="search-results" aria-label={t('searchView_results')}>
      <p class="batch-count" aria-live="polite">
        {tPlural(
          'searchView_count',
          results.length,
          Math.min(results.length, page * RESULTS_PAGE + 1),
          page * RESULTS_PAGE + shown.length,
        )}
      </p>
      <div class="toolbar map-tools">
        {onScrape && (
          <Button variant="primary" disabled={!chosen.length} onClick={() => onScrape(chosen)}>
            {tPlural('searchView_scrapeThese', chosen.length)}
          </Button>
        )}
        {([true, false] as const).map((on) => (
          <Button key={String(on)} variant="quiet" onClick={() => tick(shownUrls, on)}>
            {on ? t('mapView_tickAll') : t('mapView_tickNone')}
          </Button>
        ))}
      </div>
      <ol class="search-result-list" start={page * RESULTS_PAGE + 1}>
        {shown.map((result) => (
          <ResultRow
            key={`${result.kind}:${result.url}`}
            jobId={jobId}
            result={result}
            page={pages.get(pageKey(result.url))}
            ticked={ticked.has(rowKey(result))}
            onTick={(on) => tick([rowKey(result)], on)}
            onScrape={onScrape && (() => onScrape([result.url]))}
          />
        ))}
      </ol>
      {last > 0 && (
        <nav class="search-pager" aria-label={t('searchView_pages')}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('searchView_previous')}
          </Button>
          <span>{t('searchView_pageOf', page + 1, last + 1)}</span>
          <Button disabled={page === last} onClick={() => setPage(page + 1)}>
            {t('searchView_next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
