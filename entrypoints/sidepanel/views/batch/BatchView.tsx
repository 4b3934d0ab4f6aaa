import { useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Button } from '@/components/ui/Button';
import { Progress } from '@/components/ui/Progress';
import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import { t } from '@/lib/i18n/t';
import { SCRAPE_DEFAULTS } from '@/lib/api/schemas/scrape-options';
import type { BatchJob } from '@/lib/jobs/job-schema';
import { ask } from '@/lib/app/ask';
import { CrawlHeader } from '@/entrypoints/sidepanel/views/crawl/CrawlHeader';
import { LlmsExport } from '@/entrypoints/sidepanel/views/crawl/LlmsExport';
import { BatchExport } from '@/entrypoints/sidepanel/views/batch/BatchExport';
import { BatchItems } from '@/entrypoints/sidepanel/views/batch/BatchItems';
import { engineLabel } from '@/lib/batch/engine-label';
import '@/entrypoints/sidepanel/views/batch/batch.css';

/**
 * One batch: "12 of 40" with a bar, Cancel, Retry failed, the export, and every page's status. A
 * crawl is a batch whose pages are found as it goes: its own header, and llms.txt among the exports.
 */
export function BatchView({ job }: { job: BatchJob }) {
  const [error, setError] = useState<ApiErrorData>();
  const act = (work: () => Promise<unknown>) => {
    setError(undefined);
    work().catch((e: unknown) => setError(errorData(e)));
  };
  const finished = job.done + job.failed;
  const running = job.status === 'running';
  return (
    <article class="batch-view" data-job={job.id} data-status={job.status} data-crawl={job.crawl ? '' : undefined}>
      {job.crawl ? (
        <CrawlHeader job={job} crawl={job.crawl} />
      ) : (
        <>
          <h2 class="view-title">{job.title}</h2>
          <p class="muted">{`${engineLabel(job.engine, job.source)} · ${t(`sidepanel_status_${job.status}`)}`}</p>
          <Progress fraction={job.total ? finished / job.total : 0} label={t('batch_progress', finished, job.total)} />
          <p class="batch-counts">{t('batch_counts', job.done, job.failed)}</p>
        </>
      )}
      <div class="toolbar">
        {running && (
          <Button variant="danger" onClick={() => act(() => ask('cancelBatch', { jobId: job.id }))}>
            {t('sidepanel_cancel')}
          </Button>
        )}
        {!running && job.failed > 0 && !(job.crawl && job.engine === 'remote') && (
          <Button onClick={() => act(() => ask('retryJob', { jobId: job.id }))}>
            {t('batch_retryFailed', job.failed)}
          </Button>
        )}
      </div>
      {job.error && job.status === 'failed' && <ErrorBanner error={job.error} title={t('batch_failedTitle')} />}
      {error && <ErrorBanner error={error} />}
      {job.done > 0 && <BatchExport job={job} />}
      {job.done > 0 && job.crawl && <LlmsExport job={job} crawl={job.crawl} />}
      <BatchItems
        batchId={job.id}
        total={job.total}
        crawl={job.crawl !== undefined}
        timeoutMs={job.options.timeout ?? SCRAPE_DEFAULTS.timeout}
      />
    </article>
  );
}
