import { ErrorBanner } from '@/components/error-banner/ErrorBanner';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Progress } from '@/components/ui/Progress';
import { useSecondsLeft } from '@/components/ui/use-seconds-left';
import { t } from '@/lib/i18n/t';
import type { Job } from '@/lib/jobs/job-schema';

interface Props {
  job: Job;
  onCancel(): void;
  onRetry(): void;
}

/** A job's state: progress with Cancel while it runs; the error with Retry when it failed. */
export function JobStatus({ job, onCancel, onRetry }: Props) {
  // A wait before another try counts down to the time the engine wrote once.
  const secondsLeft = useSecondsLeft(job.status === 'running' ? job.progress?.retryAt : undefined);
  if (job.status === 'running') {
    return (
      <div class="job-status" aria-live="polite">
        <Progress
          fraction={job.progress?.fraction}
          label={job.progress?.message ?? t('sidepanel_working')}
          detail={secondsLeft === undefined ? undefined : t('sidepanel_retryIn', secondsLeft)}
        />
        <Button variant="danger" onClick={onCancel}>
          {t('sidepanel_cancel')}
        </Button>
      </div>
    );
  }
  if (job.status === 'failed' || job.status === 'interrupted') {
    const error = job.error ?? { kind: 'aborted' as const, message: t('sidepanel_interrupted') };
    // The status badge above already says "Failed": the banner names what failed.
    return (
      <ErrorBanner
        error={error}
        onRetry={onRetry}
        title={job.status === 'interrupted' ? t('sidepanel_status_interrupted') : undefined}
      />
    );
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
