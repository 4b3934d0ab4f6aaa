import { useEffect, useState } from 'preact/hooks';
import { Tabs, tabPanelProps, type TabItem } from '@/components/ui/Tabs';
import { t } from '@/lib/i18n/t';
import { BridgeAsks } from '@/entrypoints/sidepanel/BridgeAsks';
import { CurrentTab } from '@/entrypoints/sidepanel/CurrentTab';
import { LocalSessions } from '@/entrypoints/sidepanel/views/interact/local/LocalSessions';
import { routeHash, type View } from '@/entrypoints/sidepanel/route';
import { useRoute } from '@/entrypoints/sidepanel/use-route';
import { watchFocusedJob } from '@/entrypoints/sidepanel/focused-job';
import { CrawlsView } from '@/entrypoints/sidepanel/views/crawl/CrawlsView';
import { HistoryView } from '@/entrypoints/sidepanel/views/history/HistoryView';
import { ResultPage } from '@/entrypoints/sidepanel/views/result/ResultPage';
import { UsageView } from '@/entrypoints/sidepanel/views/account/UsageView';
import { MonitorsView } from '@/entrypoints/sidepanel/views/monitors/MonitorsView';
import { watchFocusedCheck } from '@/lib/monitor/focused-check';
import { LazyBatchChooser } from '@/entrypoints/sidepanel/views/batch/lazy-batch';
import { watchBatchDraft } from '@/entrypoints/sidepanel/views/batch/watch-batch-draft';
import { LazyCrawlPage } from '@/entrypoints/sidepanel/views/crawl/lazy-crawl';
import { watchCrawlViewRequest } from '@/lib/crawl/crawl-view-request';
import { BrowserSessions } from '@/entrypoints/sidepanel/views/interact/BrowserSessions';
import { LazyInteractView } from '@/entrypoints/sidepanel/views/interact/lazy-interact';
import { watchSearchViewRequest } from '@/lib/search/search-view-request';
import { LazySearchPage } from '@/entrypoints/sidepanel/views/search/lazy-search';

const ID = 'sidepanel';

/**
 * The side panel: programs' requests waiting for an answer (if any) and the current tab on top,
 * then Result, History, Search, Whole site, Active crawls (and the team's browser sessions), Token usage, Monitors.
 */
export function App() {
  const [route, navigate] = useRoute();
  const openJob = (jobId: string) => navigate({ view: 'result', jobId });
  // The background asks for a job to be shown (popup, context menu) through session storage.
  useEffect(() => watchFocusedJob(openJob), []);
  const openMonitor = (monitorId: string | undefined, seq?: number) => navigate({ view: 'monitors', monitorId, seq });
  useEffect(() => watchFocusedCheck(openMonitor), []);
  useEffect(() => watchBatchDraft(() => navigate({ view: 'batch' })), []);
  // The popup's "Whole site…" asks for the crawl view on its tab's address.
  const [crawlRequest, setCrawlRequest] = useState<{ url: string; at: number }>();
  useEffect(
    () =>
      watchCrawlViewRequest((url) => {
        setCrawlRequest({ url, at: Date.now() });
        navigate({ view: 'crawl' });
      }),
    [],
  );
  // "Search the web…" (popup) and the menu on selected text ask for the Search view with a query.
  const [searchRequest, setSearchRequest] = useState<{ query: string; at: number }>();
  useEffect(
    () =>
      watchSearchViewRequest((query) => {
        setSearchRequest({ query, at: Date.now() });
        navigate({ view: 'search' });
      }),
    [],
  );
  const items: TabItem<View>[] = [
    {
      key: 'result',
      label: t('sidepanel_navResult'),
      href: routeHash({ view: 'result', jobId: route.view === 'result' ? route.jobId : undefined }),
    },
    { key: 'history', label: t('sidepanel_navHistory'), href: '#/history' },
    { key: 'search', label: t('searchView_nav'), href: '#/search' },
    { key: 'crawl', label: t('crawlView_nav'), href: '#/crawl' },
    { key: 'crawls', label: t('sidepanel_navCrawls'), href: '#/crawls' },
    { key: 'usage', label: t('sidepanel_navUsage'), href: '#/usage' },
    { key: 'monitors', label: t('monitor_view'), href: '#/monitors' },
  ];
  return (
    <div class="sidepanel">
      <header class="visually-hidden">
        <h1>{t('extName')}</h1>
      </header>
      <BridgeAsks />
      <LocalSessions />
      <CurrentTab onJob={openJob} />
      <nav class="sidepanel-nav">
        <Tabs
          items={items}
          selected={route.view}
          onSelect={(view) => view !== route.view && navigate({ view })}
          label={t('sidepanel_views')}
          idPrefix={ID}
        />
      </nav>
      <main class="sidepanel-view">
        <div {...tabPanelProps(ID, route.view)}>
          {route.view === 'result' && <ResultPage jobId={route.jobId} onJob={openJob} />}
          {route.view === 'history' && <HistoryView onOpen={openJob} />}
          {route.view === 'search' && <LazySearchPage request={searchRequest} onStarted={openJob} />}
          {route.view === 'crawl' && (
            <LazyCrawlPage request={crawlRequest} onStarted={openJob} onChooser={() => navigate({ view: 'batch' })} />
          )}
          {route.view === 'crawls' && (
            <>
              <CrawlsView active onOpen={openJob} />
              <BrowserSessions active />
            </>
          )}
          {route.view === 'usage' && <UsageView />}
          {route.view === 'monitors' && (
            <MonitorsView monitorId={route.monitorId} seq={route.seq} onSelect={openMonitor} />
          )}
          {route.view === 'batch' && <LazyBatchChooser onStarted={openJob} />}
          {route.view === 'interact' && (
            <LazyInteractView
              jobId={route.jobId}
              sessionId={route.sessionId}
              onJob={(jobId) => navigate({ view: 'interact', jobId })}
            />
          )}
        </div>
      </main>
    </div>
  );
}
