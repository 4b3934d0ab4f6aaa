import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Progress } from '@/components/ui/Progress';
import { t } from '@/lib/i18n/t';
import type { Job } from '@/lib/jobs/job-schema';

interface Props {
  job: Job;
  onCancel(): void;
  onRetry(): void;
}

/** A job's state: progress with Cancel while it runs; the error with Retry when it failed. */
export function JobStatus({ job, onCancel, onRetry }: Props) {
  if (job.status === 'running') {
    return (
      <div class="job-status" aria-live="polite">
        <Progress fraction={job.progress?.fraction} label={job.progress?.message ?? t('sidepanel_working')} />
        <Button variant="danger" onClick={onCancel}>
          {t('sidepanel_cancel')}
        </Button>
      </div>
    );
  }
  if (job.status === 'failed' || job.status === 'interrupted') {
    const error = job.error ?? { kind: 'aborted' as const, message: t('sidepanel_interrupted') };
    return <ErrorBanner error={error} onRetry={onRetry} title={t(`sidepanel_status_${job.status}`)} />;
  }
  if (job.status === 'cancelled') {
    return (
      <Banner tone="info" title={t('sidepanel_status_cancelled')}>
        <Button onClick={onRetry}>{t('sidepanel_retry')}</Button>
      </Banner>
    );
  }
  return null;
}
