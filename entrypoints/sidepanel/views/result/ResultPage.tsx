import { useState } from 'preact/hooks';
import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { EmptyState } from '@/components/ui/EmptyState';
import { t } from '@/lib/i18n/t';
import { errorData, type ApiErrorData } from '@/lib/api/api-error';
import { ask } from '@/lib/app/ask';
import { Lazy, lazyModule } from '@/components/ui/lazy-module';
import { useJob } from '@/entrypoints/sidepanel/use-job';
import { JobHeader } from '@/entrypoints/sidepanel/views/result/JobHeader';
import { JobStatus } from '@/entrypoints/sidepanel/views/result/JobStatus';
import { BatchBackLink } from '@/entrypoints/sidepanel/views/batch/BatchBackLink';
import { LazyBatchView } from '@/entrypoints/sidepanel/views/batch/lazy-batch';
import { InteractOffer } from '@/entrypoints/sidepanel/views/interact/InteractOffer';
import { LazySearchJob } from '@/entrypoints/sidepanel/views/search/lazy-search';

// The result renderers (markdown, DOMPurify, every field) load on first use, not with the panel.
const useResultModule = lazyModule(() => import('@/components/result/ResultView'));

/** The Result view: one job, live, with its status, its actions and every field of its result. */
export function ResultPage({ jobId, onJob }: { jobId?: string; onJob(jobId: string): void }) {
  const state = useJob(jobId);
  const resultModule = useResultModule();
  const [actionError, setActionError] = useState<ApiErrorData>();
  if (!jobId)
    return (
      <EmptyState title={t('sidepanel_noResultYet')}>
        <p>{t('sidepanel_noResultHint')}</p>
      </EmptyState>
    );
  if (state.status === 'loading') return <p class="muted">{t('sidepanel_loading')}</p>;
  if (state.status === 'missing') return <EmptyState title={t('sidepanel_jobMissing')} />;
  const { job } = state;
  if (job.kind === 'batch')
    return job.search ? (
      <LazySearchJob job={{ ...job, search: job.search }} onJob={onJob} />
    ) : (
      <LazyBatchView job={job} />
    );
  const act = (work: () => Promise<void>) => {
    setActionError(undefined);
    work().catch((e: unknown) => setActionError(errorData(e)));
  };
  return (
    <article class="result-page" data-job={job.id}>
      <BatchBackLink jobId={job.id} />
      <JobHeader job={job} />
      <JobStatus
        job={job}
        onCancel={() => act(async () => void (await ask('cancelJob', { jobId: job.id })))}
        onRetry={() => act(async () => onJob((await ask('retryJob', { jobId: job.id })).jobId))}
      />
      {actionError && <ErrorBanner error={actionError} />}
      <InteractOffer job={job} />
      {job.result && <Lazy state={resultModule}>{(m) => <m.ResultView job={job} />}</Lazy>}
    </article>
  );
}
