import { useMemo, useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { CheckField } from '@/components/forms/fields/CheckField';
import { NumberField } from '@/components/forms/fields/NumberField';
import { TextField } from '@/components/forms/fields/TextField';
import { FormContext, type FormApi } from '@/components/forms/form-context';
import { useDraftForm } from '@/components/forms/use-draft-form';
import { Button } from '@/components/ui/Button';
import { errorData } from '@/lib/api/api-error';
import { mapOptionsSchema, type MapAnswer, type MapLink } from '@/lib/crawl/map-schema';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { ask } from '@/lib/app/ask';
import { fieldOf } from '@/entrypoints/sidepanel/views/crawl/crawl-draft';
import { checkMap, type MapDraft } from '@/entrypoints/sidepanel/views/crawl/map-draft';
import { MapResults } from '@/entrypoints/sidepanel/views/crawl/MapResults';
import { handToBatch } from '@/entrypoints/sidepanel/views/crawl/scrape-these';
import { SitemapField } from '@/entrypoints/sidepanel/views/crawl/SitemapField';
import { useSiteRun } from '@/entrypoints/sidepanel/views/crawl/use-site-run';
import { useStartUrl } from '@/entrypoints/sidepanel/views/crawl/use-start-url';

interface Props {
  engine: Engine;
  startUrl: string;
  requestAt?: number;
  /** Opens the batch chooser, which has the chosen addresses. */
  onChooser(): void;
}

/** A site's addresses without reading every page: its sitemaps and links, filtered and limited. */
export function MapForm({ engine, startUrl, requestAt, onChooser }: Props) {
  const map = useDraftForm<MapDraft>(() => (startUrl ? { url: startUrl } : {}));
  const url = useStartUrl(startUrl, requestAt, (value) => map.set('url', value));
  const checked = useMemo(() => checkMap(map.draft, engine), [map.draft, engine]);
  const [tried, setTried] = useState(false);
  const site = useSiteRun((name) => name in mapOptionsSchema.shape);
  const { fromService, setFromService, failure, setFailure } = site;
  const [answer, setAnswer] = useState<{ at: number; map: MapAnswer }>();
  const form: FormApi = {
    draft: map.draft,
    set: (path, value) => {
      if (path === 'url') url.edited();
      map.touch(path);
      setFromService([]);
      map.set(path, value);
    },
    setPending: map.setPending,
    errors: [...checked.errors.filter((e) => tried || map.touched.has(fieldOf(e.field))), ...fromService],
    idPrefix: 'map',
    engine,
  };

  const run = () => {
    setTried(true);
    const options = checked.value;
    if (!options) return;
    site.run(engine, options.url, options.includeSubdomains ?? true, async () =>
      setAnswer({ at: Date.now(), map: await ask('mapSite', { engine, map: options }) }),
    );
  };

  const scrape = (links: MapLink[]) =>
    void handToBatch(links).then(onChooser, (e: unknown) => setFailure(errorData(e)));
  return (
    <div class="crawl-form map-form">
      <FormContext.Provider value={form}>
        <TextField path="url" required label={t('crawlView_f_url')} hint={t('mapView_h_url')} />
        <TextField path="search" label={t('mapView_f_search')} hint={t('mapView_h_search')} />
        <div class="crawl-numbers">
          <SitemapField />
          <NumberField path="limit" min={1} label={t('mapView_f_limit')} />
        </div>
        <CheckField path="includeSubdomains" defaultValue label={t('mapView_f_includeSubdomains')} />
        <CheckField
          path="ignoreQueryParameters"
          defaultValue
          label={t('crawlView_f_ignoreQueryParameters')}
          hint={t('crawlView_h_ignoreQueryParameters')}
        />
        {engine === 'local' && <CheckField path="deeper" label={t('mapView_f_deeper')} hint={t('mapView_h_deeper')} />}
      </FormContext.Provider>
      {failure && <ErrorBanner error={failure} onRetry={run} />}
      <div class="toolbar">
        <Button variant="primary" disabled={site.busy} onClick={run}>
          {site.busy ? t('mapView_mapping') : t('mapView_run')}
        </Button>
      </div>
      {answer && <MapResults key={answer.at} answer={answer.map} onScrape={scrape} />}
    </div>
  );
}
