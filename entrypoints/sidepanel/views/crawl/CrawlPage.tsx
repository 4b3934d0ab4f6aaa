import { useEffect, useState } from 'preact/hooks';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';
import type { ScrapeOptionsDraft } from '@/lib/api/scrape-validation';
import { t } from '@/lib/i18n/t';
import type { Engine } from '@/lib/jobs/job-schema';
import { getSettings } from '@/lib/settings/settings-store';
import type { ModelProvider } from '@/lib/settings/model-settings';
import { useActiveTab } from '@/entrypoints/sidepanel/use-active-tab';
import { useEngineFacts } from '@/entrypoints/sidepanel/use-default-engine';
import { CrawlForm } from '@/entrypoints/sidepanel/views/crawl/CrawlForm';
import { EngineChoice } from '@/entrypoints/sidepanel/views/crawl/EngineChoice';
import { MapForm } from '@/entrypoints/sidepanel/views/crawl/MapForm';
import '@/entrypoints/sidepanel/views/crawl/crawl.css';

type Section = 'crawl' | 'map';
const ID = 'crawl-view';

export interface CrawlPageProps {
  /** An address the popup's "Whole site…" asked for, and when (a new request sets the forms again). */
  request?: { url: string; at: number };
  onStarted(jobId: string): void;
  onChooser(): void;
}

/**
 * A whole site, in this browser or with the service: crawl it (every page read, as one job) or
 * map it (its addresses, to choose from). Both start from the tab in front.
 */
export function CrawlPage({ request, onStarted, onChooser }: CrawlPageProps) {
  const tab = useActiveTab();
  const facts = useEngineFacts();
  const [chosen, setChosen] = useState<Engine>();
  const engine = chosen ?? facts.engine;
  const [section, setSection] = useState<Section>('crawl');
  const [defaults, setDefaults] = useState<ScrapeOptionsDraft>();
  const [modelProvider, setModelProvider] = useState<ModelProvider>();
  useEffect(() => {
    void getSettings().then(
      (settings) => {
        setDefaults(settings.scrapeDefaults);
        setModelProvider(settings.modelProvider);
      },
      () => setDefaults({}),
    );
  }, []);
  const startUrl = request?.url || (tab?.url && isHttpUrl(tab.url) ? tab.url : '');
  const ready = engine !== undefined && defaults !== undefined;
  return (
    <section class="crawl-page" aria-labelledby="crawl-page-title">
      <h2 class="view-title" id="crawl-page-title">
        {t('crawlView_title')}
      </h2>
      {engine && <EngineChoice engine={engine} hasKey={facts.hasKey ?? false} onChange={setChosen} />}
      <Tabs<Section>
        items={[
          { key: 'crawl', label: t('crawlView_tabCrawl') },
          { key: 'map', label: t('crawlView_tabMap') },
        ]}
        selected={section}
        onSelect={setSection}
        label={t('crawlView_title')}
        idPrefix={ID}
      />
      {!ready && <p class="muted">{t('sidepanel_loading')}</p>}
      {ready && (
        <>
          {/* Both stay mounted: what was typed in one survives a look at the other. */}
          <div {...tabPanelProps(ID, 'crawl')} hidden={section !== 'crawl'}>
            <CrawlForm
              engine={engine}
              startUrl={startUrl}
              requestAt={request?.at}
              defaults={defaults}
              modelProvider={modelProvider}
              onStarted={onStarted}
            />
          </div>
          <div {...tabPanelProps(ID, 'map')} hidden={section !== 'map'}>
            <MapForm engine={engine} startUrl={startUrl} requestAt={request?.at} onChooser={onChooser} />
          </div>
        </>
      )}
    </section>
  );
}
