import { SafeLink } from '@/components/result/SafeLink';
import { Progress } from '@/components/ui/Progress';
import type { CrawlSpec } from '@/lib/api/schemas/crawl-spec';
import { t } from '@/lib/i18n/t';
import { tPlural } from '@/lib/i18n/t-plural';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { crawlSummary } from '@/entrypoints/sidepanel/views/crawl/crawl-summary';
import '@/entrypoints/sidepanel/views/crawl/crawl.css';

/**
 * A crawl's top: which site, with what options, and its counts. Its pages are found as it goes,
 * so while it runs it says how many were found so far, not a bar towards a total it does not know.
 */
export function CrawlHeader({ job, crawl }: { job: BatchJob; crawl: CrawlSpec }) {
  return (
    <header class="crawl-header">
      <h2 class="view-title">{job.title}</h2>
      <p class="crawl-start-url">
        <SafeLink href={crawl.url} />
      </p>
      <p class="muted">
        {t(job.engine === 'local' ? 'crawlView_engineLocal' : 'crawlView_engineRemote')} ·{' '}
        {t(`sidepanel_status_${job.status}`)}
      </p>
      <p class="muted crawl-summary">{crawlSummary(crawl).join(' · ')}</p>
      {job.status === 'running' && <Progress label={tPlural('crawlView_foundSoFar', job.total)} />}
      <p class="batch-counts crawl-counts">{t('crawlView_counts', job.done, job.failed, job.skipped ?? 0)}</p>
    </header>
  );
}
