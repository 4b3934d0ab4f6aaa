import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import type { ScrapeDefaults } from '@/lib/settings/settings-schema';
import { getSettings } from '@/lib/settings/settings-store';
import { useEngineFacts } from '@/entrypoints/sidepanel/use-default-engine';
import { SearchEngineChoice } from '@/entrypoints/sidepanel/views/search/SearchEngineChoice';
import { SearchForm } from '@/entrypoints/sidepanel/views/search/SearchForm';
import { useSearchNeeds } from '@/entrypoints/sidepanel/views/search/use-search-needs';
import '@/entrypoints/sidepanel/views/crawl/crawl.css';
import '@/entrypoints/sidepanel/views/search/search.css';

export interface SearchPageProps {
  /** A query the popup or the right-click menu asked for, and when. */
  request?: { query: string; at: number };
  onStarted(jobId: string): void;
}

/**
 * Search the web: in this browser (its own search engine, or the one set in Settings; no key) or
 * through the service. Each search is a job: its results open in the Result view, as they arrive.
 */
export function SearchPage({ request, onStarted }: SearchPageProps) {
  const facts = useEngineFacts();
  const [chosen, setChosen] = useState<Engine>();
  const engine = chosen ?? facts.engine;
  const needs = useSearchNeeds();
  const [defaults, setDefaults] = useState<ScrapeDefaults>();
  useEffect(() => {
    void getSettings().then(
      (settings) => setDefaults(settings.scrapeDefaults),
      () => setDefaults({}),
    );
  }, []);
  const ready = engine !== undefined && defaults !== undefined && needs !== undefined;
  const localEngine = needs && !needs.browserEngine && needs.engineUrl ? new URL(needs.engineUrl).host : undefined;
  return (
    <section class="crawl-page search-page" aria-labelledby="search-page-title">
      <h2 class="view-title" id="search-page-title">
        {t('searchView_title')}
      </h2>
      {engine && (
        <SearchEngineChoice
          engine={engine}
          hasKey={facts.hasKey ?? false}
          localEngine={localEngine}
          onChange={setChosen}
        />
      )}
      {!ready && <p class="muted">{t('sidepanel_loading')}</p>}
      {ready && (
        <SearchForm engine={engine} request={request} defaults={defaults} needs={needs} onStarted={onStarted} />
      )}
    </section>
  );
}
