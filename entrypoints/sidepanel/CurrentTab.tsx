import { useRef, useState } from 'preact/hooks';
import { DropZone } from '@/components/drop-zone/DropZone';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Button } from '@/components/ui/Button';
import { t } from '@/lib/i18n/t';
import { ApiError, errorData, type ApiErrorData } from '@/lib/api/api-error';
import { requestSiteAccess, requestTabsAccess } from '@/lib/permissions/page-access';
import type { Engine } from '@/lib/jobs/job-schema';
import { JobLink } from '@/entrypoints/sidepanel/JobLink';
import { startParseOfFile, startScrapeOfTab } from '@/entrypoints/sidepanel/start-jobs';
import { useActiveTab } from '@/entrypoints/sidepanel/use-active-tab';
import { useDefaultEngine } from '@/entrypoints/sidepanel/use-default-engine';
import { usePageJobs } from '@/entrypoints/sidepanel/use-jobs';
import { isHttpUrl } from '@/lib/api/schemas/http-url-rule';
import { askWarmTab } from '@/components/warm-tab/ask-warm-tab';

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
  const engine = useDefaultEngine();
  const scrapeable = Boolean(tab?.url && isHttpUrl(tab.url));
  // The panel stays open while the user browses, so it does not warm every tab shown: only the one
  // whose Scrape the pointer or focus reaches, once per page. Where the site is not granted to it
  // yet, the background cannot script the tab and nothing happens.
  const warmed = useRef<string | undefined>(undefined);
  const aboutToScrape = () => {
    if (engine !== 'local' || !scrapeable || tab?.id === undefined) return;
    const page = `${tab.id} ${tab.url}`;
    if (warmed.current === page) return;
    warmed.current = page;
    askWarmTab(tab.id);
  };

  const scrape = (current: { id: number; url: string }, engine: Engine) => {
    const allowed = engine === 'local' ? requestSiteAccess(current.url) : Promise.resolve(true);
    void run(async () => {
      if (!(await allowed)) throw new ApiError({ kind: 'forbidden', message: t('sidepanel_siteRefused') });
      return startScrapeOfTab(current.id, current.url, engine);
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

  const scrapeLabel =
    engine === undefined
      ? t('sidepanel_scrape')
      : engine === 'local'
        ? t('sidepanel_scrapeLocal')
        : t('sidepanel_scrapeRemote');
  return (
    <section class="current-tab" aria-label={t('sidepanel_currentTab')}>
      <div class="current-tab-page">
        <p class="current-title" title={tab?.title}>
          {tab?.title || t('sidepanel_noTitle')}
        </p>
        <div class="current-url-row">
          <p class="current-url muted" title={tab?.url}>
            {tab?.url || t('sidepanel_urlHidden')}
          </p>
          <a class="batch-link" href="#/batch">
            {t('batch_open')}
          </a>
        </div>
      </div>
      <div class="current-tab-actions">
        <Button
          variant="primary"
          class="current-scrape"
          data-engine={engine}
          title={engine && t(engine === 'local' ? 'sidepanel_scrapeLocalWhy' : 'sidepanel_scrapeRemoteWhy')}
          disabled={!scrapeable || busy || engine === undefined}
          onPointerEnter={aboutToScrape}
          onFocus={aboutToScrape}
          onClick={() => tab && engine && scrape(tab, engine)}
        >
          {scrapeLabel}
        </Button>
        <DropZone
          compact
          disabled={busy || !engine}
          onFile={(file) => engine && void run(() => startParseOfFile(file, engine))}
        />
      </div>
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
              <li key={job.id}>
                <JobLink job={job} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {error && <ErrorBanner error={error} />}
    </section>
  );
}
