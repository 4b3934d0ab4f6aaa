import { useEffect, useState } from 'preact/hooks';
import { DropZone } from '@/components/drop-zone/DropZone';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { ApiError, errorData, type ApiErrorData } from '@/lib/api/api-error';
import { requestSiteAccess, requestTabsAccess } from '@/lib/browser/page-access';
import type { Engine } from '@/lib/jobs/job-schema';
import { getSettings } from '@/lib/settings/settings-store';
import { resolveEngine } from './engine-choice';
import { JobLink } from './JobLink';
import { startParseOfFile, startScrapeOfTab } from './start-jobs';
import { useActiveTab } from './use-active-tab';
import { usePageJobs } from './use-jobs';


/** The newest earlier results listed; the summary counts them all. */
const EARLIER_SHOWN = 5;

/**
 * The page in front of the user: its title and address, its earlier results, a Scrape button,
 * and a drop zone for files. Starting a job opens it in the Result view.
 */
export function CurrentTab({ onJob }: { onJob(jobId: string): void }) {
  const tab = useActiveTab();
  const { jobs: earlier, total: earlierTotal } = usePageJobs(tab?.url, EARLIER_SHOWN);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorData>();
  // Known before the click: a permission prompt must be asked for before any await.
  const [engine, setEngine] = useState<Engine>();
  useEffect(() => {
    void getSettings().then((s) => resolveEngine(s.engine)).then(setEngine, () => setEngine('local'));
  }, [tab?.id]);
  const scrapeable = Boolean(tab?.url && /^https?:/i.test(tab.url));

  const scrape = (current: { id: number; url: string }) => {
    const allowed = engine === 'local' ? requestSiteAccess(current.url) : Promise.resolve(true);
    void run(async () => {
      if (!(await allowed)) throw new ApiError({ kind: 'forbidden', message: t('sidepanel_siteRefused') });
      return startScrapeOfTab(current.id, current.url);
    });
  };

  const run = async (start: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    try {
      onJob(await start());
    } catch (e) {
      setError(errorData(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="current-tab" aria-label={t('sidepanel_currentTab')}>
      <div class="current-tab-page">
        <p class="current-title">{tab?.title || t('sidepanel_noTitle')}</p>
        <p class="current-url muted">{tab?.url || t('sidepanel_urlHidden')}</p>
      </div>
      <Button variant="primary" disabled={!scrapeable || busy} onClick={() => tab && scrape(tab)}>
        {t('sidepanel_scrape')}
      </Button>
      <a class="batch-link" href="#/batch">{t('batch_open')}</a>
      {tab && !scrapeable && tab.url && <p class="muted">{t('sidepanel_cannotScrape')}</p>}
      {tab && !tab.url && (
        <div class="follow-tabs">
          <p class="muted">{t('sidepanel_followTabsWhy')}</p>
          <Button onClick={() => void requestTabsAccess()}>{t('sidepanel_followTabs')}</Button>
        </div>
      )}
      {earlier.length > 0 && (
        <details class="earlier">
          <summary>{t('sidepanel_earlierResults', earlierTotal)}</summary>
          <ul class="job-list">
            {earlier.map((job) => (
              <li key={job.id}><JobLink job={job} /></li>
            ))}
          </ul>
        </details>
      )}
      <DropZone disabled={busy} onFile={(file) => void run(() => startParseOfFile(file))} />
      {error && <ErrorBanner error={error} />}
    </section>
  );
}
